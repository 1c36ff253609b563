import { type Position, planeSize } from './album-layout';
import type { Size } from './camera';
import { type FramePlan, type PictureInView, planPictures, viewInImage } from './frame-plan';
import type { ViewerSource } from './izoom-source';
import {
  dot,
  hitPlane,
  type PlaneFrame,
  planeCentre,
  planeFrame,
  planeInView,
  planeOnScreen,
  pointOnPlane,
  sub,
  type Vec3,
  type WalkView,
} from './perspective';

/** An izoom standing in the album scene: where, and what it shows. */
export interface AlbumPlane {
  readonly position: Position;
  readonly source: ViewerSource;
  readonly plane: PlaneFrame;
}

/** Tiles of one picture seen up close and askew are capped: a coarser level beats hundreds of tiles. */
export const MAX_TILES_PER_PICTURE = 48;

export const albumPlane = (position: Position, source: ViewerSource): AlbumPlane => ({
  position,
  source,
  plane: planeFrame(position.centre, position.rotation, planeSize(position.size, source.canvas).width, source.canvas),
});

/**
 * One frame of the album scene: the tiles of every izoom in view at the level its distance asks for,
 * nearest izoom first (its base tile, then its visible tiles).
 */
export const planAlbumFrame = (
  planes: readonly AlbumPlane[],
  view: WalkView,
  viewport: Size,
  devicePixelRatio: number,
  isReady: (key: string) => boolean,
): FramePlan & { readonly planesInView: number } => {
  const seen = planes
    .map((entry) => ({ entry, seen: planeInView(view, viewport, entry.plane) }))
    .filter((item) => item.seen !== null)
    .sort((a, b) => (a.seen?.depth ?? 0) - (b.seen?.depth ?? 0));
  const pictures: PictureInView[] = [];
  for (const { entry, seen: inView } of seen) {
    if (!inView) continue;
    for (const picture of entry.source.pictures) {
      const image = viewInImage(picture, inView.rect);
      if (!image) continue;
      const screenPerImagePixel =
        (inView.pixelsPerUnit * devicePixelRatio * picture.rect.width) / picture.pyramid.width;
      pictures.push({ picture, image, screenPerImagePixel });
    }
  }
  return { ...planPictures(pictures, isReady, MAX_TILES_PER_PICTURE), planesInView: seen.length };
};

/** The largest share of the viewport (0..1) one izoom covers as seen from `view`. */
export const largestShare = (planes: readonly AlbumPlane[], view: WalkView, viewport: Size): number =>
  planes.reduce((best, { plane }) => Math.max(best, planeOnScreen(view, viewport, plane)?.share ?? 0), 0);

/** The centre of the izoom nearest `position` that shows it its face, or null. */
export const nearestFacing = (planes: readonly AlbumPlane[], position: Vec3): Vec3 | null => {
  let best: { centre: Vec3; distance: number } | null = null;
  for (const { plane } of planes) {
    const centre = planeCentre(plane);
    const offset = sub(position, centre);
    if (dot(offset, plane.normal) <= 0) continue;
    const distance = Math.sqrt(dot(offset, offset));
    if (!best || distance < best.distance) best = { centre, distance };
  }
  return best?.centre ?? null;
};

/** The izoom a ray from `origin` meets first, how far away and where: null if it meets none. */
export const firstHit = (
  planes: ReadonlyMap<number, AlbumPlane>,
  origin: Vec3,
  direction: Vec3,
): { izoomId: number; distance: number; at: Vec3 } | null => {
  let best: { izoomId: number; distance: number; at: Vec3 } | null = null;
  for (const [izoomId, { plane }] of planes) {
    const hit = hitPlane(origin, direction, plane);
    if (hit && (!best || hit.distance < best.distance)) {
      best = { izoomId, distance: hit.distance, at: pointOnPlane(plane, hit.u, hit.v) };
    }
  }
  return best;
};
