// `bench:scale`, tile serving: many concurrent readers of a generated public izoom's tiles, through the app, from
// the local store and from S3 (s3rver). The same server (its own process, as bench:media), the same tiles.
import { startBenchServer } from './bench-server';
import { loadNow, treeCpu } from './support';
import { demoTiles, fetchLoop, type LoopResult, setS3rverCredentials, startS3rver } from './tiles';

export interface TileRun extends LoopResult {
  store: string;
  concurrency: number;
  distinctTiles: number;
  /** User + system seconds of the server process (and of s3rver, from S3) per 1000 requests. */
  serverCpuPer1000: number;
  s3rverCpuPer1000?: number;
  load: string;
}

export async function benchTiles(concurrency: number, requests: number, megapixels: number): Promise<TileRun[]> {
  setS3rverCredentials();
  const bucket = 'izoom-bench-tiles';
  const s3 = await startS3rver(bucket);
  const runs: TileRun[] = [];
  try {
    const stores: [string, Record<string, string>][] = [
      ['local disk', {}],
      ['S3 (s3rver)', { STORAGE_URL: `s3://${bucket}/tiles`, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true' }],
    ];
    for (const [store, env] of stores) {
      const server = await startBenchServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: String(megapixels), ...env });
      try {
        const tiles = await demoTiles(server.url, server.api);
        // The demo's second picture may still be generating: wait until the workers are idle.
        await new Promise((r) => setTimeout(r, 3000));
        await fetchLoop(server.url, tiles, 16, 1000); // warm up: connections, memory, JIT
        const s3Pid = s3.child.pid as number;
        const [cpu0, s30, load] = [treeCpu(server.pid), treeCpu(s3Pid), loadNow()];
        const result = await fetchLoop(server.url, tiles, concurrency, requests);
        const per1000 = (seconds: number) => (seconds / requests) * 1000;
        runs.push({
          store,
          concurrency,
          distinctTiles: tiles.length,
          ...result,
          serverCpuPer1000: per1000(treeCpu(server.pid) - cpu0),
          ...(env.STORAGE_URL && { s3rverCpuPer1000: per1000(treeCpu(s3Pid) - s30) }),
          load,
        });
        console.error(`bench: ${store}: ${result.perSecond.toFixed(0)} requests/s, ${result.errors} errors`);
      } finally {
        await server.close();
      }
    }
  } finally {
    s3.close();
  }
  return runs;
}
