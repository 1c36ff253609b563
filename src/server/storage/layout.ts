import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** URL prefix of everything under the media root. */
export const MEDIA_PREFIX = '/media';

/** 128 random bits, URL-safe: makes media URLs unguessable. */
export const newMediaKey = (): string => randomBytes(16).toString('base64url');

/**
 * Where things live in DATA_DIR.
 * - `media/` is served as-is under /media: only finished, published files ever land there, by rename.
 *   `i/<izoomId>/v<version>-<key>/` a generated version (manifest.json, p/<pictureId>.dzi + _files/),
 *   `i/<izoomId>/p-<key>/<width>.jpeg` posters, `i/<izoomId>/t-<key>/<pictureId>-<hash>.jpeg` thumbnails,
 *   `a/<albumId>/c-<key>/<scene file>` an album's cill file.
 * - `originals/` keeps uploaded pictures and posters as they came; never served.
 * - `work/` holds uploads in flight and generations in progress; swept at start.
 */
export function storageLayout(dataDir: string) {
  const media = path.join(dataDir, 'media');
  const originals = path.join(dataDir, 'originals');
  const work = path.join(dataDir, 'work');
  const izoomMedia = (izoomId: number) => path.join(media, 'i', String(izoomId));
  return {
    media,
    originals,
    work,
    incoming: path.join(work, 'incoming'),
    staging: path.join(work, 'jobs'),
    jobStaging: (jobId: number) => path.join(work, 'jobs', String(jobId)),
    izoomMedia,
    izoomOriginals: (izoomId: number) => path.join(originals, 'i', String(izoomId)),
    albumMedia: (albumId: number) => path.join(media, 'a', String(albumId)),
    versionDir: (izoomId: number, version: number, key: string) => path.join(izoomMedia(izoomId), `v${version}-${key}`),
    posterDir: (izoomId: number, key: string) => path.join(izoomMedia(izoomId), `p-${key}`),
    thumbsDir: (izoomId: number, key: string) => path.join(izoomMedia(izoomId), `t-${key}`),
    cillDir: (albumId: number, key: string) => path.join(media, 'a', String(albumId), `c-${key}`),
  };
}
export type StorageLayout = ReturnType<typeof storageLayout>;

/** Root-relative URLs of the same places. */
export const mediaUrls = {
  version: (izoomId: number, version: number, key: string) => `${MEDIA_PREFIX}/i/${izoomId}/v${version}-${key}`,
  manifest: (izoomId: number, version: number, key: string) =>
    `${MEDIA_PREFIX}/i/${izoomId}/v${version}-${key}/manifest.json`,
  poster: (izoomId: number, key: string, width: number) => `${MEDIA_PREFIX}/i/${izoomId}/p-${key}/${width}.jpeg`,
  thumbnail: (izoomId: number, key: string, file: string) => `${MEDIA_PREFIX}/i/${izoomId}/t-${key}/${file}`,
  cill: (albumId: number, key: string, file: string) => `${MEDIA_PREFIX}/a/${albumId}/c-${key}/${file}`,
};

export const POSTER_WIDTHS = [160, 320, 640, 1280] as const;
export const THUMBNAIL_WIDTH = 320;
