import type { TileId } from '../../shared/deep-zoom';
import type { Rect } from '../../shared/schemas/manifest';
import { type Camera, type Size, viewRect } from './camera';
import type { SourcePicture, ViewerSource } from './izoom-source';
import { tileKey } from './tile-id';
import { baseTile } from './tile-rect';
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
export const viewInImage = (picture: SourcePicture, view: Rect): Rect | null => {
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

/** One picture to plan for: the part of it in view (full-resolution pixels) and how big it shows. */
export interface PictureInView {
  readonly picture: SourcePicture;
  readonly image: Rect;
  /** Device pixels per full-resolution pixel. */
  readonly screenPerImagePixel: number;
}

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
      const screenPerImagePixel = (camera.zoom * devicePixelRatio * r.width) / entry.picture.pyramid.width;
      return { ...entry, distance, screenPerImagePixel };
    })
    .sort((a, b) => a.distance - b.distance);
  return planPictures(inView, isReady);
};

const unique = (ids: TileId[]): TileId[] => {
  const keys = new Set<string>();
  return ids.filter((id) => {
    const key = tileKey(id);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
};

/**
 * The plan for pictures in view, most important first: every picture's base tile, then the visible
 * tiles of each in turn; drawn are the ready ones with the nearest ready ancestors of the rest.
 * `maxTilesPerPicture` makes a picture seen very close and askew use a coarser level rather than hundreds of tiles.
 */
export const planPictures = (
  inView: readonly PictureInView[],
  isReady: (key: string) => boolean,
  maxTilesPerPicture = Number.POSITIVE_INFINITY,
): FramePlan => {
  const bases: TileId[] = [];
  const visible: TileId[] = [];
  for (const { picture, image, screenPerImagePixel } of inView) {
    bases.push(baseTile(picture));
    let shown = visibleTiles(picture.id, picture.pyramid, image, screenPerImagePixel);
    while (shown.tiles.length > maxTilesPerPicture && shown.level > (picture.pyramid.minLevel ?? 0)) {
      shown = visibleTiles(picture.id, picture.pyramid, image, screenPerImagePixel, { level: shown.level - 1 });
    }
    visible.push(...shown.tiles);
  }
  const ready = (id: TileId) => isReady(tileKey(id));
  return {
    wanted: unique([...bases, ...visible]),
    draw: unique([...bases.filter(ready), ...fallbackCover(visible, ready), ...visible.filter(ready)]),
    sharp: visible.every(ready),
  };
};
