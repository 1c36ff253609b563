import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** URL prefix of everything under the media root. */
export const MEDIA_PREFIX = '/media';

/** 128 random bits, URL-safe: makes media URLs unguessable. */
export const newMediaKey = (): string => randomBytes(16).toString('base64url');

/**
 * Where things live. In the store (DATA_DIR by default, or a bucket), as keys:
 * - `media/` is served as-is under /media: only finished files are ever written there, under keys no row names
 *   until they are complete.
 *   `i/<izoomId>/v<version>-<key>/` a generated version (manifest.json, p/<pictureId>.dzi + _files/),
 *   `i/<izoomId>/p-<key>/<width>.jpeg` posters (and `<width>.avif` beside them, see pictures/avif-on-demand), `i/<izoomId>/t-<key>/<name>.jpeg` thumbnails (and `<name>.avif`),
 *   `a/<albumId>/c-<key>/<scene file>` an album's scene file.
 * - `originals/` keeps uploaded pictures and posters as they came; never served.
 * On this machine, in WORK_DIR: uploads in flight and generations in progress; swept at start.
 */
export function storageLayout(workDir: string) {
  const izoomMedia = (izoomId: number) => `media/i/${izoomId}`;
  return {
    work: workDir,
    incoming: path.join(workDir, 'incoming'),
    staging: path.join(workDir, 'jobs'),
    jobStaging: (jobId: number) => path.join(workDir, 'jobs', String(jobId)),
    /** An original's key from the name the database keeps (relative to `originals/`). */
    original: (file: string) => `originals/${file}`,
    izoomMedia,
    izoomOriginals: (izoomId: number) => `originals/i/${izoomId}`,
    albumMedia: (albumId: number) => `media/a/${albumId}`,
    versionDir: (izoomId: number, version: number, key: string) => `${izoomMedia(izoomId)}/v${version}-${key}`,
    posterDir: (izoomId: number, key: string) => `${izoomMedia(izoomId)}/p-${key}`,
    thumbsDir: (izoomId: number, key: string) => `${izoomMedia(izoomId)}/t-${key}`,
    sceneFileDir: (albumId: number, key: string) => `media/a/${albumId}/c-${key}`,
  };
}
export type StorageLayout = ReturnType<typeof storageLayout>;

/** Root-relative URLs of the same places. */
export const mediaUrls = {
  version: (izoomId: number, version: number, key: string) => `${MEDIA_PREFIX}/i/${izoomId}/v${version}-${key}`,
  manifest: (izoomId: number, version: number, key: string) =>
    `${MEDIA_PREFIX}/i/${izoomId}/v${version}-${key}/manifest.json`,
  poster: (izoomId: number, key: string, width: number, format: PosterFormat = 'jpeg') =>
    `${MEDIA_PREFIX}/i/${izoomId}/p-${key}/${width}.${format}`,
  thumbnail: (izoomId: number, key: string, file: string) => `${MEDIA_PREFIX}/i/${izoomId}/t-${key}/${file}`,
  sceneFile: (albumId: number, key: string, file: string) => `${MEDIA_PREFIX}/a/${albumId}/c-${key}/${file}`,
};

export const POSTER_WIDTHS = [160, 320, 640, 1280] as const;
/** Widths of the AVIF posters (a phone's screen at 2× and 3× falls between the JPEG ones). */
export const POSTER_AVIF_WIDTHS = [160, 320, 640, 960, 1280] as const;
export type PosterFormat = 'jpeg' | 'avif';

/** The poster JPEGs made for a source `width` wide: each of `widths` up to the source's own, or the source's. */
export function posterJpegWidths(width: number, widths: readonly number[] = POSTER_WIDTHS): number[] {
  const fitting = widths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** The AVIF posters beside JPEGs up to `largest` wide: none wider, so each can be made from that JPEG later. */
export function avifWidthsUpTo(largest: number): number[] {
  const fitting = POSTER_AVIF_WIDTHS.filter((w) => w <= largest);
  return fitting.length > 0 ? fitting : [largest];
}

export const posterAvifWidths = (width: number): number[] => avifWidthsUpTo(Math.max(...posterJpegWidths(width)));
export const THUMBNAIL_WIDTH = 320;
