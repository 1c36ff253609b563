import { gridSize, levelScale, type Pyramid, type TileId, tileContentRect, tileId } from '../../shared/deep-zoom';
import type { Rect } from '../../shared/schemas/manifest';
import { parentOf, tileKey } from './tile-id';

export interface VisibleTilesOptions {
  /** Show this level instead of the one `chooseLevel` picks; clamped to the pyramid. */
  level?: number;
  /** Rings of extra tiles around the view, clipped to the grid; default 0. */
  margin?: number;
  /** Passed to `chooseLevel` when no `level` is given. */
  bias?: number;
}

export interface VisibleTiles {
  level: number;
  /** Nearest the view's centre first. */
  tiles: TileId[];
}

/** Absorbs rounding in a caller's scale, so exactly half size is level `maxLevel - 1` and not the one above. */
const EPSILON = 1e-9;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * The lowest level with at least one level pixel per device pixel, so the view is sharp.
 * `screenPixelsPerImagePixel` is the on-screen size of one full-resolution pixel (devicePixelRatio
 * included). `bias` is added in levels: -1 accepts twice as blurry, fractions are fine.
 */
export function chooseLevel(p: Pyramid, screenPixelsPerImagePixel: number, bias = 0): number {
  if (!(screenPixelsPerImagePixel > 0)) return 0;
  const exact = p.maxLevel + Math.log2(screenPixelsPerImagePixel) + bias;
  return clamp(Math.ceil(exact - EPSILON), p.minLevel ?? 0, p.maxLevel);
}

/** The part of a rect (full-resolution pixels) inside the picture, or null when none of it is. */
export function clipToPicture(p: Pyramid, view: Rect): Rect | null {
  const left = Math.max(0, view.x);
  const top = Math.max(0, view.y);
  const right = Math.min(p.width, view.x + view.width);
  const bottom = Math.min(p.height, view.y + view.height);
  if (!(right > left && bottom > top)) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** How far a point is from a rect (0 inside it), squared. */
function distanceToRect(x: number, y: number, r: Rect): number {
  const dx = Math.max(r.x - x, 0, x - (r.x + r.width));
  const dy = Math.max(r.y - y, 0, y - (r.y + r.height));
  return dx * dx + dy * dy;
}

/**
 * The tiles of one picture (`picture`, its id in the manifest) that cover `view`, a rect in the
 * picture's full-resolution pixels that may reach past it. Ordered by distance from the centre of
 * `view` as given (the middle of the screen), the tile under it first.
 */
export function visibleTiles(
  picture: number,
  p: Pyramid,
  view: Rect,
  screenPixelsPerImagePixel: number,
  options: VisibleTilesOptions = {},
): VisibleTiles {
  const level =
    options.level === undefined
      ? chooseLevel(p, screenPixelsPerImagePixel, options.bias)
      : clamp(Math.round(options.level), p.minLevel ?? 0, p.maxLevel);
  const inside = clipToPicture(p, view);
  if (!inside) return { level, tiles: [] };

  const scale = levelScale(p, level) / p.tileSize;
  const margin = Math.max(0, Math.floor(options.margin ?? 0));
  const { cols, rows } = gridSize(p, level);
  const firstCol = clamp(Math.floor(inside.x * scale) - margin, 0, cols - 1);
  const lastCol = clamp(Math.ceil((inside.x + inside.width) * scale) - 1 + margin, 0, cols - 1);
  const firstRow = clamp(Math.floor(inside.y * scale) - margin, 0, rows - 1);
  const lastRow = clamp(Math.ceil((inside.y + inside.height) * scale) - 1 + margin, 0, rows - 1);

  const toLevel = levelScale(p, level);
  const centreX = (view.x + view.width / 2) * toLevel;
  const centreY = (view.y + view.height / 2) * toLevel;
  const ranked: { id: TileId; edge: number; middle: number }[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let col = firstCol; col <= lastCol; col++) {
      const id = tileId(picture, level, col, row);
      const rect = tileContentRect(p, id);
      const middle = (rect.x + rect.width / 2 - centreX) ** 2 + (rect.y + rect.height / 2 - centreY) ** 2;
      ranked.push({ id, edge: distanceToRect(centreX, centreY, rect), middle });
    }
  }
  ranked.sort((a, b) => a.edge - b.edge || a.middle - b.middle || a.id.row - b.id.row || a.id.col - b.id.col);
  return { level, tiles: ranked.map((r) => r.id) };
}

function unique(tiles: Iterable<TileId>): TileId[] {
  const byKey = new Map<string, TileId>();
  for (const id of tiles) if (!byKey.has(tileKey(id))) byKey.set(tileKey(id), id);
  return [...byKey.values()];
}

/**
 * What to draw under the wanted tiles that are not ready yet: for each, its nearest ready
 * ancestor, once each, in the order of the wanted tiles. A wanted tile with no ready ancestor
 * has nothing to stand in for it.
 */
export function fallbackCover(wanted: readonly TileId[], isReady: (id: TileId) => boolean): TileId[] {
  const cover: TileId[] = [];
  for (const id of wanted) {
    if (isReady(id)) continue;
    let ancestor = parentOf(id);
    while (ancestor && !isReady(ancestor)) ancestor = parentOf(ancestor);
    if (ancestor) cover.push(ancestor);
  }
  return unique(cover);
}

/** The parents of `tiles`, once each, in their order: what to prefetch so a coarser level is ready first. */
export const coarserTiles = (tiles: readonly TileId[]): TileId[] =>
  unique(tiles.map(parentOf).filter((id): id is TileId => id !== null));
