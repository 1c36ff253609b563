import type { Rect } from '../../shared/schemas/manifest';
import { type Camera, type Size, viewRect } from './camera';
import type { SourcePicture, ViewerSource } from './izoom-source';
import { type TileId, tileKey } from './tile-id';
import { baseTile } from './tile-placement';
import { fallbackCover, visibleTiles } from './visible-tiles';

export interface FramePlan {
  /** What to fetch, most important first: each visible picture's base tile, then its visible tiles. */
  readonly wanted: TileId[];
  /** What to draw: ready visible tiles, the nearest ready ancestors of the rest, and the base tiles. */
  readonly draw: TileId[];
  /** Every visible tile is ready: the view is as sharp as it will get. */
  readonly sharp: boolean;
}

const intersect = (a: Rect, b: Rect): Rect | null => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
};

/** The part of `picture` in `view` (canvas units) in its full-resolution pixels, or null. */
const viewInImage = (picture: SourcePicture, view: Rect): Rect | null => {
  const seen = intersect(view, picture.rect);
  if (!seen) return null;
  const sx = picture.pyramid.width / picture.rect.width;
  const sy = picture.pyramid.height / picture.rect.height;
  return {
    x: (seen.x - picture.rect.x) * sx,
    y: (seen.y - picture.rect.y) * sy,
    width: seen.width * sx,
    height: seen.height * sy,
  };
};

/** CSS pixels per canvas unit at which one image pixel of the sharpest picture is one device pixel. */
export const nativeZoom = (source: ViewerSource, devicePixelRatio: number): number =>
  Math.max(...source.pictures.map((p) => p.pyramid.width / p.rect.width), 1e-9) / devicePixelRatio;

/**
 * One frame's work: which tiles the view needs and what to draw meanwhile. Pictures nearer the middle of
 * the view come first; a tile that is not ready yet is stood in for by its nearest ready ancestor.
 */
export const planFrame = (
  source: ViewerSource,
  camera: Camera,
  viewport: Size,
  devicePixelRatio: number,
  isReady: (key: string) => boolean,
): FramePlan => {
  const view = viewRect(camera, viewport);
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  const inView = source.pictures
    .map((picture) => ({ picture, image: viewInImage(picture, view) }))
    .filter((entry): entry is { picture: SourcePicture; image: Rect } => entry.image !== null)
    .map((entry) => {
      const r = entry.picture.rect;
      const distance = (r.x + r.width / 2 - middle.x) ** 2 + (r.y + r.height / 2 - middle.y) ** 2;
      return { ...entry, distance };
    })
    .sort((a, b) => a.distance - b.distance);

  const bases: TileId[] = [];
  const visible: TileId[] = [];
  for (const { picture, image } of inView) {
    bases.push(baseTile(picture));
    const screenPerImagePixel = (camera.zoom * devicePixelRatio * picture.rect.width) / picture.pyramid.width;
    visible.push(...visibleTiles(picture.id, picture.pyramid, image, screenPerImagePixel).tiles);
  }
  const ready = (id: TileId) => isReady(tileKey(id));
  const wantedKeys = new Set<string>();
  const wanted = [...bases, ...visible].filter((id) => {
    const key = tileKey(id);
    if (wantedKeys.has(key)) return false;
    wantedKeys.add(key);
    return true;
  });
  const drawKeys = new Set<string>();
  const draw = [...bases.filter(ready), ...fallbackCover(visible, ready), ...visible.filter(ready)].filter((id) => {
    const key = tileKey(id);
    if (drawKeys.has(key)) return false;
    drawKeys.add(key);
    return true;
  });
  return { wanted, draw, sharp: visible.every(ready) };
};
