import type { IzoomManifest } from '../../shared/schemas/manifest';
import type { IzoomRow } from '../db/schema';
import { newMediaKey } from '../storage/layout';
import type { UseCaseContext } from '../use-cases/context';
import { gridLayout } from './layout';
import { pictureBase } from './manifest';

/**
 * A deleted picture leaves the published izoom at once: the next version is the current one without
 * it (its other pyramids copied inside the store — hard links locally — and the layout redone), and the
 * current one is removed without the usual grace period. With no pictures left, nothing stays published.
 */
export async function unpublishPicture(ctx: UseCaseContext, izoom: IzoomRow, pictureId: number): Promise<void> {
  const { storage, store, repos } = ctx;
  if (!izoom.media_key || izoom.version === 0) return;
  const current = storage.versionDir(izoom.id, izoom.version, izoom.media_key);
  const stored = await store.read(`${current}/manifest.json`);
  if (!stored) throw new Error(`The manifest of izoom ${izoom.id} version ${izoom.version} is missing`);
  const manifest = JSON.parse(stored.toString('utf8')) as IzoomManifest;
  if (!manifest.pictures.some((p) => p.id === pictureId)) return;
  const remaining = manifest.pictures.filter((p) => p.id !== pictureId);
  if (remaining.length === 0) {
    await repos.izooms.patch(izoom.id, { media_key: null, state: 'idle', progress: 0, message: '' });
    await store.remove(current);
    return;
  }
  const version = izoom.version + 1;
  const key = newMediaKey();
  const target = storage.versionDir(izoom.id, version, key);
  try {
    for (const picture of remaining) {
      const base = pictureBase(picture.id);
      await store.copy(`${current}/${base}_files`, `${target}/${base}_files`);
      await store.copy(`${current}/${base}.dzi`, `${target}/${base}.dzi`);
    }
    const { rects, canvas } = gridLayout(remaining);
    const next: IzoomManifest = {
      ...manifest,
      version,
      generatedAt: new Date().toISOString(),
      canvas,
      pictures: remaining.map((p, i) => ({ ...p, rect: rects[i] })),
    };
    // The manifest last: no reader is handed the new key before the row update below anyway.
    await store.put(`${target}/manifest.json`, JSON.stringify(next));
    await repos.izooms.patch(izoom.id, { version, media_key: key });
  } catch (err) {
    await store.remove(target);
    throw err;
  }
  await store.remove(current);
}
