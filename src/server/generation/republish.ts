import { randomUUID } from 'node:crypto';
import { link, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import type { IzoomRow } from '../db/schema';
import { linkTree, moveInto, removeQuietly } from '../storage/files';
import { newMediaKey } from '../storage/layout';
import type { App } from '../types';
import { gridLayout } from './layout';
import { pictureBase } from './manifest';

/**
 * A deleted picture leaves the published izoom at once: the next version is the current one without
 * it (its other pyramids linked, not copied, and the layout redone), and the current one is removed
 * without the usual grace period. With no pictures left, nothing stays published.
 */
export async function unpublishPicture(app: App, izoom: IzoomRow, pictureId: number): Promise<void> {
  const { storage, repos } = app;
  if (!izoom.media_key || izoom.version === 0) return;
  const current = storage.versionDir(izoom.id, izoom.version, izoom.media_key);
  const manifest = JSON.parse(await readFile(path.join(current, 'manifest.json'), 'utf8')) as IzoomManifest;
  if (!manifest.pictures.some((p) => p.id === pictureId)) return;
  const remaining = manifest.pictures.filter((p) => p.id !== pictureId);
  if (remaining.length === 0) {
    await repos.izooms.patch(izoom.id, { media_key: null, state: 'idle', progress: 0, message: '' });
    await removeQuietly(current);
    return;
  }
  const staging = path.join(storage.work, 'republish', randomUUID());
  try {
    for (const picture of remaining) {
      const base = pictureBase(picture.id);
      await linkTree(path.join(current, `${base}_files`), path.join(staging, `${base}_files`));
      await link(path.join(current, `${base}.dzi`), path.join(staging, `${base}.dzi`));
    }
    const { rects, canvas } = gridLayout(remaining);
    const version = izoom.version + 1;
    const next: IzoomManifest = {
      ...manifest,
      version,
      generatedAt: new Date().toISOString(),
      canvas,
      pictures: remaining.map((p, i) => ({ ...p, rect: rects[i] })),
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(next));
    const key = newMediaKey();
    await moveInto(staging, storage.versionDir(izoom.id, version, key));
    await repos.izooms.patch(izoom.id, { version, media_key: key });
    await removeQuietly(current);
  } finally {
    await removeQuietly(staging);
  }
}
