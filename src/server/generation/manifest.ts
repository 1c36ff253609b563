import { maxLevelOf } from '../../shared/deep-zoom';
import { iiifVersionOf } from '../../shared/outside-iiif';
import type { IzoomManifest, OutsidePicture } from '../../shared/schemas/manifest';
import type { IzoomRow, PictureRow } from '../db/schema';
import { gridLayout } from './layout';

export const TILE_SIZE = 254;
export const TILE_OVERLAP = 1;

/** Where a picture's pyramid sits inside a version folder. */
export const pictureBase = (pictureId: number) => `p/${pictureId}`;

export function buildManifest(
  izoom: IzoomRow,
  version: number,
  pictures: readonly PictureRow[],
  tileFormat: string,
  /** Per picture (same order), the bytes of its tiles level by level. */
  levelBytes?: readonly number[][],
): IzoomManifest {
  const { rects, canvas } = gridLayout(pictures);
  const placed = pictures.map((p, i) => ({ row: p, index: i, rect: rects[i], levels: levelBytes?.[i] }));
  const outsidePictures = placed.flatMap(({ row: p, index, rect }): OutsidePicture[] =>
    p.iiif_info_url
      ? [
          {
            id: p.id,
            index,
            name: p.name,
            width: p.width,
            height: p.height,
            rect,
            iiifInfoUrl: p.iiif_info_url,
            iiifVersion: iiifVersionOf(p.format),
          },
        ]
      : [],
  );
  return {
    type: 'izoom-manifest',
    formatVersion: 1,
    izoomId: izoom.id,
    version,
    name: izoom.name,
    description: izoom.description,
    generatedAt: new Date().toISOString(),
    tileSize: TILE_SIZE,
    overlap: TILE_OVERLAP,
    tileFormat,
    canvas,
    pictures: placed
      .filter(({ row }) => !row.iiif_info_url)
      .map(({ row: p, rect, levels }) => ({
        id: p.id,
        name: p.name,
        width: p.width,
        height: p.height,
        rect,
        maxLevel: maxLevelOf(p.width, p.height),
        dzi: `${pictureBase(p.id)}.dzi`,
        tileUrlTemplate: `${pictureBase(p.id)}_files/{level}/{col}_{row}.${tileFormat}`,
        ...(levels && { levelBytes: [...levels] }),
      })),
    ...(outsidePictures.length > 0 && { outsidePictures }),
  };
}
