import type { App } from '../types';

/** Removes every version folder of an izoom but the published one. */
export async function removeUnpublishedVersions(app: App, izoomId: number): Promise<void> {
  const izoom = await app.repos.izooms.findById(izoomId);
  if (!izoom) return;
  const keep = izoom.media_key ? `v${izoom.version}-${izoom.media_key}` : '';
  const dir = app.storage.izoomMedia(izoomId);
  const entries = await app.store.children(dir);
  await Promise.all(
    entries.filter((name) => name.startsWith('v') && name !== keep).map((name) => app.store.remove(`${dir}/${name}`)),
  );
}
