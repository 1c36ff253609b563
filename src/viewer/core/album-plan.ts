import { type Placement, planeSize } from './album-layout';
import type { Size } from './camera';
import { type FramePlan, type PictureInView, planPictures, viewInImage } from './frame-plan';
import type { ViewerSource } from './izoom-source';
import { type PlaneFrame, planeFrame, planeInView, type WalkView } from './perspective';

/** An izoom standing in the album scene: where, and what it shows. */
export interface AlbumPlane {
  readonly placement: Placement;
  readonly source: ViewerSource;
  readonly plane: PlaneFrame;
}

/** Tiles of one picture seen up close and askew are capped: a coarser level beats hundreds of tiles. */
export const MAX_TILES_PER_PICTURE = 48;

export const albumPlane = (placement: Placement, source: ViewerSource): AlbumPlane => ({
  placement,
  source,
  plane: planeFrame(
    placement.centre,
    placement.rotation,
    planeSize(placement.size, source.canvas).width,
    source.canvas,
  ),
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
