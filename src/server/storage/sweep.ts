import type { Db } from '../db';
import { removeQuietly } from './files';
import type { StorageLayout } from './layout';
import type { ObjectStore } from './object-store';

/**
 * At start, before any job runs: whatever a crash left half-done goes. Uploads and generations in progress
 * (WORK_DIR), and in a local store originals no row refers to and media folders that are not the current ones.
 * A shared store (S3) is left alone: other machines' uploads and generations write there before their rows
 * name them, and a sweep from here would delete that work. Answers whether the store was swept.
 */
export async function sweepStorage(db: Db, storage: StorageLayout, store: ObjectStore): Promise<boolean> {
  await removeQuietly(storage.work);
  if (store.kind !== 'local') return false;

  const izooms = new Map(
    (
      await db
        .selectFrom('izooms')
        .select(['id', 'version', 'media_key', 'poster_key', 'thumbs_key', 'poster_file'])
        .execute()
    ).map((r) => [String(r.id), r]),
  );
  const files = new Set((await db.selectFrom('pictures').select('file').execute()).map((r) => r.file));
  for (const row of izooms.values()) if (row.poster_file) files.add(row.poster_file);

  for (const id of await store.children('originals/i')) {
    const dir = `originals/i/${id}`;
    if (!izooms.has(id)) {
      await store.remove(dir);
      continue;
    }
    for (const name of await store.children(dir)) {
      if (!files.has(`i/${id}/${name}`)) await store.remove(`${dir}/${name}`);
    }
  }

  for (const id of await store.children('media/i')) {
    const row = izooms.get(id);
    const keep = new Set(row ? [`v${row.version}-${row.media_key}`, `p-${row.poster_key}`, `t-${row.thumbs_key}`] : []);
    for (const name of await store.children(`media/i/${id}`)) {
      if (!keep.has(name)) await store.remove(`media/i/${id}/${name}`);
    }
  }

  const albums = new Map(
    (await db.selectFrom('albums').select(['id', 'cill_file']).execute()).map((r) => [String(r.id), r.cill_file]),
  );
  for (const id of await store.children('media/a')) {
    const sceneFile = albums.get(id);
    const key = sceneFile ? (JSON.parse(sceneFile) as { key?: string }).key : undefined;
    for (const name of await store.children(`media/a/${id}`)) {
      if (!key || name !== `c-${key}`) await store.remove(`media/a/${id}/${name}`);
    }
  }
  return true;
}
