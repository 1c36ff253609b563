import { stat } from 'node:fs/promises';
import type { Updateable } from 'kysely';
import type { IzoomRow, IzoomsTable } from '../db/schema';
import { conflict, notFound } from '../errors';
import { removeUnpublishedVersions } from '../generation/old-versions';
import type { MediaKeys } from '../repos/izooms';
import type { App } from '../types';
import { linkTree, removeQuietly } from './files';
import { newMediaKey, type StorageLayout } from './layout';

/** Tries before giving up when generations or posters keep publishing under a visibility change. */
const ATTEMPTS = 5;

/** Everything an izoom wrote: its originals and its media. */
export async function removeIzoomFiles(app: App, izoomId: number): Promise<void> {
  await removeQuietly(app.storage.izoomOriginals(izoomId));
  await removeQuietly(app.storage.izoomMedia(izoomId));
}

/** The folders of the published version, the poster and the thumbnails, as `keys` name them. */
const foldersOf = (storage: StorageLayout, id: number, keys: MediaKeys): string[] => [
  ...(keys.media_key ? [storage.versionDir(id, keys.version, keys.media_key)] : []),
  ...(keys.poster_key ? [storage.posterDir(id, keys.poster_key)] : []),
  ...(keys.thumbs_key ? [storage.thumbsDir(id, keys.thumbs_key)] : []),
];

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/** New keys for every folder the row names, each folder hard-linked under its new key (one never written is skipped). */
async function linkUnderNewKeys(storage: StorageLayout, row: IzoomRow) {
  const keys: MediaKeys = {
    version: row.version,
    media_key: row.media_key && newMediaKey(),
    poster_key: row.poster_key && newMediaKey(),
    thumbs_key: row.thumbs_key && newMediaKey(),
  };
  const made = foldersOf(storage, row.id, keys);
  const pairs = foldersOf(storage, row.id, row).map((from, i) => [from, made[i] as string] as const);
  try {
    for (const [from, to] of pairs) if (await exists(from)) await linkTree(from, to);
  } catch (err) {
    await Promise.all(made.map(removeQuietly));
    throw err;
  }
  return { keys, made };
}

/**
 * Applies `change` (making the izoom private) in the same row update that gives its published version, poster
 * and thumbnails new keys, so every media URL handed out before stops working with it. The new folders are hard
 * links made first and the old ones go after, so the keys in the row always work and a crash leaves only folders
 * the start-up sweep removes. Replaced versions go at once, whatever the grace period.
 */
export async function updateWithNewKeys(app: App, izoomId: number, change: Updateable<IzoomsTable>): Promise<IzoomRow> {
  for (let attempt = 1; ; attempt++) {
    const before = await app.repos.izooms.findById(izoomId);
    if (!before) throw notFound('izoom');
    const { keys, made } = await linkUnderNewKeys(app.storage, before);
    const dropMade = () => Promise.all(made.map(removeQuietly));
    let after: IzoomRow | undefined;
    try {
      after = await app.repos.izooms.updateIf(izoomId, before, { ...change, ...keys });
    } catch (err) {
      await dropMade();
      throw err;
    }
    if (after) {
      await Promise.all(foldersOf(app.storage, izoomId, before).map(removeQuietly));
      await removeUnpublishedVersions(app, izoomId);
      return after;
    }
    // A generation or a poster was published meanwhile: start again from the row as it is now.
    await dropMade();
    if (attempt === ATTEMPTS) throw conflict('This izoom kept changing: please try again');
  }
}
