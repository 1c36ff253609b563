import { gridSize, type Pyramid, type TileId, tileId } from '../../shared/deep-zoom';

/** `"<picture>/<level>/<col>_<row>"`: stable, unique, readable in logs. */
export const tileKey = (id: TileId): string => `${id.picture}/${id.level}/${id.col}_${id.row}`;

const KEY = /^(-?\d+)\/(\d+)\/(\d+)_(\d+)$/;

/** The tile a key names, or null unless the key is exactly what `tileKey` writes (no leading zeros or spaces). */
export function parseTileKey(key: string): TileId | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const id = tileId(Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4]));
  return tileKey(id) === key ? id : null;
}

export const sameTile = (a: TileId, b: TileId): boolean =>
  a.picture === b.picture && a.level === b.level && a.col === b.col && a.row === b.row;

/** The tile one level coarser that covers this one; null at level 0. */
export function parentOf(id: TileId): TileId | null {
  if (id.level <= 0) return null;
  return tileId(id.picture, id.level - 1, id.col >> 1, id.row >> 1);
}

/** Every coarser tile that covers this one, nearest (the parent) first, down to level 0. */
export function ancestorsOf(id: TileId): TileId[] {
  const ancestors: TileId[] = [];
  for (let parent = parentOf(id); parent; parent = parentOf(parent)) ancestors.push(parent);
  return ancestors;
}

/** The up-to-four tiles one level finer that this one covers, clipped to that level's grid; none at `maxLevel`. */
export function childrenOf(id: TileId, pyramid: Pyramid): TileId[] {
  if (id.level >= pyramid.maxLevel) return [];
  const { cols, rows } = gridSize(pyramid, id.level + 1);
  const children: TileId[] = [];
  for (let row = id.row * 2; row < Math.min(id.row * 2 + 2, rows); row++) {
    for (let col = id.col * 2; col < Math.min(id.col * 2 + 2, cols); col++) {
      children.push(tileId(id.picture, id.level + 1, col, row));
    }
  }
  return children;
}
