import { rename } from 'node:fs/promises';
import type { IzoomRow } from '../db/schema';
import { removeUnpublishedVersions } from '../generation/old-versions';
import type { App } from '../types';
import { removeQuietly } from './files';
import { newMediaKey } from './layout';

/** Renames a folder that may not exist (nothing was ever written to it). */
const renameIfThere = (from: string, to: string) =>
  rename(from, to).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });

/** Everything an izoom wrote: its originals and its media. */
export async function removeIzoomFiles(app: App, izoomId: number): Promise<void> {
  await removeQuietly(app.storage.izoomOriginals(izoomId));
  await removeQuietly(app.storage.izoomMedia(izoomId));
}

/**
 * New keys for the published version, the poster and the thumbnails: renames the folders, so every
 * media URL handed out before stops working. Older versions go at once.
 */
export async function rekeyIzoomMedia(app: App, izoom: IzoomRow): Promise<IzoomRow> {
  const { storage } = app;
  const media = izoom.media_key ? newMediaKey() : null;
  const poster = izoom.poster_key ? newMediaKey() : null;
  const thumbs = izoom.thumbs_key ? newMediaKey() : null;
  if (izoom.media_key && media) {
    await renameIfThere(
      storage.versionDir(izoom.id, izoom.version, izoom.media_key),
      storage.versionDir(izoom.id, izoom.version, media),
    );
  }
  if (izoom.poster_key && poster) {
    await renameIfThere(storage.posterDir(izoom.id, izoom.poster_key), storage.posterDir(izoom.id, poster));
  }
  if (izoom.thumbs_key && thumbs) {
    await renameIfThere(storage.thumbsDir(izoom.id, izoom.thumbs_key), storage.thumbsDir(izoom.id, thumbs));
  }
  const row = await app.repos.izooms.patch(izoom.id, { media_key: media, poster_key: poster, thumbs_key: thumbs });
  await removeUnpublishedVersions(app, izoom.id);
  return row;
}
