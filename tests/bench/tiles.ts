// Tile-serving helpers shared by `bench:media` and `bench:scale`: an s3rver process, the tile URLs of an izoom's
// finest levels, and a loop of concurrent fetches with its latencies.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { freePort } from '../support/free-port';
import { levelTileUrls } from '../support/tile-urls';

/** s3rver's own credentials, for the bench and the servers it starts. */
export function setS3rverCredentials(): void {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
}

export interface S3rverProcess {
  endpoint: string;
  /** Where s3rver keeps the buckets: `<bucket>/<key>._S3rver_object` is each object's bytes. */
  directory: string;
  child: ChildProcess;
  close(): void;
}

/** s3rver in its own process (as a real S3 is another machine), on a free port, with `bucket` made. */
export async function startS3rver(bucket: string): Promise<S3rverProcess> {
  const directory = mkdtempSync(path.join(tmpdir(), 'izoom-bench-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/s3rver/bin/s3rver.js', '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'],
    { stdio: 'ignore' },
  );
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL')); // should the bench fail
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  for (let tries = 0; ; tries++) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      break;
    } catch (err) {
      if (tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    directory,
    child,
    close() {
      child.kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Tile URLs (root-relative) of the two finest levels of an izoom's first picture, from its manifest. */
export async function finestTiles(url: string, manifestUrl: string): Promise<string[]> {
  const manifest = (await (await fetch(`${url}${manifestUrl}`)).json()) as IzoomManifest;
  const folder = manifestUrl.replace('manifest.json', '');
  const picture = manifest.pictures[0];
  return [picture.maxLevel, picture.maxLevel - 1].flatMap((level) =>
    levelTileUrls(folder, picture, manifest.tileSize, level),
  );
}

/** Tile URLs of the demo's first izoom (public, id 1) once it is generated: its two finest levels. */
export async function demoTiles(url: string, api: string): Promise<string[]> {
  for (const until = Date.now() + 180_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const izoom = (await call<IzoomDetail>(api, 'GET', '/izooms/get-public-izoom-by-id/1')).body.data;
    if (izoom?.generate?.state !== 'done' || !izoom.manifestUrl) continue;
    return finestTiles(url, izoom.manifestUrl);
  }
  throw new Error('the demo izoom was not generated in time');
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

export interface LoopResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 200, and fetches that threw. */
  errors: number;
  /** Body bytes received. */
  bytes: number;
  seconds: number;
}

/** `requests` tile fetches, `concurrency` readers at a time, each fetching one after the other. */
export async function fetchLoop(
  base: string,
  tiles: string[],
  concurrency: number,
  requests: number,
): Promise<LoopResult> {
  const times: number[] = [];
  let [next, errors, bytes] = [0, 0, 0];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const tile = tiles[next++ % tiles.length];
        const t0 = performance.now();
        try {
          const answer = await fetch(`${base}${tile}`);
          bytes += (await answer.arrayBuffer()).byteLength;
          if (answer.status !== 200) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    requests,
    perSecond: requests / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors,
    bytes,
    seconds,
  };
}
