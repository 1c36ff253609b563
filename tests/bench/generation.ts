/**
 * Generation benchmark: izoom's real server against `vips dzsave` (Debian's libvips-tools), same
 * pictures, same tiles (254 px, overlap 1, depth onepixel, JPEG Q85).
 *   A. one 100-megapixel picture (12500 × 8000)
 *   B. an izoom of ten different 24-megapixel photos (6000 × 4000), vips run on them one after another
 * Measures wall time of the generation (upload excluded: from POST generate-izoom until the state is
 * 'done') and peak RSS of the whole process tree (server + imaging workers; the vips process), sampled
 * every 50 ms. Ours and vips alternate, ROUNDS rounds per case; figures are the median of the rounds.
 * One small generation first forks the server's imaging workers, as on a server that has been running.
 * Checks that both made the same number of tiles per level of every picture.
 *
 *   npm run bench:generation          (BENCH_ROUNDS=3 for more rounds)
 *
 * Inputs are rendered once into tests/.artifacts/bench/inputs/; results go to stdout (Markdown) and
 * tests/.artifacts/bench/generation.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderDemoPicture } from '../../src/server/imaging/demo-pictures';
import { call } from '../support/api';
import { freePort } from '../support/server';
import { upload } from '../support/upload';
import { ensureVips, MB, median, sampleRss, tilesPerLevel, treeRss } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const ARTIFACTS = path.resolve('tests/.artifacts/bench');
const INPUTS = path.join(ARTIFACTS, 'inputs');
const VIPS_ARGS = ['--tile-size', '254', '--overlap', '1', '--depth', 'onepixel', '--suffix', '.jpeg[Q=85]'];
const ADMIN = { email: 'bench@izoom.local', password: 'bench-password-1' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (...args: unknown[]) => console.error('bench:', ...args);

type Levels = Record<string, Record<string, number>>; // picture file name → level → tile files
interface Run {
  seconds: number;
  peakRss: number;
  idleRss?: number;
  tiles: Levels;
}

/** The pictures, rendered once and kept: a 100 MP terrain, and ten 6000×4000 crops of two 100 MP renders. */
async function inputs() {
  mkdirSync(INPUTS, { recursive: true });
  const big = async (kind: 'terrain' | 'mandelbrot') => {
    const file = path.join(INPUTS, `${kind}-12500x8000.jpg`);
    if (!existsSync(file)) {
      log(`rendering ${file} (once)`);
      await renderDemoPicture(kind, 12500, 8000, `${file}.part.jpg`);
      execFileSync('mv', [`${file}.part.jpg`, file]);
    }
    return file;
  };
  const sources = [await big('terrain'), await big('mandelbrot')];
  const B: string[] = [];
  for (let i = 0; i < 10; i++) {
    const k = i >> 1;
    const [left, top] = [k * 1625, (k % 2) * 4000];
    const file = path.join(INPUTS, `photo-${i}-6000x4000.jpg`);
    if (!existsSync(file)) {
      await sharp(sources[i % 2])
        .extract({ left, top, width: 6000, height: 4000 })
        .jpeg({ quality: 90 })
        .toFile(file);
    }
    B.push(file);
  }
  const warmUp = path.join(INPUTS, 'warm-up-1250x800.jpg');
  if (!existsSync(warmUp)) await sharp(sources[0]).resize(1250).jpeg({ quality: 90 }).toFile(warmUp);
  return { A: [sources[0]], B, warmUp };
}

/** The real server as a child process, with an admin and a personal access token. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-bench-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, DEMO_CONTENT: 'false', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d));
  child.stderr?.on('data', (d: Buffer) => (output += d));
  const api = `http://127.0.0.1:${port}/api`;
  for (const end = Date.now() + 60_000; ; await sleep(100)) {
    const ok = await fetch(`${api}/albums/public-album-v2`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > end || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
  }
  const cli = ['--import', 'tsx', 'src/server/cli/admin.ts', 'token', 'create', ADMIN.email, '--name', 'bench'];
  const created = execFileSync(process.execPath, cli, { env, encoding: 'utf8' });
  const token = /(izp_\S+)/.exec(created)?.[1];
  if (!token) throw new Error(`no token from the admin CLI:\n${created}`);
  return { child, api, token, dataDir, output: () => output };
}
type Server = Awaited<ReturnType<typeof startServer>>;

async function runOurs(server: Server, files: string[]): Promise<Run> {
  const { api, token } = server;
  const pid = server.child.pid as number;
  const created = await call(api, 'POST', '/izooms/create', { token, body: { name: 'bench', isPublic: true } });
  if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const id: number = created.body.data.id;
  const parts = files.map((f) => ({ name: path.basename(f), data: readFileSync(f) }));
  const uploaded = await upload(api, `/izooms/upload/${id}`, token, parts);
  if (uploaded.status !== 201) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
  execFileSync('sync');
  await sleep(500);

  const idleRss = treeRss(pid);
  const sampler = sampleRss(pid);
  const start = performance.now();
  const queued = await call(api, 'POST', `/izooms/generate-izoom/${id}`, { token });
  if (queued.status !== 202) throw new Error(`generate-izoom: ${JSON.stringify(queued.body)}`);
  for (;;) {
    const { data } = (await call(api, 'GET', `/izooms/get-generate-state/${id}`, { token })).body;
    if (data.state === 'done') break;
    if (data.state === 'failed' || data.state === 'stopped') {
      sampler.stop();
      throw new Error(`OUR GENERATION FAILED: ${JSON.stringify(data)}\n${server.output()}`);
    }
    await sleep(50);
  }
  const seconds = (performance.now() - start) / 1000;
  const peakRss = sampler.stop();

  const izoomDir = path.join(server.dataDir, 'media', 'i', String(id));
  const version = readdirSync(izoomDir).find((d) => d.startsWith('v1-')) as string;
  const added: { id: number; name: string }[] = uploaded.body.data.added;
  const tiles = Object.fromEntries(
    added.map((p) => [p.name, tilesPerLevel(path.join(izoomDir, version, 'p', `${p.id}_files`))]),
  );
  await call(api, 'POST', `/izooms/delete/${id}`, { token });
  rmSync(izoomDir, { recursive: true, force: true });
  execFileSync('sync');
  return { seconds, peakRss, idleRss, tiles };
}

async function runVips(files: string[]): Promise<Run> {
  const out = mkdtempSync(path.join(tmpdir(), 'izoom-bench-vips-'));
  let peakRss = 0;
  const start = performance.now();
  for (const file of files) {
    const child: ChildProcess = spawn('vips', ['dzsave', file, path.join(out, path.parse(file).name), ...VIPS_ARGS], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const sampler = sampleRss(child.pid as number);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    peakRss = Math.max(peakRss, sampler.stop());
    if (code !== 0) throw new Error(`vips dzsave ${file} exited with ${code}`);
  }
  const seconds = (performance.now() - start) / 1000;
  const tiles = Object.fromEntries(
    files.map((f) => [path.basename(f), tilesPerLevel(path.join(out, `${path.parse(f).name}_files`))]),
  );
  rmSync(out, { recursive: true, force: true });
  execFileSync('sync');
  return { seconds, peakRss, tiles };
}

async function main() {
  const began = performance.now();
  const vipsVersion = ensureVips();
  console.log(
    `${vipsVersion} (vips dzsave) against izoom (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`,
  );
  console.log(`${os.availableParallelism()} cores, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${ROUNDS} rounds`);
  const pictures = await inputs();
  const server = await startServer();
  await runOurs(server, [pictures.warmUp]);
  const cases = [];
  let mismatch = false;
  try {
    for (const [label, files] of [
      ['A: 1 × 100 MP (12500 × 8000)', pictures.A],
      ['B: 10 × 24 MP (6000 × 4000)', pictures.B],
    ] as const) {
      const ours: Run[] = [];
      const vips: Run[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        ours.push(await runOurs(server, files));
        vips.push(await runVips(files));
        const [o, v] = [ours.at(-1) as Run, vips.at(-1) as Run];
        log(`${label} round ${round}: ours ${o.seconds.toFixed(2)} s, vips ${v.seconds.toFixed(2)} s`);
        for (const name of Object.keys(v.tiles)) {
          const [a, b] = [JSON.stringify(o.tiles[name]), JSON.stringify(v.tiles[name])];
          if (a !== b) {
            mismatch = true;
            console.error(`TILE COUNT MISMATCH for ${name}:\n  ours ${a}\n  vips ${b}`);
          }
        }
      }
      const summary = (runs: Run[]) => ({
        seconds: median(runs.map((r) => r.seconds)),
        peakRssMB: median(runs.map((r) => r.peakRss)) / MB,
        ...(runs[0].idleRss !== undefined && { idleRssMB: median(runs.map((r) => r.idleRss ?? 0)) / MB }),
        runs: runs.map((r) => ({ seconds: r.seconds, peakRssMB: r.peakRss / MB, idleRssMB: (r.idleRss ?? 0) / MB })),
        tilesPerPicture: Object.values(runs[0].tiles).map((l) => Object.values(l).reduce((a, b) => a + b, 0)),
      });
      const [o, v] = [summary(ours), summary(vips)];
      cases.push({ case: label, pictures: files.length, ratio: o.seconds / v.seconds, ours: o, vips: v });
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(server.dataDir, { recursive: true, force: true });
  }

  const f = (x: number, d = 2) => x.toFixed(d);
  console.log(`\nMedian of ${ROUNDS} rounds; RSS = peak of the process tree (ours: server + imaging workers).\n`);
  console.log(
    '| Case | ours (s) | vips (s) | ours ÷ vips (≤ 1.0) | ours peak RSS (MB, < 1024) | vips peak RSS (MB) | ours idle RSS (MB) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const c of cases) {
    const marks = [c.ratio <= 1 ? '✓' : '✗', c.ours.peakRssMB < 1024 ? '✓' : '✗'];
    console.log(
      `| ${c.case} | ${f(c.ours.seconds)} | ${f(c.vips.seconds)} | ${f(c.ratio)} ${marks[0]} | ${f(c.ours.peakRssMB, 0)} ${marks[1]} | ${f(c.vips.peakRssMB, 0)} | ${f(c.ours.idleRssMB ?? 0, 0)} |`,
    );
  }
  const totalSeconds = (performance.now() - began) / 1000;
  const json = path.join(ARTIFACTS, 'generation.json');
  const settings = { tileSize: 254, overlap: 1, depth: 'onepixel', format: 'jpeg', quality: 85 };
  const { sharp: sharpVersion, vips: libvips } = sharp.versions;
  const about = { vips: vipsVersion, sharp: sharpVersion, libvips, cores: os.availableParallelism(), rounds: ROUNDS };
  writeFileSync(
    json,
    `${JSON.stringify({ date: new Date().toISOString(), ...about, statistic: 'median', settings, cases, totalSeconds }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), json)} in ${f(totalSeconds, 0)} s in all.`);
  if (mismatch) {
    console.error('FAILED: ours and vips made different numbers of tiles (see above)');
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
