/**
 * Deep Zoom arithmetic, one home for the server that writes pyramids and the viewer and app that read them:
 * levels, their sizes and grids, the pixels each tile covers, tile counts and tile URLs.
 */
import type { Rect } from './schemas/manifest';

/**
 * The level count of a Deep Zoom pyramid, shared by the server that writes pyramids and the viewer that
 * reads them: level `maxLevel` is full size, level 0 is 1 × 1. `ceil(log2(max(width, height)))`, counted in
 * integers so no rounding of `log2` can be off by one.
 */
export function maxLevelOf(width: number, height: number): number {
  const side = Math.max(width, height, 1);
  let level = 0;
  while (2 ** level < side) level++;
  return level;
}

/** One tile of one picture's Deep Zoom pyramid. Level 0 is the 1×1 level; `col` and `row` count from the top left. */
export interface TileId {
  readonly picture: number;
  readonly level: number;
  readonly col: number;
  readonly row: number;
}

export const tileId = (picture: number, level: number, col: number, row: number): TileId => ({
  picture,
  level,
  col,
  row,
});

/**
 * A Deep Zoom pyramid as libvips dzsave writes it: level `maxLevel` is the full picture, each level
 * below halves it rounding up, level 0 is 1×1. Tiles are `tileSize` square plus `overlap` on inner edges.
 */
export interface Pyramid {
  readonly width: number;
  readonly height: number;
  readonly tileSize: number;
  readonly overlap: number;
  readonly maxLevel: number;
  /** The coarsest level served (a IIIF service's largest scale factor); 0, the 1×1 level, when absent. */
  readonly minLevel?: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Grid {
  cols: number;
  rows: number;
}

export const pyramidOf = (width: number, height: number, tileSize = 254, overlap = 1): Pyramid => ({
  width,
  height,
  tileSize,
  overlap,
  maxLevel: maxLevelOf(width, height),
});

/** Level pixels per full-resolution pixel: `2^(level - maxLevel)`. */
export const levelScale = (p: Pyramid, level: number): number => 2 ** (level - p.maxLevel);

export function levelSize(p: Pyramid, level: number): Size {
  const shrink = 2 ** (p.maxLevel - level);
  return {
    width: Math.max(1, Math.ceil(p.width / shrink)),
    height: Math.max(1, Math.ceil(p.height / shrink)),
  };
}

export function gridSize(p: Pyramid, level: number): Grid {
  const { width, height } = levelSize(p, level);
  return { cols: Math.ceil(width / p.tileSize), rows: Math.ceil(height / p.tileSize) };
}

/** What a tile covers in its level's pixels, without overlap: where it is placed. */
export function tileContentRect(p: Pyramid, id: TileId): Rect {
  const size = levelSize(p, id.level);
  const x = id.col * p.tileSize;
  const y = id.row * p.tileSize;
  return {
    x,
    y,
    width: Math.min(p.tileSize, size.width - x),
    height: Math.min(p.tileSize, size.height - y),
  };
}

/**
 * The pixels a tile file holds, in its level's pixels: the content plus `overlap` on every side
 * that has a neighbour, so the first column and row have none on the left and top, and all is
 * clipped at the level's edge.
 */
export function tileRect(p: Pyramid, id: TileId): Rect {
  const size = levelSize(p, id.level);
  const left = Math.max(0, id.col * p.tileSize - p.overlap);
  const top = Math.max(0, id.row * p.tileSize - p.overlap);
  const right = Math.min(size.width, (id.col + 1) * p.tileSize + p.overlap);
  const bottom = Math.min(size.height, (id.row + 1) * p.tileSize + p.overlap);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * A tile's content in full-resolution pixels, for drawing it on the picture's plane. Levels are
 * rounded up, so a level's last pixel can reach past the picture; the rect is clipped to it so every
 * level ends exactly at the picture's edge.
 */
export function tileRectInImage(p: Pyramid, id: TileId): Rect {
  const content = tileContentRect(p, id);
  const shrink = 2 ** (p.maxLevel - id.level);
  const x = content.x * shrink;
  const y = content.y * shrink;
  return {
    x,
    y,
    width: Math.min(content.width * shrink, p.width - x),
    height: Math.min(content.height * shrink, p.height - y),
  };
}

/**
 * Fills `{level}`, `{col}` and `{row}` (every occurrence) in a manifest's `tileUrlTemplate`. Given the pyramid,
 * also the tile's content in full-resolution pixels, `{x}`, `{y}`, `{w}`, `{h}`, and its size in its level's
 * pixels, `{tw}`, `{th}` (a IIIF Image API tile: `{id}/{x},{y},{w},{h}/{tw},/0/default.jpg`).
 */
export const tileUrl = (template: string, id: TileId, p?: Pyramid): string => {
  const url = template
    .replaceAll('{level}', String(id.level))
    .replaceAll('{col}', String(id.col))
    .replaceAll('{row}', String(id.row));
  if (!p || !url.includes('{')) return url;
  const region = tileRectInImage(p, id);
  const size = tileContentRect(p, id);
  return url
    .replaceAll('{x}', String(region.x))
    .replaceAll('{y}', String(region.y))
    .replaceAll('{w}', String(region.width))
    .replaceAll('{h}', String(region.height))
    .replaceAll('{tw}', String(size.width))
    .replaceAll('{th}', String(size.height));
};

/** How many tile files a full pyramid (down to 1×1) has. */
export function tileCount(p: Pyramid): number {
  let total = 0;
  for (let level = 0; level <= p.maxLevel; level++) {
    const { cols, rows } = gridSize(p, level);
    total += cols * rows;
  }
  return total;
}
