import type { Updateable } from 'kysely';
import type { AlbumRow, AlbumsTable } from '../db/schema';
import { conflict, notFound } from '../errors';
import { storedSceneFile } from '../repos/albums';
import type { UseCaseContext } from '../use-cases/context';
import { newMediaKey } from './layout';

/** Tries before giving up when the scene file keeps being replaced under a visibility change. */
const ATTEMPTS = 5;

/**
 * Applies `change` (making the album private) in the same row update that gives its scene file a new key, so
 * the URL handed out before stops working with it. The new folder is a copy (a hard link locally, server-side in a bucket) made first and the old one
 * goes after, so the key in the row always works and a crash leaves only a folder the start-up sweep removes.
 */
export async function updateWithNewSceneFileKey(ctx: UseCaseContext, albumId: number, change: Updateable<AlbumsTable>) {
  const { repos, storage, store } = ctx;
  for (let attempt = 1; ; attempt++) {
    const before = await repos.albums.findById(albumId);
    if (!before) throw notFound('album');
    const stored = storedSceneFile(before);
    const next = stored && { ...stored, key: newMediaKey() };
    const dropMade = async () => {
      if (next) await store.remove(storage.sceneFileDir(albumId, next.key));
    };
    let after: AlbumRow | undefined;
    try {
      if (stored && next)
        await store.copy(storage.sceneFileDir(albumId, stored.key), storage.sceneFileDir(albumId, next.key));
      after = await repos.albums.updateIf(albumId, before.cill_file, {
        ...change,
        ...(next && { cill_file: JSON.stringify(next) }),
      });
    } catch (err) {
      await dropMade();
      throw err;
    }
    if (after) {
      if (stored) await store.remove(storage.sceneFileDir(albumId, stored.key));
      return after;
    }
    // A scene file was saved meanwhile: start again from the row as it is now.
    await dropMade();
    if (attempt === ATTEMPTS) throw conflict('This album kept changing: please try again');
  }
}
