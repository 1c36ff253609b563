// `bench:scaling-inputs`, the generation side: per izoom generated, the worker's CPU (core-seconds), wall time and
// peak RSS, the database's statements, transactions and rows, and the bytes it adds to the store.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ServerProcess } from '../support/server-process';
import { type BenchCluster, generate, izoomWith, waitForEnds } from './cluster';
import { between, type DbLoad, type Delta, lessIdle, settle, snapshot } from './scaling-db';
import { loadNow, sampleRss, treeCpu } from './support';

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
}

/** Every key of izoom `id` in the bucket, with its size, sorted by what it is. */
async function bytesOf(cluster: BenchCluster, id: number): Promise<Bytes> {
  const client = new S3Client({ endpoint: cluster.s3Endpoint, region: 'us-east-1', forcePathStyle: true });
  const bytes: Bytes = { original: 0, tiles: 0, tileCount: 0, manifests: 0, posters: 0, thumbnails: 0, other: 0 };
  try {
    for (const where of ['originals', 'media']) {
      const Prefix = `${cluster.prefix}/${where}/i/${id}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: cluster.bucket, Prefix, ContinuationToken }));
        for (const { Key = '', Size = 0 } of page.Contents ?? []) {
          const rest = Key.slice(Prefix.length);
          if (where === 'originals') bytes.original += Size;
          else if (/_files\//.test(rest)) {
            bytes.tiles += Size;
            bytes.tileCount++;
          } else if (/(manifest\.json|\.dzi)$/.test(rest)) bytes.manifests += Size;
          else if (rest.startsWith('p-')) bytes.posters += Size;
          else if (rest.startsWith('t-')) bytes.thumbnails += Size;
          else bytes.other += Size;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    }
  } finally {
    client.destroy();
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
  await settle();
  const s1 = await snapshot(cluster);
  const [load, cpu0, sampler, t0] = [loadNow(), treeCpu(workerPid), sampleRss(workerPid), performance.now()];
  await generate(cluster, id);
  await waitForEnds([worker], [id]);
  const seconds = (performance.now() - t0) / 1000;
  const workerCpuSeconds = treeCpu(workerPid) - cpu0;
  const peakWorkerRssMB = sampler.stop() / 2 ** 20;
  await settle();
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
    bytes: await bytesOf(cluster, id),
    upload: lessIdle(between(s0, s1), idle),
    generation: lessIdle(between(s1, s2), idle),
    load,
  };
  console.error(
    `bench: ${picture.label}: ${seconds.toFixed(1)} s, ${workerCpuSeconds.toFixed(1)} core-s, ` +
      `${run.generation.statements} statements (load ${load})`,
  );
  return run;
}
