import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db';
import { removeQuietly } from './files';
import type { StorageLayout } from './layout';

const list = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * At start, before any job runs: whatever a crash left half-done goes. Uploads and generations in
 * progress, originals no row refers to, and media folders that are not the current ones.
 */
export async function sweepStorage(db: Db, storage: StorageLayout): Promise<void> {
  await removeQuietly(storage.work);

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

  const originals = path.join(storage.originals, 'i');
  for (const id of await list(originals)) {
    const dir = path.join(originals, id);
    if (!izooms.has(id)) {
      await removeQuietly(dir);
      continue;
    }
    for (const name of await list(dir)) {
      if (!files.has(path.join('i', id, name))) await removeQuietly(path.join(dir, name));
    }
  }

  const izoomMedia = path.join(storage.media, 'i');
  for (const id of await list(izoomMedia)) {
    const row = izooms.get(id);
    const keep = new Set(row ? [`v${row.version}-${row.media_key}`, `p-${row.poster_key}`, `t-${row.thumbs_key}`] : []);
    for (const name of await list(path.join(izoomMedia, id))) {
      if (!keep.has(name)) await removeQuietly(path.join(izoomMedia, id, name));
    }
  }

  const albums = new Map(
    (await db.selectFrom('albums').select(['id', 'cill_file']).execute()).map((r) => [String(r.id), r.cill_file]),
  );
  const albumMedia = path.join(storage.media, 'a');
  for (const id of await list(albumMedia)) {
    const cill = albums.get(id);
    const key = cill ? (JSON.parse(cill) as { key?: string }).key : undefined;
    for (const name of await list(path.join(albumMedia, id))) {
      if (!key || name !== `c-${key}`) await removeQuietly(path.join(albumMedia, id, name));
    }
  }
}
