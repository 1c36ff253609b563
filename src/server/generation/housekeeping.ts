import { pruneExpired } from '../oidc/adapter';
import { removeIzoomFiles } from '../storage/izoom-files';
import type { App } from '../types';

/**
 * What the cluster tidies now and then, once per cluster (the queue engine's schedule) or, on one machine, on a
 * timer of this process: issuer records (sign-ins, sessions, codes) past their expiry, and files of izooms that
 * no longer exist (an upload that finished after its izoom was deleted).
 */
export async function runHousekeeping(app: App): Promise<void> {
  await pruneExpired(app.db);
  await removeFilesOfDeletedIzooms(app);
}

async function removeFilesOfDeletedIzooms(app: App): Promise<void> {
  const parent = (dir: string) => dir.slice(0, dir.lastIndexOf('/'));
  const named = new Set<number>();
  for (const dir of [parent(app.storage.izoomOriginals(1)), parent(app.storage.izoomMedia(1))]) {
    for (const name of await app.store.children(dir)) if (/^\d+$/.test(name)) named.add(Number(name));
  }
  if (named.size === 0) return;
  const ids = [...named];
  for (let at = 0; at < ids.length; at += 500) {
    const batch = ids.slice(at, at + 500);
    const existing = new Set((await app.repos.izooms.findByIds(batch)).map((row) => Number(row.id)));
    for (const id of batch) if (!existing.has(id)) await removeIzoomFiles(app, id);
  }
}

/** Once an hour, at minute 17. */
export const HOUSEKEEPING_CRON = '17 * * * *';
export const HOUSEKEEPING_MS = 3_600_000;
