import { type IzoomManifest, picturesInOrder as inOrder } from '../../shared/schemas/manifest';
import type { IzoomRow } from '../db/schema';
import { newMediaKey } from '../storage/layout';
import type { UseCaseContext } from '../use-cases/context';
import { gridLayout } from './layout';
import { pictureBase } from './manifest';

/** The manifest's pictures but one, laid out again in their order. */
function without(manifest: IzoomManifest, pictureId: number) {
  const remaining = inOrder(manifest).filter((p) => p.id !== pictureId);
  const { rects, canvas } = gridLayout(remaining);
  const placed = remaining.map((p, index) => ({ ...p, index, rect: rects[index] }));
  return {
    canvas,
    pictures: placed.flatMap(({ index: _, ...p }) => ('iiifInfoUrl' in p ? [] : [p])),
    outsidePictures: placed.flatMap((p) => ('iiifInfoUrl' in p ? [p] : [])),
  };
}

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
  if (!inOrder(manifest).some((p) => p.id === pictureId)) return;
  const { pictures, outsidePictures, canvas } = without(manifest, pictureId);
  if (pictures.length + outsidePictures.length === 0) {
    await repos.izooms.patch(izoom.id, { media_key: null, state: 'idle', progress: 0, message: '' });
    await store.remove(current);
    return;
  }
  const version = izoom.version + 1;
  const key = newMediaKey();
  const target = storage.versionDir(izoom.id, version, key);
  try {
    for (const picture of pictures) {
      const base = pictureBase(picture.id);
      await store.copy(`${current}/${base}_files`, `${target}/${base}_files`);
      await store.copy(`${current}/${base}.dzi`, `${target}/${base}.dzi`);
    }
    const next: IzoomManifest = {
      ...manifest,
      version,
      generatedAt: new Date().toISOString(),
      canvas,
      pictures,
      ...(outsidePictures.length > 0 ? { outsidePictures } : { outsidePictures: undefined }),
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
