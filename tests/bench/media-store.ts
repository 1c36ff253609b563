// Tile serving through the app from the local store (DATA_DIR, with its memory of small files) and from S3
// (s3rver, its own process): the same server process, the same demo izoom, the same tiles.
// `npm run bench:media` (BENCH_REQUESTS, BENCH_CONCURRENCY to change the loop); about a minute.
import { startBenchServer } from './bench-server';
import { demoTiles, fetchLoop, setS3rverCredentials, startS3rver } from './tiles';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const BUCKET = 'izoom-bench';

/** `REQUESTS` tile fetches, `concurrency` at a time; every one must answer 200. */
async function loop(base: string, tiles: string[], concurrency: number) {
  const result = await fetchLoop(base, tiles, concurrency, REQUESTS);
  if (result.errors > 0) throw new Error(`${result.errors} of ${REQUESTS} tile fetches failed`);
  return result;
}

setS3rverCredentials();
const s3 = await startS3rver(BUCKET);
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
      await loop(server.url, tiles, 8); // warm up: connections, memory, JIT
      // From S3 also straight from s3rver, no app between: what the app's streaming adds.
      const ways: [string, string, string[]][] = [[name, server.url, tiles]];
      if (env.STORAGE_URL) {
        const bucketPath = `${s3.endpoint}/${env.STORAGE_URL.slice('s3://'.length)}`;
        ways.push(['s3rver itself, no app', bucketPath, tiles]);
      }
      for (const [way, base, urls] of ways) {
        for (const concurrency of [1, CONCURRENCY]) {
          const { p50, p99, perSecond } = await loop(base, urls, concurrency);
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
