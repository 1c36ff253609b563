import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Role } from '../../shared/constants';
import { DEMO_TEXTS, fillText } from '../../shared/demo-texts';
import { DEMO_PICTURES } from '../imaging/demo-pictures';
import { addPictures, checkPictures } from '../pictures/ingest';
import { refreshPoster } from '../pictures/posters';
import { removeQuietly } from '../storage/files';
import type { App } from '../types';
import { hashFile } from '../uploads/incoming';

export const DEMO_ALBUM_NAME = DEMO_TEXTS.albumName;
const ASPECT = 16 / 10;

/** Width and height of a 16:10 picture of about `megapixels`. */
export function demoSize(megapixels: number) {
  const width = Math.max(16, Math.round(Math.sqrt(megapixels * 1e6 * ASPECT)));
  return { width, height: Math.max(10, Math.round(width / ASPECT)) };
}

/**
 * On an empty data folder: renders the demo pictures (in the imaging workers), then makes a public
 * izoom of each and a public album of them, and queues their generation. Nothing is written to the
 * database until the pictures exist, so an interrupted first start simply seeds again.
 */
export async function seedDemoContent(app: App): Promise<void> {
  const { repos, db, config, storage } = app;
  if (!config.demoContent) return;
  const [izooms, albums] = await Promise.all([
    db.selectFrom('izooms').select('id').limit(1).execute(),
    db.selectFrom('albums').select('id').limit(1).execute(),
  ]);
  if (izooms.length > 0 || albums.length > 0) return;
  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', Role.Admin)
    .orderBy('id')
    .executeTakeFirst();
  if (!owner) {
    app.log.warn('no admin account to own the demo album; skipping demo content');
    return;
  }
  const { width, height } = demoSize(config.demoMegapixels);
  const dir = path.join(storage.incoming, `demo-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  try {
    app.log.info({ width, height }, 'first start: rendering the demo pictures');
    const files = await Promise.all(
      DEMO_PICTURES.map(async (picture) => {
        const file = path.join(dir, `${picture.kind}.jpeg`);
        await app.imaging.run({ kind: 'demo-picture', picture: picture.kind, width, height, outFile: file });
        return { name: `${picture.kind}.jpeg`, path: file, ...(await hashFile(file)) };
      }),
    );
    const { checked } = await checkPictures(app, files, true);
    const made = [];
    for (const [i, picture] of DEMO_PICTURES.entries()) {
      const izoom = await repos.izooms.create(owner.id, {
        name: picture.name,
        description: fillText(DEMO_TEXTS.izoomDescription, { width, height }),
        isPublic: true,
      });
      await addPictures(app, izoom, [checked[i]]);
      made.push(await refreshPoster(app, izoom.id));
    }
    const album = await repos.albums.create(owner.id, {
      name: DEMO_ALBUM_NAME,
      description: DEMO_TEXTS.albumDescription,
      isPublic: true,
      posterIzoomId: made[0].id,
    });
    const ids = made.map((izoom) => izoom.id);
    const withGroups = await repos.albums.setGroups(album, [{ id: 'demo', name: DEMO_TEXTS.groupName, izoomIds: ids }]);
    await repos.albums.mergePositions(
      withGroups,
      // On the walls of the viewer's built-in gallery (src/viewer/core/album-layout.ts), across from each other.
      ids.map((izoomId, i) => {
        const left = i % 2 === 0;
        return {
          izoomId,
          x: left ? -3.47 : 3.47,
          y: 1.6,
          z: -6 - 3 * Math.floor(i / 2),
          rotation: left ? 90 : -90,
          scale: 1.8,
        };
      }),
    );
    for (const izoom of made) await app.generation.enqueue(izoom);
    app.log.info({ albumId: album.id }, 'demo album ready; its izooms are generating');
  } finally {
    await removeQuietly(dir);
  }
}
