import type { Updateable } from 'kysely';
import type { IzoomRow, IzoomsTable } from '../db/schema';
import { conflict, notFound } from '../errors';
import { removeUnpublishedVersions } from '../generation/old-versions';
import type { MediaKeys } from '../repos/izooms';
import type { UseCaseContext } from '../use-cases/context';
import { newMediaKey, type StorageLayout } from './layout';
import type { ObjectStore } from './object-store';

/** Tries before giving up when generations or posters keep publishing under a visibility change. */
const ATTEMPTS = 5;

/** Everything an izoom wrote: its originals and its media. */
export async function removeIzoomFiles(ctx: UseCaseContext, izoomId: number): Promise<void> {
  await ctx.store.remove(ctx.storage.izoomOriginals(izoomId));
  await ctx.store.remove(ctx.storage.izoomMedia(izoomId));
}

/** The folders of the published version, the poster and the thumbnails, as `keys` name them. */
const foldersOf = (storage: StorageLayout, id: number, keys: MediaKeys): string[] => [
  ...(keys.media_key ? [storage.versionDir(id, keys.version, keys.media_key)] : []),
  ...(keys.poster_key ? [storage.posterDir(id, keys.poster_key)] : []),
  ...(keys.thumbs_key ? [storage.thumbsDir(id, keys.thumbs_key)] : []),
];

/** New keys for every folder the row names, each folder copied under its new key (one never written is skipped). */
async function copyUnderNewKeys(storage: StorageLayout, store: ObjectStore, row: IzoomRow) {
  const keys: MediaKeys = {
    version: row.version,
    media_key: row.media_key && newMediaKey(),
    poster_key: row.poster_key && newMediaKey(),
    thumbs_key: row.thumbs_key && newMediaKey(),
  };
  const made = foldersOf(storage, row.id, keys);
  const pairs = foldersOf(storage, row.id, row).map((from, i) => [from, made[i] as string] as const);
  try {
    for (const [from, to] of pairs) await store.copy(from, to);
  } catch (err) {
    await Promise.all(made.map((key) => store.remove(key)));
    throw err;
  }
  return { keys, made };
}

/**
 * Applies `change` (making the izoom private) in the same row update that gives its published version, poster
 * and thumbnails new keys, so every media URL handed out before stops working with it. The new folders are
 * copies (hard links in a local folder, server-side copies in a bucket) made first and the old ones go after, so
 * the keys in the row always work and a crash leaves only folders no row names (a local start-up sweep removes them). Replaced versions go at once, whatever the grace period.
 */
export async function updateWithNewKeys(
  ctx: UseCaseContext,
  izoomId: number,
  change: Updateable<IzoomsTable>,
): Promise<IzoomRow> {
  for (let attempt = 1; ; attempt++) {
    const before = await ctx.repos.izooms.findById(izoomId);
    if (!before) throw notFound('izoom');
    const { keys, made } = await copyUnderNewKeys(ctx.storage, ctx.store, before);
    const dropMade = () => Promise.all(made.map((key) => ctx.store.remove(key)));
    let after: IzoomRow | undefined;
    try {
      after = await ctx.repos.izooms.updateIf(izoomId, before, { ...change, ...keys });
    } catch (err) {
      await dropMade();
      throw err;
    }
    if (after) {
      await Promise.all(foldersOf(ctx.storage, izoomId, before).map((key) => ctx.store.remove(key)));
      await removeUnpublishedVersions(ctx, izoomId);
      return after;
    }
    // A generation or a poster was published meanwhile: start again from the row as it is now.
    await dropMade();
    if (attempt === ATTEMPTS) throw conflict('This izoom kept changing: please try again');
  }
}
