/**
 * Many machines, on one: `npm run bench:scale` (about 5 minutes with the defaults on a quiet 2-core machine).
 *
 * 1. Generation throughput with 1 and with 2 worker processes on one queue: a real PostgreSQL (pg-boss), s3rver, a
 *    web process (IZOOM_ROLE=web) and fresh IZOOM_ROLE=worker processes, each with its own WORK_DIR and
 *    GENERATE_WORKERS=1 (one job at a time, one imaging process; libvips in it uses every core). BENCH_IZOOMS
 *    izooms (36) of one BENCH_MEGAPIXELS picture (24, the server's demo terrain) each, per run; timed from the
 *    first generate-izoom to the last "generation ended" in the workers' logs. Prints izooms/min, megapixels/s, the
 *    2-workers ÷ 1-worker ratio, and the CPU the workers used against the machine's cores.
 * 2. Tile serving: BENCH_CONCURRENCY readers (200) fetching the tiles of the two finest levels of a generated
 *    public izoom (the demo's, BENCH_TILE_MEGAPIXELS 8) through the app, BENCH_REQUESTS (30000) in all, from the
 *    local store and from S3 (s3rver): requests/s, p50, p99, errors, server CPU per 1000 requests.
 *
 * Prints the load average with each run and a Markdown block ready for the README; JSON in
 * tests/.artifacts/bench/scale.json. BENCH_ONLY=generation or BENCH_ONLY=tiles runs one half.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchGeneration, type GenerationRun } from './scale-generation';
import { benchTiles, type TileRun } from './scale-tiles';
import { loadNow } from './support';

const IZOOMS = Number(process.env.BENCH_IZOOMS || 36);
const MEGAPIXELS = Number(process.env.BENCH_MEGAPIXELS || 24);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 30000);
const TILE_MEGAPIXELS = Number(process.env.BENCH_TILE_MEGAPIXELS || 8);
const ONLY = process.env.BENCH_ONLY;
const JSON_OUT = path.resolve('tests/.artifacts/bench/scale.json');

const f = (x: number, digits = 1) => x.toFixed(digits);

function generationTable(runs: GenerationRun[]): string[] {
  const cores = os.availableParallelism();
  const lines = [
    `Generation: ${IZOOMS} izooms of one ${MEGAPIXELS}-megapixel photo-like JPEG each per run (${f(runs[0].megapixels, 0)} MP), ` +
      'workers with `GENERATE_WORKERS=1` (one job at a time each, libvips using every core), on PostgreSQL (pg-boss) and s3rver.',
    '',
    '| workers | wall | izooms/min | megapixels/s | worker CPU (core-s) | worker CPU ÷ wall (cores busy) | core-s per gigapixel | machine busy, all processes | peak RSS per worker | load average before → after |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of runs)
    lines.push(
      `| ${r.workers} | ${f(r.seconds)} s | ${f(r.izoomsPerMinute)} | ${f(r.megapixelsPerSecond)} | ${f(r.workerCpuSeconds)} | ` +
        `${f(r.workerCpuSeconds / r.seconds, 2)} of ${cores} | ${f((r.workerCpuSeconds / r.megapixels) * 1000, 0)} | ` +
        `${f((r.machineBusySeconds / r.seconds / cores) * 100, 0)} % | ${f(r.peakWorkerRssMB, 0)} MB | ${r.loadBefore} → ${r.loadAfter} |`,
    );
  const [one, two] = runs;
  if (one && two)
    lines.push(
      '',
      `**2 workers ÷ 1 worker: ${f(two.izoomsPerMinute / one.izoomsPerMinute, 2)} ×** izooms/min. ` +
        `One worker kept ${f(one.workerCpuSeconds / one.seconds, 2)} of ${cores} cores busy, so on this one machine the ` +
        `ratio cannot pass ${f(Math.min(2, cores / (one.workerCpuSeconds / one.seconds)), 2)} × (2, or the cores ÷ what one ` +
        'worker used, whichever is less; the other processes running meanwhile take their share); workers on separate ' +
        'machines each bring their own cores.',
    );
  return lines;
}

function tileTable(runs: TileRun[]): string[] {
  const lines = [
    `Tile serving: ${CONCURRENCY} concurrent readers, ${REQUESTS} requests, the ${runs[0]?.distinctTiles} tiles of the two finest ` +
      `levels of a generated ${TILE_MEGAPIXELS}-megapixel public izoom, through the app (one process), client on the same machine.`,
    '',
    '| store | requests/s | p50 | p99 | errors | MB/s | server CPU per 1000 requests | s3rver CPU per 1000 | load average |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of runs)
    lines.push(
      `| ${r.store} | ${f(r.perSecond, 0)} | ${f(r.p50)} ms | ${f(r.p99)} ms | ${r.errors} | ${f(r.bytes / r.seconds / 1e6)} | ` +
        `${f(r.serverCpuPer1000, 2)} core-s | ${r.s3rverCpuPer1000 === undefined ? '—' : `${f(r.s3rverCpuPer1000, 2)} core-s`} | ${r.load} |`,
    );
  return lines;
}

async function main() {
  const began = performance.now();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const startLoad = loadNow();
  const generation = ONLY === 'tiles' ? [] : await benchGeneration(IZOOMS, MEGAPIXELS);
  const tiles = ONLY === 'generation' ? [] : await benchTiles(CONCURRENCY, REQUESTS, TILE_MEGAPIXELS);
  const minutes = (performance.now() - began) / 60_000;
  const date = new Date().toISOString().slice(0, 10);
  const block = [
    `\`npm run bench:scale\`, ${date}, on ${commit}, ${os.availableParallelism()} cores, load ${startLoad} at the start; ${f(minutes)} min.`,
    '',
    ...(generation.length ? [...generationTable(generation), ''] : []),
    ...(tiles.length ? tileTable(tiles) : []),
  ];
  mkdirSync(path.dirname(JSON_OUT), { recursive: true });
  writeFileSync(JSON_OUT, `${JSON.stringify({ date, commit, generation, tiles }, null, 2)}\n`);
  console.log(`\n<!-- bench:scale: paste into README, "Many machines: npm run bench:scale" -->\n${block.join('\n')}\n`);
  console.error(`bench: JSON in ${path.relative(process.cwd(), JSON_OUT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
