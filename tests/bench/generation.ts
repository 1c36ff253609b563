/**
 * Generation benchmark: izoom's real server against `vips dzsave` (Debian's libvips-tools), on the same
 * pictures with the same tiles (254 px, overlap 1, depth onepixel, JPEG Q85):
 *   A. one 100-megapixel picture (12500 × 8000)
 *   B. an izoom of ten different 24-megapixel pictures (6000 × 4000); vips runs on them one after another
 * Wall time: from POST generate-izoom until the state is 'done' (upload excluded); vips: the whole case.
 * Peak RSS: of the whole process tree (server + imaging workers; the vips process), sampled every 50 ms.
 * CPU: user + system seconds of those processes. Ours and vips alternate, BENCH_ROUNDS (2) rounds per
 * case; figures are the median of the rounds. One small generation first forks the server's imaging
 * workers, as on a server that has been running. Fails if the two made different numbers of tiles.
 *
 *   npm run bench:generation          (BENCH_ROUNDS=4 npm run bench:generation for more rounds)
 *
 * Pictures are rendered once into tests/.artifacts/bench/inputs/ (delete it to render them again after the
 * demo renderers change); the figures go to stdout (Markdown) and tests/.artifacts/bench/generation.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderDemoPicture } from '../../src/server/imaging/demo-pictures';
import { call } from '../support/api';
import { freePort } from '../support/server';
import { nodeCommand } from '../support/server-process';
import { upload } from '../support/upload';
import { ensureVips, median, reapedCpu, sampleRss, tilesPerLevel, treeCpu, treeRss } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const ARTIFACTS = path.resolve('tests/.artifacts/bench');
const INPUTS = path.join(ARTIFACTS, 'inputs');
const VIPS_ARGS = ['--tile-size', '254', '--overlap', '1', '--depth', 'onepixel', '--suffix', '.jpeg[Q=85]'];
const ADMIN = { email: 'bench@izoom.local', password: 'bench-password-1' };
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...args: unknown[]) => console.error('bench:', ...args);

interface Run {
  seconds: number;
  cpuSeconds: number;
  peakRssMB: number;
  idleRssMB?: number;
  tiles: Record<string, Record<string, number>>; // picture file name → level → tile files
}

/** A 100 MP terrain; ten 6000×4000 crops of it and of a 100 MP Mandelbrot; a small warm-up picture. */
async function inputs() {
  mkdirSync(INPUTS, { recursive: true });
  const big = async (kind: 'terrain' | 'mandelbrot') => {
    const file = path.join(INPUTS, `${kind}-12500x8000.jpg`);
    if (!existsSync(file)) {
      log(`rendering ${file} (once)`);
      await renderDemoPicture(kind, 12500, 8000, `${file}.part.jpg`);
      renameSync(`${file}.part.jpg`, file);
    }
    return file;
  };
  const sources = [await big('terrain'), await big('mandelbrot')];
  const B = Array.from({ length: 10 }, (_, i) => path.join(INPUTS, `photo-${i}-6000x4000.jpg`));
  for (const [i, file] of B.entries()) {
    const k = i >> 1; // 5 crops of each source, 1625 px apart, alternately top and bottom
    const region = { left: k * 1625, top: (k % 2) * 4000, width: 6000, height: 4000 };
    if (!existsSync(file))
      await sharp(sources[i % 2])
        .extract(region)
        .jpeg({ quality: 90 })
        .toFile(file);
  }
  const warmUp = path.join(INPUTS, 'warm-up-1250x800.jpg');
  if (!existsSync(warmUp)) await sharp(sources[0]).resize(1250).jpeg({ quality: 90 }).toFile(warmUp);
  return { A: [sources[0]], B, warmUp };
}

/** The real server as a child process, with an admin and a personal access token from the admin CLI. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'izoom-bench-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(...nodeCommand('src/server/main.ts'), {
    env: { ...env, DEMO_CONTENT: 'false', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL')); // should the bench fail
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  const api = `http://127.0.0.1:${port}/api`;
  const answers = async () => (await fetch(`${api}/albums/public-album-v2`).catch(() => null))?.status === 200;
  for (const end = Date.now() + 60_000; !(await answers()); await sleep(100)) {
    if (Date.now() > end || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
  }
  const cli = ['--import', 'tsx', 'src/server/cli/admin.ts', 'token', 'create', ADMIN.email, '--name', 'bench'];
  const created = execFileSync(process.execPath, cli, { env, encoding: 'utf8' });
  const token = /(izp_\S+)/.exec(created)?.[1];
  if (!token) throw new Error(`no token from the admin CLI:\n${created}`);
  return { child, pid: child.pid as number, api, token, dataDir, output: () => output };
}
type Server = Awaited<ReturnType<typeof startServer>>;

async function runOurs({ api, token, pid, dataDir, output }: Server, files: string[]): Promise<Run> {
  const expect = (answer: { status: number; body: unknown }, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const created = await call(api, 'POST', '/izooms/create', { token, body: { name: 'bench', isPublic: true } });
  expect(created, 201, 'create');
  const id: number = created.body.data.id;
  const parts = files.map((f) => ({ name: path.basename(f), data: readFileSync(f) }));
  const uploaded = await upload(api, `/izooms/upload/${id}`, token, parts);
  expect(uploaded, 201, 'upload');
  execFileSync('sync');
  await sleep(500);

  const [idleRss, cpuBefore, sampler, start] = [treeRss(pid), treeCpu(pid), sampleRss(pid), performance.now()];
  expect(await call(api, 'POST', `/izooms/generate-izoom/${id}`, { token }), 202, 'generate-izoom');
  for (;;) {
    const { data } = (await call(api, 'GET', `/izooms/get-generate-state/${id}`, { token })).body;
    if (data.state === 'done') break;
    if (data.state === 'failed' || data.state === 'stopped') {
      sampler.stop();
      throw new Error(`OUR GENERATION FAILED: ${JSON.stringify(data)}\n${output()}`);
    }
    await sleep(50);
  }
  const [seconds, peakRss] = [(performance.now() - start) / 1000, sampler.stop()];
  const cpuSeconds = treeCpu(pid) - cpuBefore;

  const izoomDir = path.join(dataDir, 'media', 'i', String(id));
  const version = path.join(izoomDir, readdirSync(izoomDir).find((d) => d.startsWith('v1-')) as string);
  const added: { id: number; name: string }[] = uploaded.body.data.added;
  const tiles = Object.fromEntries(added.map((p) => [p.name, tilesPerLevel(path.join(version, 'p', `${p.id}_files`))]));
  expect(await call(api, 'POST', `/izooms/delete/${id}`, { token }), 200, 'delete');
  rmSync(izoomDir, { recursive: true, force: true });
  execFileSync('sync');
  return { seconds, cpuSeconds, peakRssMB: peakRss / MB, idleRssMB: idleRss / MB, tiles };
}

async function runVips(files: string[]): Promise<Run> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'izoom-bench-vips-'));
  const [cpuBefore, start] = [reapedCpu(), performance.now()];
  let peakRss = 0;
  for (const file of files) {
    const child = spawn('vips', ['dzsave', file, path.join(out, path.parse(file).name), ...VIPS_ARGS], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const sampler = sampleRss(child.pid as number);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    peakRss = Math.max(peakRss, sampler.stop());
    if (code !== 0) throw new Error(`vips dzsave ${file} exited with ${code}`);
  }
  const [seconds, cpuSeconds] = [(performance.now() - start) / 1000, reapedCpu() - cpuBefore];
  const tiles = Object.fromEntries(
    files.map((f) => [path.basename(f), tilesPerLevel(path.join(out, `${path.parse(f).name}_files`))]),
  );
  rmSync(out, { recursive: true, force: true });
  execFileSync('sync');
  return { seconds, cpuSeconds, peakRssMB: peakRss / MB, tiles };
}

const summary = (runs: Run[]) => {
  const of = (key: 'seconds' | 'cpuSeconds' | 'peakRssMB' | 'idleRssMB') => median(runs.map((r) => r[key] ?? 0));
  const idle = runs[0].idleRssMB === undefined ? {} : { idleRssMB: of('idleRssMB') };
  const figures = { seconds: of('seconds'), cpuSeconds: of('cpuSeconds'), peakRssMB: of('peakRssMB'), ...idle };
  return { ...figures, runs: runs.map(({ tiles, ...run }) => run) };
};

async function main() {
  const began = performance.now();
  const vips = ensureVips();
  const { sharp: sharpVersion, vips: libvips } = sharp.versions;
  console.log(`${vips} (vips dzsave) against izoom (sharp ${sharpVersion}, libvips ${libvips})`);
  const pictures = await inputs();
  const server = await startServer();
  const cases = [];
  let mismatch = false;
  try {
    await runOurs(server, [pictures.warmUp]);
    const plan = { 'A: 1 × 100 MP': pictures.A, 'B: 10 × 24 MP': pictures.B };
    for (const [label, files] of Object.entries(plan)) {
      const [ours, theirs]: Run[][] = [[], []];
      for (let round = 1; round <= ROUNDS; round++) {
        const [o, v] = [await runOurs(server, files), await runVips(files)];
        ours.push(o);
        theirs.push(v);
        log(`${label}, round ${round}: ours ${o.seconds.toFixed(2)} s, vips ${v.seconds.toFixed(2)} s`);
        for (const name of Object.keys(v.tiles)) {
          const [a, b] = [JSON.stringify(o.tiles[name]), JSON.stringify(v.tiles[name])];
          if (a !== b) console.error(`TILE COUNT MISMATCH in ${name}:\n  ours ${a}\n  vips ${b}`);
          mismatch ||= a !== b;
        }
      }
      const [o, v] = [summary(ours), summary(theirs)];
      const tiles = Object.values(ours[0].tiles).map((l) => Object.values(l).reduce((a, b) => a + b, 0));
      cases.push({ case: label, tilesPerPicture: tiles, ratio: o.seconds / v.seconds, ours: o, vips: v });
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(server.dataDir, { recursive: true, force: true });
  }

  const f = (x: number, digits = 2) => x.toFixed(digits);
  const cores = os.availableParallelism();
  console.log(`\nMedian of ${ROUNDS} rounds on ${cores} cores. RSS: peak of the process tree (MB).\n`);
  const head = ['Case', 'ours (s)', 'vips (s)', 'ours ÷ vips (≤ 1.0)', 'CPU s ours / vips', 'peak RSS ours (< 1024)'];
  console.log(`| ${[...head, 'vips', 'ours idle'].join(' | ')} |\n|---|${'---:|'.repeat(head.length + 1)}`);
  for (const { case: label, ratio, ours: o, vips: v } of cases) {
    const [time, memory] = [ratio <= 1 ? '✓' : '✗', o.peakRssMB < 1024 ? '✓' : '✗'];
    const cpu = `${f(o.cpuSeconds, 1)} / ${f(v.cpuSeconds, 1)}`;
    console.log(
      `| ${label} | ${f(o.seconds)} | ${f(v.seconds)} | ${f(ratio)} ${time} | ${cpu} | ${f(o.peakRssMB, 0)} ${memory} | ${f(v.peakRssMB, 0)} | ${f(o.idleRssMB ?? 0, 0)} |`,
    );
  }
  const totalSeconds = (performance.now() - began) / 1000;
  const settings = { tileSize: 254, overlap: 1, depth: 'onepixel', format: 'jpeg', quality: 85 };
  const about = { date: new Date().toISOString(), vips, sharp: sharpVersion, libvips, cores, rounds: ROUNDS };
  const json = path.join(ARTIFACTS, 'generation.json');
  writeFileSync(json, `${JSON.stringify({ ...about, statistic: 'median', settings, cases, totalSeconds }, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), json)}; the benchmark took ${f(totalSeconds, 0)} s.`);
  if (mismatch) {
    console.error('FAILED: ours and vips made different numbers of tiles (see above)');
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
