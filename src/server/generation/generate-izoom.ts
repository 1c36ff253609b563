import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maxLevelOf } from '../../shared/deep-zoom';
import type { JobRow } from '../db/schema';
import { refreshPoster } from '../pictures/posters';
import { removeQuietly } from '../storage/files';
import { newMediaKey } from '../storage/layout';
import type { App } from '../types';
import { pyramidLevelBytes } from './level-bytes';
import { buildManifest, pictureBase, TILE_OVERLAP, TILE_SIZE } from './manifest';

export type Report = (progress: number, message: string) => void;

/** Share of the progress bar the tiles take; posters, manifest and publishing take the rest. */
const TILING_SHARE = 0.96;

/**
 * One generation: every picture's pyramid into the job's staging folder (WORK_DIR), then the manifest; the
 * version goes into the store under a new key, manifest last, and only then one row update points the izoom at
 * it: readers see the old version or the new one, never half of one.
 */
export async function generateIzoom(app: App, job: JobRow, signal: AbortSignal, report: Report): Promise<number> {
  const { repos, storage, config } = app;
  const izoom = await repos.izooms.findById(job.izoom_id);
  if (!izoom) throw new Error('The izoom was deleted');
  const pictures = await repos.pictures.listByIzoom(izoom.id);
  if (pictures.length === 0) throw new Error('This izoom has no pictures');

  const staging = storage.jobStaging(job.id);
  const out = path.join(staging, 'version');
  await removeQuietly(staging);
  await mkdir(path.join(out, 'p'), { recursive: true });

  // An outside IIIF image is only listed in the manifest: its own server holds its tiles.
  const local = pictures.filter((p) => !p.iiif_info_url);
  const weights = local.map((p) => p.width * p.height);
  const total = Math.max(
    weights.reduce((a, b) => a + b, 0),
    1,
  );
  const done = local.map(() => 0);
  let finished = 0;
  const tell = () =>
    report(
      (TILING_SHARE * done.reduce((sum, f, i) => sum + f * weights[i], 0)) / total,
      `Tiling pictures: ${finished} of ${local.length} done`,
    );
  tell();

  // The first failure stops the other pictures too.
  const inner = new AbortController();
  const onOuterAbort = () => inner.abort();
  signal.addEventListener('abort', onOuterAbort, { once: true });
  try {
    await Promise.all(
      local.map(async (picture, i) => {
        try {
          const input = await app.store.localCopy(storage.original(picture.file), path.join(staging, 'in'));
          await app.imaging.run(
            {
              kind: 'pyramid',
              input,
              outBase: path.join(out, pictureBase(picture.id)),
              tileSize: TILE_SIZE,
              overlap: TILE_OVERLAP,
              format: config.generation.tileFormat,
              quality: config.generation.tileQuality,
              maxPixels: config.uploads.maxPicturePixels,
            },
            {
              signal: inner.signal,
              onProgress: (fraction) => {
                done[i] = fraction;
                tell();
              },
            },
          );
          done[i] = 1;
          finished++;
          tell();
        } catch (err) {
          inner.abort();
          if (signal.aborted) throw err;
          throw new Error(`${picture.name}: ${(err as Error).message}`);
        }
      }),
    );
  } finally {
    signal.removeEventListener('abort', onOuterAbort);
  }
  signal.throwIfAborted();

  report(TILING_SHARE, 'Writing the manifest');
  if (!izoom.poster_key) await refreshPoster(app, izoom.id);
  const version = izoom.version + 1;
  const levelBytes = await Promise.all(
    pictures.map((p) =>
      p.iiif_info_url
        ? []
        : pyramidLevelBytes(path.join(out, `${pictureBase(p.id)}_files`), maxLevelOf(p.width, p.height)),
    ),
  );
  const manifest = buildManifest(izoom, version, pictures, config.generation.tileFormat, levelBytes);
  await writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest));
  signal.throwIfAborted();

  report(TILING_SHARE, 'Publishing the new version');
  const key = newMediaKey();
  const target = storage.versionDir(izoom.id, version, key);
  try {
    await app.store.moveTreeIn(target, out, { last: 'manifest.json', signal });
  } catch (err) {
    await app.store.remove(target);
    throw err;
  }
  await repos.izooms.patch(izoom.id, { version, media_key: key });
  await removeQuietly(staging);
  return version;
}
