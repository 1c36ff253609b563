/**
 * The measured inputs of docs/scaling.md: `npm run bench:scaling-inputs` (about 10 minutes on 2 cores).
 *
 * Runs izoom as on many machines, on one: a real PostgreSQL with pg_stat_statements, s3rver, a web process
 * (IZOOM_ROLE=web, serving the app built into tests/.artifacts/bench/scaling-dist/; BENCH_BUILD=0 serves the last
 * build) behind a counting proxy, and one worker (IZOOM_ROLE=worker, GENERATE_WORKERS=1).
 *
 * 1. Per izoom generated, for photo-like pictures of BENCH_SIZES megapixels (25,50,100,200: the demo terrain, JPEG
 *    q90) and one flat BENCH_FLAT_MEGAPIXELS picture (50, PNG): the worker process tree's CPU (user + system from
 *    /proc, core-seconds), wall time and peak RSS; the database's statements (pg_stat_statements), transactions and
 *    rows written per table for the upload and for the generation, less what the idle cluster does in the same
 *    time (measured first, 20 s); the bytes in the bucket: original, tiles, manifests, posters, thumbnails.
 * 2. Per album view (defined in scaling-view.ts): a public album of BENCH_ALBUM_IZOOMS izooms (6) of a 24-megapixel
 *    photo each, in headless Chromium at desktop 1280 × 800 and phone 390 × 844 (DPR 3), first and repeat visit:
 *    requests and bytes that reached the origin by kind, what the page asked and the service worker answered, the
 *    API calls, and the database statements they made (the worker stopped, so the database is otherwise idle).
 *
 * Prints Markdown; JSON in tests/.artifacts/bench/scaling-inputs.json. BENCH_ONLY=work or BENCH_ONLY=views.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from '../support/api';
import { type BenchCluster, generate, izoomWith, startBenchCluster, waitForEnds } from './cluster';
import { KINDS, startCountingProxy } from './counting-proxy';
import { flat, photoLike } from './inputs';
import {
  asLoad,
  between,
  type DbLoad,
  type Delta,
  enableStatements,
  lessIdle,
  POSTGRES_SETTINGS,
  settle,
  snapshot,
} from './scaling-db';
import { measureViews, type ViewRun } from './scaling-view';
import { idleLoad, measureIzoom, type WorkRun } from './scaling-work';
import { loadNow } from './support';

const SIZES = (process.env.BENCH_SIZES || '25,50,100,200').split(',').map(Number);
const FLAT_MEGAPIXELS = Number(process.env.BENCH_FLAT_MEGAPIXELS || 50);
const ALBUM_IZOOMS = Number(process.env.BENCH_ALBUM_IZOOMS || 6);
const ONLY = process.env.BENCH_ONLY;
const DIST = path.resolve('tests/.artifacts/bench/scaling-dist');
const JSON_OUT = path.resolve('tests/.artifacts/bench/scaling-inputs.json');
const log = (...args: unknown[]) => console.error('bench:', ...args);
const f = (x: number, digits = 1) => x.toFixed(digits);
const kB = (bytes: number) => `${f(bytes / 1000, 0)} kB`;
const MB = (bytes: number) => `${f(bytes / 1e6, 2)} MB`;

async function measureWork(cluster: BenchCluster) {
  // Every picture first: the worker's imaging process exits after 30 s idle, and rendering a big one takes longer.
  const pictures = [];
  for (const megapixels of SIZES) pictures.push({ label: `photo ${megapixels} MP`, ...(await photoLike(megapixels)) });
  if (FLAT_MEGAPIXELS > 0)
    pictures.push({ label: `flat ${FLAT_MEGAPIXELS} MP (PNG)`, ...(await flat(FLAT_MEGAPIXELS)) });
  const warm = await photoLike(2);
  const worker = await cluster.startWorker('worker', { GENERATE_WORKERS: '1' });
  log('measuring the idle database with one worker, 20 s');
  const idle = await idleLoad(cluster, 20);
  // One small generation: the worker forks its imaging process, as on a worker that has been running.
  const warmId = await izoomWith(cluster, 'warm-up', [{ name: 'warm.jpg', data: warm.data }]);
  await generate(cluster, warmId);
  await waitForEnds([worker], [warmId]);
  // Transactions are flushed up to 10 s late: counted over the whole series, from settled snapshots.
  await settle();
  const first = await snapshot(cluster);
  const runs: WorkRun[] = [];
  for (const picture of pictures) runs.push(await measureIzoom(cluster, worker, picture, idle));
  await settle();
  const series = lessIdle(between(first, await snapshot(cluster)), idle);
  return { worker, idle, runs, series };
}

/** Least squares of worker CPU against megapixels over the photo-like runs: core-s = fixed + perGigapixel × GP. */
function cpuFit(runs: WorkRun[]) {
  const photos = runs.filter((r) => r.label.startsWith('photo'));
  const n = photos.length;
  const [mx, my] = [
    photos.reduce((s, r) => s + r.megapixels, 0) / n,
    photos.reduce((s, r) => s + r.workerCpuSeconds, 0) / n,
  ];
  const sxx = photos.reduce((s, r) => s + (r.megapixels - mx) ** 2, 0);
  const slope = photos.reduce((s, r) => s + (r.megapixels - mx) * (r.workerCpuSeconds - my), 0) / sxx;
  const intercept = my - slope * mx;
  const ssTot = photos.reduce((s, r) => s + (r.workerCpuSeconds - my) ** 2, 0);
  const ssRes = photos.reduce((s, r) => s + (r.workerCpuSeconds - intercept - slope * r.megapixels) ** 2, 0);
  return { perGigapixel: slope * 1000, fixed: intercept, r2: 1 - ssRes / ssTot };
}

async function makeAlbum(cluster: BenchCluster, worker: Awaited<ReturnType<BenchCluster['startWorker']>>) {
  const photo = await photoLike(24);
  const ids: number[] = [];
  for (let i = 0; i < ALBUM_IZOOMS; i++)
    ids.push(await izoomWith(cluster, `Photo ${i + 1}`, [{ name: `photo-${i + 1}.jpg`, data: photo.data }]));
  for (const id of ids) await generate(cluster, id);
  await waitForEnds([worker], ids);
  const { api } = cluster.web;
  const album = await call(api, 'POST', '/albums/create', {
    token: cluster.token,
    body: { name: 'Scaling bench', isPublic: true },
  });
  const albumId = album.body.data.id as number;
  const grouped = await call(api, 'POST', `/albums/update-group/${albumId}`, {
    token: cluster.token,
    body: { groups: [{ id: 'all', name: 'All', izoomIds: ids }] },
  });
  if (grouped.status !== 200) throw new Error(`update-group: ${grouped.status} ${JSON.stringify(grouped.body)}`);
  return albumId;
}

function workTables(idleDelta: Delta, runs: WorkRun[], series: DbLoad): string[] {
  const idle = asLoad(idleDelta);
  const perSecond = (x: number) => f(x / idle.seconds, 2);
  const lines = [
    '#### Per izoom generated (one worker, `GENERATE_WORKERS=1`)',
    '',
    '| picture | megapixels | wall | worker CPU | core-s per gigapixel | peak RSS (worker tree) | load |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${f(r.megapixels)} | ${f(r.seconds)} s | ${f(r.workerCpuSeconds)} core-s${r.forked ? ' (imaging process forked)' : ''} | ${f(r.coreSecondsPerGigapixel, 0)} | ${f(r.peakWorkerRssMB, 0)} MB | ${r.load} |`,
    ),
    '',
    ...(runs.filter((r) => r.label.startsWith('photo')).length > 1
      ? (({ perGigapixel, fixed, r2 }) => [
          `Photo-like, least squares: worker CPU = ${f(fixed, 2)} core-s + ${f(perGigapixel, 0)} core-s per gigapixel (R² ${f(r2, 3)}).`,
          '',
        ])(cpuFit(runs))
      : []),
    '| picture | original | tiles (files) | manifest + .dzi | posters | thumbnails | all generated | generated per megapixel | original + generated per megapixel |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...runs.map((r) => {
      const b = r.bytes;
      const generated = b.tiles + b.manifests + b.posters + b.thumbnails + b.other;
      return `| ${r.label} | ${MB(b.original)} | ${MB(b.tiles)} (${b.tileCount}) | ${kB(b.manifests)} | ${kB(b.posters)} | ${kB(b.thumbnails)} | ${MB(generated)} | ${kB(generated / r.megapixels)} | ${kB((generated + b.original) / r.megapixels)} |`;
    }),
    '',
    `Database, less the idle cluster's own load in the same time (idle, one web and one worker process: ${perSecond(idle.statements)} statements/s, ` +
      `${perSecond(idle.queueStatements)} of them on pg-boss's tables, ${perSecond(idle.transactions)} transactions/s, measured over ${f(idle.seconds, 0)} s):`,
    '',
    '| picture | step | statements | on pg-boss tables | selects / writes / BEGIN-COMMIT | rows written, by table |',
    '|---|---|---:|---:|---|---|',
  ];
  for (const r of runs)
    for (const [step, d] of [
      ['upload (create + upload)', r.upload],
      ['generation (enqueue → published)', r.generation],
    ] as [string, DbLoad][])
      lines.push(
        `| ${r.label} | ${step} | ${d.statements} | ${d.queueStatements} | ${d.selects} / ${d.writes} / ${d.transactionControl} | ${Object.entries(
          d.rowsWritten,
        )
          .map(([t, n]) => `${t} ${n}`)
          .join(', ')} |`,
      );
  lines.push(
    '',
    `Over the whole series (${runs.length} izooms, upload and generation each, less idle): ${series.statements} statements, ` +
      `${series.transactions} transactions, ${f(series.transactions / runs.length)} transactions per izoom.`,
  );
  return lines;
}

function viewTables(runs: ViewRun[], webIdle?: Delta): string[] {
  const idle = webIdle && asLoad(webIdle);
  const lines = [
    `#### Per album view (an album of ${ALBUM_IZOOMS} izooms of a 24-megapixel photo; open it, open 2 izooms, zoom in 3 steps in each)`,
    '',
    `| device | visit | ${KINDS.join(' | ')} | all requests (304s) | all bytes | tile bytes | service worker answered | deepest tile level | load |`,
    `|---|---|${'---:|'.repeat(KINDS.length + 5)}---|`,
    ...runs.map((r) => {
      const total = KINDS.reduce((sum, k) => sum + r.origin[k].requests, 0);
      const bytes = KINDS.reduce((sum, k) => sum + r.origin[k].bytes, 0);
      return `| ${r.device} | ${r.visit} | ${KINDS.map((k) => r.origin[k].requests).join(' | ')} | ${total} (${r.notModified}) | ${MB(bytes)} | ${MB(r.origin.tile.bytes)} | ${r.fromServiceWorker} | ${r.deepestLevel} | ${r.load} |`;
    }),
    '',
    'Tiles at the origin by level (a 24-megapixel picture, 6000 × 4000, has levels 0–13; level 13 is its native pixels, 24 × 16 tiles of 254 px):',
    '',
    ...runs.map(
      (r) =>
        `- ${r.device}, ${r.visit}: ${
          Object.entries(r.tilesByLevel)
            .map(([level, n]) => `${level}: ${n}`)
            .join(', ') || 'none'
        }`,
    ),
    '',
    'Requests by kind are those that reached the origin (the counting proxy); what the page and its workers asked for, by kind:',
    '',
    `| device | visit | ${KINDS.join(' | ')} |`,
    `|---|---|${'---:|'.repeat(KINDS.length)}`,
    ...runs.map((r) => `| ${r.device} | ${r.visit} | ${KINDS.map((k) => r.asked[k]).join(' | ')} |`),
    '',
    `Database statements each view made (pg_stat_statements; less the web process's idle load, ${idle ? f(idle.statements / idle.seconds, 2) : '?'} statements/s, with no worker running):`,
    '',
    '| device | visit | API calls at the origin | database statements | rows written |',
    '|---|---|---|---:|---|',
    ...runs.map(
      (r) =>
        `| ${r.device} | ${r.visit} | ${
          Object.entries(r.apiCalls)
            .map(([p, n]) => `${p} × ${n}`)
            .join(', ') || 'none'
        } | ${r.db.statements} | ${
          Object.entries(r.db.rowsWritten)
            .map(([t, n]) => `${t} ${n}`)
            .join(', ') || 'none'
        } |`,
    ),
  ];
  const errors = runs.flatMap((r) => r.errors);
  if (errors.length) lines.push('', `Page errors: ${errors.join('; ')}`);
  return lines;
}

async function main() {
  const began = performance.now();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const startLoad = loadNow();
  if (ONLY !== 'work' && process.env.BENCH_BUILD !== '0') {
    log('building the app');
    execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
  }
  const proxy = await startCountingProxy();
  const cluster = await startBenchCluster({ postgres: POSTGRES_SETTINGS, proxy, web: { DIST_DIR: DIST } });
  let work: Awaited<ReturnType<typeof measureWork>> | undefined;
  let views: ViewRun[] = [];
  let webIdle: Delta | undefined;
  try {
    await enableStatements(cluster);
    work = ONLY === 'views' ? undefined : await measureWork(cluster);
    if (ONLY !== 'work') {
      const worker = work?.worker ?? (await cluster.startWorker('worker', { GENERATE_WORKERS: '1' }));
      const albumId = await makeAlbum(cluster, worker);
      await cluster.stopProcess(worker);
      log('measuring the idle database with the web process alone, 15 s');
      webIdle = await idleLoad(cluster, 15);
      views = await measureViews(cluster, proxy.take, albumId, ALBUM_IZOOMS, webIdle);
    }
  } finally {
    await cluster.close();
    await proxy.close();
  }
  const date = new Date().toISOString().slice(0, 10);
  const minutes = (performance.now() - began) / 60_000;
  const block = [
    `\`npm run bench:scaling-inputs\`, ${date}, on ${commit}, ${os.availableParallelism()} cores, load average ${startLoad} at the start; ${f(minutes)} min.`,
    '',
    ...(work ? [...workTables(work.idle, work.runs, work.series), ''] : []),
    ...(views.length ? viewTables(views, webIdle) : []),
  ];
  mkdirSync(path.dirname(JSON_OUT), { recursive: true });
  writeFileSync(
    JSON_OUT,
    `${JSON.stringify({ date, commit, idle: work && asLoad(work.idle), work: work?.runs, webIdle: webIdle && asLoad(webIdle), views }, null, 2)}\n`,
  );
  console.log(`\n${block.join('\n')}\n`);
  log(`JSON in ${path.relative(process.cwd(), JSON_OUT)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
