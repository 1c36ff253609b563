import path from 'node:path';
import { iiifServiceOf } from '../../shared/outside-iiif';
import type { Izoom, IzoomDetail, IzoomPoster, Picture } from '../../shared/schemas/izooms';
import type { IzoomRow, PictureRow } from '../db/schema';
import type { Repos } from '../repos';
import { mediaUrls, posterAvifWidths, posterJpegWidths } from '../storage/layout';

export function posterOf(row: IzoomRow): IzoomPoster | null {
  if (!row.poster_key || !row.poster_width || !row.poster_height) return null;
  const key = row.poster_key;
  return {
    width: row.poster_width,
    height: row.poster_height,
    renditions: posterJpegWidths(row.poster_width).map((width) => ({
      width,
      url: mediaUrls.poster(row.id, key, width),
    })),
    avif: posterAvifWidths(row.poster_width).map((width) => ({
      width,
      url: mediaUrls.poster(row.id, key, width, 'avif'),
    })),
  };
}

/** A picture's thumbnail shares its original's random name, so a replaced image gets a new URL. */
export const thumbnailName = (file: string, format: 'jpeg' | 'avif' = 'jpeg') =>
  `${path.basename(file, path.extname(file))}.${format}`;

/** An outside IIIF image's thumbnail: its service's own size request (a level-0 service may not serve it). */
const outsideThumbnail = (infoUrl: string) => `${iiifServiceOf(infoUrl)}/full/!320,320/0/default.jpg`;

export const toPicture = (izoom: IzoomRow, row: PictureRow): Picture => ({
  id: row.id,
  position: row.position,
  name: row.name,
  format: row.format,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  hash: row.hash,
  ...(row.iiif_info_url
    ? { thumbnailUrl: outsideThumbnail(row.iiif_info_url), thumbnailAvifUrl: outsideThumbnail(row.iiif_info_url) }
    : {
        thumbnailUrl: mediaUrls.thumbnail(izoom.id, izoom.thumbs_key ?? '', thumbnailName(row.file)),
        thumbnailAvifUrl: mediaUrls.thumbnail(izoom.id, izoom.thumbs_key ?? '', thumbnailName(row.file, 'avif')),
      }),
  iiifInfoUrl: row.iiif_info_url,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function toIzoom(row: IzoomRow, pictureCount: number): Izoom {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public === 1,
    generate: {
      state: row.state as Izoom['generate']['state'],
      progress: row.progress,
      message: row.message,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      version: row.version,
    },
    pictureCount,
    poster: posterOf(row),
    manifestUrl: row.media_key && row.version > 0 ? mediaUrls.manifest(row.id, row.version, row.media_key) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function presentIzooms(repos: Repos, rows: readonly IzoomRow[]): Promise<Izoom[]> {
  const counts = await repos.pictures.countByIzoom(rows.map((r) => r.id));
  return rows.map((row) => toIzoom(row, counts.get(row.id) ?? 0));
}

export async function presentIzoomDetail(repos: Repos, row: IzoomRow): Promise<IzoomDetail> {
  const pictures = await repos.pictures.listByIzoom(row.id);
  return { ...toIzoom(row, pictures.length), pictures: pictures.map((p) => toPicture(row, p)) };
}
