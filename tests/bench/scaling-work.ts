// `bench:scaling-inputs`, the generation side: per izoom generated, the worker's CPU (core-seconds), wall time and
// peak RSS, the database's statements, transactions and rows, and the bytes it adds to the store.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerProcess } from '../support/server-process';
import { type BenchCluster, generate, izoomWith, waitForEnds } from './cluster';
import { between, type DbLoad, type Delta, lessIdle, settle, snapshot } from './scaling-db';
import { loadNow, sampleRss, tree, treeCpu } from './support';

export interface Picture {
  label: string;
  file: string;
  data: Buffer;
  pixels: number;
}

export interface Bytes {
  original: number;
  tiles: number;
  tileCount: number;
  /** manifest.json and the .dzi files. */
  manifests: number;
  posters: number;
  thumbnails: number;
  other: number;
}

export interface WorkRun {
  label: string;
  megapixels: number;
  seconds: number;
  workerCpuSeconds: number;
  coreSecondsPerGigapixel: number;
  peakWorkerRssMB: number;
  /** Web process CPU for the upload (decoding the header, hashing, storing the original, the thumbnail). */
  uploadWebCpuSeconds: number;
  bytes: Bytes;
  upload: DbLoad;
  generation: DbLoad;
  load: string;
  /** Whether the worker forked a new imaging process for this run (an idle one exits after 30 s): its start is in the CPU. */
  forked: boolean;
}

const OBJECT = '._S3rver_object';

/** Every file in `dir` and below, as [path relative to `dir`, size]. */
function walk(dir: string, under = ''): [string, number][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, number][] => {
    const full = path.join(dir, entry.name);
    const relative = under ? `${under}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(full, relative) : [[relative, statSync(full).size]];
  });
}

/**
 * Every object of izoom `id` in the bucket, with its size, sorted by what it is: read from s3rver's folder (its
 * ListObjectsV2 fails past 1000 keys with a continuation token).
 */
function bytesOf(cluster: BenchCluster, id: number): Bytes {
  const bytes: Bytes = { original: 0, tiles: 0, tileCount: 0, manifests: 0, posters: 0, thumbnails: 0, other: 0 };
  for (const where of ['originals', 'media']) {
    for (const [file, size] of walk(path.join(cluster.bucketDirectory, cluster.prefix, where, 'i', String(id)))) {
      if (!file.endsWith(OBJECT)) continue;
      const key = file.slice(0, -OBJECT.length);
      if (where === 'originals') bytes.original += size;
      else if (/_files\//.test(key)) {
        bytes.tiles += size;
        bytes.tileCount++;
      } else if (/(manifest\.json|\.dzi)$/.test(key)) bytes.manifests += size;
      else if (key.startsWith('p-')) bytes.posters += size;
      else if (key.startsWith('t-')) bytes.thumbnails += size;
      else bytes.other += size;
    }
  }
  return bytes;
}

/** The database's idle load with these workers running (pg-boss polling, stop checks), over `seconds`. */
export async function idleLoad(cluster: BenchCluster, seconds: number): Promise<Delta> {
  await settle();
  const a = await snapshot(cluster);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return between(a, await snapshot(cluster));
}

/** One izoom of `picture`: upload, then generation by `worker`, each measured on its own. */
export async function measureIzoom(
  cluster: BenchCluster,
  worker: ServerProcess,
  picture: Picture,
  idle: Delta,
): Promise<WorkRun> {
  const webPid = cluster.web.child.pid as number;
  const workerPid = worker.child.pid as number;
  const s0 = await snapshot(cluster);
  const web0 = treeCpu(webPid);
  const id = await izoomWith(cluster, picture.label, [
    { name: picture.file.split('/').pop() ?? 'p', data: picture.data },
  ]);
  const uploadWebCpuSeconds = treeCpu(webPid) - web0;
  const s1 = await snapshot(cluster);
  const children = new Set(tree(workerPid));
  const [load, cpu0, sampler, t0] = [loadNow(), treeCpu(workerPid), sampleRss(workerPid), performance.now()];
  await generate(cluster, id);
  await waitForEnds([worker], [id]);
  const seconds = (performance.now() - t0) / 1000;
  const workerCpuSeconds = treeCpu(workerPid) - cpu0;
  const forked = tree(workerPid).some((pid) => !children.has(pid));
  const peakWorkerRssMB = sampler.stop() / 2 ** 20;
  const s2 = await snapshot(cluster);
  const megapixels = picture.pixels / 1e6;
  const run: WorkRun = {
    label: picture.label,
    megapixels,
    seconds,
    workerCpuSeconds,
    coreSecondsPerGigapixel: (workerCpuSeconds / megapixels) * 1000,
    peakWorkerRssMB,
    uploadWebCpuSeconds,
    bytes: bytesOf(cluster, id),
    upload: lessIdle(between(s0, s1), idle),
    generation: lessIdle(between(s1, s2), idle),
    load,
    forked,
  };
  console.error(
    `bench: ${picture.label}: ${seconds.toFixed(1)} s, ${workerCpuSeconds.toFixed(1)} core-s, ` +
      `${run.generation.statements} statements (load ${load})`,
  );
  return run;
}
