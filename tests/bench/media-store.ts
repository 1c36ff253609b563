// Tile serving through the app from the local store (DATA_DIR, with its memory of small files) and from S3
// (s3rver, its own process): the same server process, the same demo izoom, the same tiles.
// `npm run bench:media` (BENCH_REQUESTS, BENCH_CONCURRENCY to change the loop); about a minute.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { freePort } from '../support/server';
import { startBenchServer } from './bench-server';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BUCKET = 'izoom-bench';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function startS3rver() {
  const directory = mkdtempSync(path.join(tmpdir(), 'izoom-bench-s3-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/s3rver/bin/s3rver.js', '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'],
    { stdio: 'ignore' },
  );
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  for (let tries = 0; ; tries++) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
      break;
    } catch (err) {
      if (tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  client.destroy();
  return {
    endpoint,
    close() {
      child.kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Tile URLs of the demo's first izoom: its two finest levels. */
async function demoTiles(url: string, api: string): Promise<string[]> {
  for (const until = Date.now() + 120_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const izoom = (await call<IzoomDetail>(api, 'GET', '/izooms/get-public-izoom-by-id/1')).body.data;
    if (izoom?.generate?.state !== 'done' || !izoom.manifestUrl) continue;
    const manifest = (await (await fetch(`${url}${izoom.manifestUrl}`)).json()) as IzoomManifest;
    const folder = izoom.manifestUrl.replace('manifest.json', '');
    const picture = manifest.pictures[0];
    const urls: string[] = [];
    for (const level of [picture.maxLevel, picture.maxLevel - 1]) {
      const scale = 2 ** (picture.maxLevel - level);
      const [cols, rows] = [picture.width, picture.height].map((side) => Math.ceil(side / scale / manifest.tileSize));
      for (let col = 0; col < cols; col++)
        for (let row = 0; row < rows; row++)
          urls.push(
            folder +
              picture.tileUrlTemplate
                .replace('{level}', String(level))
                .replace('{col}', String(col))
                .replace('{row}', String(row)),
          );
    }
    return urls;
  }
  throw new Error('the demo izoom was not generated in time');
}

/** `REQUESTS` tile fetches, `concurrency` at a time: each one's time, and requests a second. */
async function fetchLoop(url: string, tiles: string[], concurrency: number) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        const tile = tiles[next++ % tiles.length];
        const t0 = performance.now();
        const answer = await fetch(`${url}${tile}`);
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${tile}: ${answer.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), perSecond: REQUESTS / seconds };
}

// s3rver's own credentials, for this script and the servers it starts.
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
const s3 = await startS3rver();
const rows: string[] = [];
try {
  for (const [name, env] of [
    ['local disk (memory on)', {}],
    ['local disk, MEDIA_MEMORY_BYTES=0', { MEDIA_MEMORY_BYTES: '0' }],
    [
      'S3 (s3rver), streamed',
      { STORAGE_URL: `s3://${BUCKET}/${Date.now()}`, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true' },
    ],
  ] as [string, Record<string, string>][]) {
    const server = await startBenchServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '4', ...env });
    try {
      const tiles = await demoTiles(server.url, server.api);
      await fetchLoop(server.url, tiles, 8); // warm up: connections, memory, JIT
      // From S3 also straight from s3rver, no app between: what the app's streaming adds.
      const ways: [string, string, string[]][] = [[name, server.url, tiles]];
      if (env.STORAGE_URL) {
        const bucketPath = `${s3.endpoint}/${env.STORAGE_URL.slice('s3://'.length)}`;
        ways.push(['s3rver itself, no app', bucketPath, tiles]);
      }
      for (const [way, base, urls] of ways) {
        for (const concurrency of [1, CONCURRENCY]) {
          const { p50, p99, perSecond } = await fetchLoop(base, urls, concurrency);
          rows.push(
            `| ${way} | ${concurrency} | ${urls.length} | ${perSecond.toFixed(0)} | ${p50.toFixed(2)} | ${p99.toFixed(2)} |`,
          );
          console.log(rows.at(-1));
        }
      }
    } finally {
      await server.close();
    }
  }
} finally {
  s3.close();
}
console.log(
  `\n${REQUESTS} tile fetches per row\n| store | concurrent | distinct tiles | requests/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|`,
);
console.log(rows.join('\n'));
