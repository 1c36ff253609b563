import type { Camera, Size } from '../core/camera';
import type { TileRect } from '../core/scene-hooks';

/** The orthographic camera's planes, in canvas units. `top` is smaller than `bottom`: canvas y grows downwards. */
export interface Frustum {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** What the viewport shows of the canvas: the same area as `viewRect`, as camera planes. */
export const frustumFor = (camera: Camera, viewport: Size): Frustum => {
  const halfWidth = viewport.width / (2 * camera.zoom);
  const halfHeight = viewport.height / (2 * camera.zoom);
  return {
    left: camera.centerX - halfWidth,
    right: camera.centerX + halfWidth,
    top: camera.centerY - halfHeight,
    bottom: camera.centerY + halfHeight,
  };
};

/** The area a frustum shows, as a canvas rect. */
export const frustumRect = (f: Frustum): TileRect['rect'] => ({
  x: f.left,
  y: f.top,
  width: f.right - f.left,
  height: f.bottom - f.top,
});

/**
 * The unit quad in canvas orientation, in PlaneGeometry's vertex order: top-left, top-right,
 * bottom-left, bottom-right, at z = 0. Scaled and moved to a tile's rect it covers the rect exactly.
 */
export const QUAD_POSITIONS: readonly number[] = [0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0];

/**
 * PlaneGeometry's triangles. The quad is mirrored (y down) and so is the camera (top < bottom), so
 * on screen they keep three.js's counter-clockwise front faces.
 */
export const QUAD_INDEX: readonly number[] = [0, 2, 1, 2, 3, 1];

/**
 * UVs of the quad's four vertices for the content part of a texture uploaded with flipY = false
 * (v = 0 is the image's top row, as `TileRect.uv` says).
 */
export const quadUvs = (uv: TileRect['uv']): Float32Array =>
  Float32Array.of(uv.u0, uv.v0, uv.u1, uv.v0, uv.u0, uv.v1, uv.u1, uv.v1);

/** Writes `quadUvs(uv)` into `target` without allocating; answers whether anything changed. */
export const writeQuadUvs = (target: Float32Array, uv: TileRect['uv']): boolean => {
  const changed =
    target[0] !== Math.fround(uv.u0) ||
    target[1] !== Math.fround(uv.v0) ||
    target[2] !== Math.fround(uv.u1) ||
    target[5] !== Math.fround(uv.v1);
  if (!changed) return false;
  target[0] = target[4] = uv.u0;
  target[1] = target[3] = uv.v0;
  target[2] = target[6] = uv.u1;
  target[5] = target[7] = uv.v1;
  return true;
};

export const GPU_BYTES_PER_PIXEL = 4;

/** GPU memory of an RGBA8 texture without mipmaps. */
export const textureBytes = (width: number, height: number): number => width * height * GPU_BYTES_PER_PIXEL;

type Rect = TileRect['rect'];

/** A part of the drawing buffer in whole device pixels, rows from the top: columns x0..x1-1, rows y0..y1-1. */
export interface PixelRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Gaps narrower than this share of a rect are rounding between adjacent tiles, not holes. */
const GAP = 1e-9;

export const intersectRects = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
};

/** The sorted distinct values among `values` within [from, to], closer ones than `gap` taken as one. */
const edges = (values: number[], from: number, to: number, gap: number): number[] => {
  const sorted = [from, to, ...values.filter((v) => v > from && v < to)].sort((a, b) => a - b);
  return sorted.filter((v, i) => i === 0 || v - sorted[i - 1] > gap);
};

/** Whether `covers` together leave no part of `rect` uncovered. */
export const isCovered = (rect: Rect, covers: readonly Rect[]): boolean => {
  const gap = GAP * Math.max(rect.width, rect.height);
  const over = covers.filter((c) => intersectRects(c, rect));
  if (over.length === 0) return false;
  // Cut the rect along every cover's edges; each cell is then wholly in a cover or wholly out.
  const xs = edges(
    over.flatMap((c) => [c.x, c.x + c.width]),
    rect.x,
    rect.x + rect.width,
    gap,
  );
  const ys = edges(
    over.flatMap((c) => [c.y, c.y + c.height]),
    rect.y,
    rect.y + rect.height,
    gap,
  );
  for (let i = 1; i < xs.length; i++) {
    const x = (xs[i - 1] + xs[i]) / 2;
    for (let j = 1; j < ys.length; j++) {
      const y = (ys[j - 1] + ys[j]) / 2;
      if (!over.some((c) => x >= c.x && x <= c.x + c.width && y >= c.y && y <= c.y + c.height)) return false;
    }
  }
  return true;
};

/** `rect` is out of `view` or, within it, under tiles of finer layers (drawn later, on top). */
const hiddenIn = (rect: Rect, layer: number, others: readonly TileRect[], view: Rect): boolean => {
  const seen = intersectRects(rect, view);
  return (
    !seen ||
    isCovered(
      seen,
      others.filter((o) => o.layer > layer).map((o) => o.rect),
    )
  );
};

/** The items that show in `view`: not outside it, not wholly under finer ones. Order kept. */
export const visibleItems = <T extends TileRect>(items: readonly T[], view: Rect): T[] =>
  items.filter((item) => !hiddenIn(item.rect, item.layer, items, view));

const samePlace = (a: TileRect, b: TileRect): boolean =>
  a.layer === b.layer &&
  a.rect.x === b.rect.x &&
  a.rect.y === b.rect.y &&
  a.rect.width === b.rect.width &&
  a.rect.height === b.rect.height &&
  a.uv.u0 === b.uv.u0 &&
  a.uv.v0 === b.uv.v0 &&
  a.uv.u1 === b.uv.u1 &&
  a.uv.v1 === b.uv.v1;

/**
 * Where a frame drawing `after` differs from one that drew `before` through the same camera (canvas
 * units): what came, moved or went — except what went from under finer tiles, which still cover it.
 */
export const changedAreas = <K>(
  before: ReadonlyMap<K, TileRect>,
  after: ReadonlyMap<K, TileRect>,
  view: Rect,
): Rect[] => {
  const areas: Rect[] = [];
  for (const [key, now] of after) {
    const was = before.get(key);
    if (!was) areas.push(now.rect);
    else if (!samePlace(was, now)) areas.push(was.rect, now.rect);
  }
  const drawn = [...after.values()];
  for (const [key, was] of before) {
    if (!after.has(key) && !hiddenIn(was.rect, was.layer, drawn, view)) areas.push(was.rect);
  }
  return areas;
};

/** The device pixels a canvas rect touches on a `buffer` showing `frustum`, one more all round; null if none. */
export const pixelRect = (
  rect: Rect,
  frustum: Frustum,
  buffer: { width: number; height: number },
): PixelRect | null => {
  const sx = buffer.width / (frustum.right - frustum.left);
  const sy = buffer.height / (frustum.bottom - frustum.top);
  const x0 = Math.max(0, Math.floor((rect.x - frustum.left) * sx) - 1);
  const y0 = Math.max(0, Math.floor((rect.y - frustum.top) * sy) - 1);
  const x1 = Math.min(buffer.width, Math.ceil((rect.x + rect.width - frustum.left) * sx) + 1);
  const y1 = Math.min(buffer.height, Math.ceil((rect.y + rect.height - frustum.top) * sy) + 1);
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : null;
};

const touch = (a: PixelRect, b: PixelRect): boolean => a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
const bounds = (a: PixelRect, b: PixelRect): PixelRect => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});

/** `rects` with touching ones joined into their bounds, at most `most` of them (else all in one). */
export const mergePixelRects = (rects: readonly PixelRect[], most: number): PixelRect[] => {
  const merged: PixelRect[] = [];
  for (let next of rects) {
    for (let i = merged.length - 1; i >= 0; i--) {
      if (touch(merged[i], next)) {
        next = bounds(merged[i], next);
        merged.splice(i, 1);
        i = merged.length; // the grown rect may now touch one already passed
      }
    }
    merged.push(next);
  }
  return merged.length <= most ? merged : [merged.reduce(bounds)];
};

export const pixelRectsOverlap = (a: PixelRect, b: PixelRect): boolean =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** What a drawing buffer kept between frames holds: the last frame's view and the tiles it drew where they show. */
export interface ShownFrame<K> {
  readonly frustum: Frustum;
  /** The same object while the buffer's size is unchanged. */
  readonly buffer: { width: number; height: number };
  readonly drawn: ReadonlyMap<K, TileRect>;
}

/** Separate areas redrawn in one frame at most; more are redrawn as one. */
const MOST_AREAS = 4;
/** Past this share of the buffer a partial redraw saves too little: the whole frame is drawn. */
const WHOLE_FRAME_SHARE = 0.6;

const sameFrustum = (a: Frustum, b: Frustum): boolean =>
  a.left === b.left && a.right === b.right && a.top === b.top && a.bottom === b.bottom;

/**
 * What a frame drawing `next` must redraw over a buffer still holding `shown` (null: nothing known): the whole
 * frame when the view or the buffer changed or most of it changed, else the parts where tiles came, moved or
 * went (none when nothing did).
 */
export const areasToRedraw = <K>(shown: ShownFrame<K> | null, next: ShownFrame<K>): PixelRect[] | 'whole' => {
  const { frustum, buffer } = next;
  if (!shown || !sameFrustum(shown.frustum, frustum) || shown.buffer !== buffer) return 'whole';
  const view = frustumRect(frustum);
  const changed = changedAreas(shown.drawn, next.drawn, view)
    .map((rect) => intersectRects(rect, view))
    .flatMap((rect) => (rect ? [pixelRect(rect, frustum, buffer)] : []))
    .filter((rect): rect is PixelRect => rect !== null);
  const areas = mergePixelRects(changed, MOST_AREAS);
  const pixels = areas.reduce((sum, a) => sum + (a.x1 - a.x0) * (a.y1 - a.y0), 0);
  return pixels > WHOLE_FRAME_SHARE * buffer.width * buffer.height ? 'whole' : areas;
};
