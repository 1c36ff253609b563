/**
 * Album scene benchmark: does an album of 100 izooms stay smooth? The real server gets 100 public izooms
 * (one 2400 × 1600 picture each, the server's demo fractal and terrain in turn, generated for real) in one group of a public album; headless Chromium
 * (1280 × 800, WebGL2 on SwiftShader) opens its page, waits until every izoom hangs in the gallery and
 * the entrance view is sharp, then flies in front of every 5th izoom down the hall and back to the
 * entrance (the slide animation, 600 ms each), recording requestAnimationFrame intervals throughout: the
 * page's frames. The scene draws in a worker (see src/viewer/dom/album-drawer.ts), whose frames need not keep
 * their pace: the drawer's own frames per second are counted beside them.
 *
 *   npm run bench:album     (builds the app into tests/.artifacts/bench/album-dist/ first)
 *   BENCH_IZOOMS=30 BENCH_DRAWER=page npm run bench:album     (fewer izooms; the scene drawn in the page)
 *
 * Prints a Markdown table and writes tests/.artifacts/bench-album.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDemoPicture } from '../../src/server/imaging/demo-pictures';
import { call } from '../support/api';
import { launchBrowser } from '../support/browser';
import { signIn } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

const IZOOMS = Number(process.env.BENCH_IZOOMS || 100);
const DRAWER = process.env.BENCH_DRAWER ?? 'worker';
const DIST = path.resolve('tests/.artifacts/bench/album-dist');
const JSON_OUT = path.resolve('tests/.artifacts/bench-album.json');
const SHOTS = path.resolve('tests/.artifacts/bench/album');
const log = (...args: unknown[]) => console.error('bench:', ...args);

interface SceneStats {
  sharp: boolean;
  planes: number;
  planesInView: number;
  drawn: number;
  gpuBytes: number;
  requested: number;
  frameCpuMs: number;
  drawer: string;
  framesDrawn: number;
}

async function makeAlbum(server: TestServer): Promise<{ albumId: number; ids: number[] }> {
  const token = (await signIn(server.url, ADMIN)).access_token;
  // The server's two demo pictures, in turn: real detail to zoom into.
  const pictures = await Promise.all(
    (['mandelbrot', 'terrain'] as const).map(async (kind) => {
      const file = path.join(tmpdir(), `izoom-bench-${kind}-${process.pid}.jpg`);
      await renderDemoPicture(kind, 2400, 1600, file);
      return readFileSync(file);
    }),
  );
  const ids: number[] = [];
  for (let i = 0; i < IZOOMS; i++) {
    const picture = pictures[i % pictures.length] as Buffer;
    const created = await call(server.api, 'POST', '/izooms/create', {
      token,
      body: { name: `Izoom ${i + 1}`, isPublic: true },
    });
    const id = created.body.data.id as number;
    if (
      (await upload(server.api, `/izooms/upload/${id}`, token, [{ name: `p${i}.jpg`, data: picture }])).status !== 201
    )
      throw new Error(`upload ${i} failed`);
    await call(server.api, 'POST', `/izooms/generate-izoom/${id}`, { token });
    ids.push(id);
  }
  for (const id of ids) {
    for (const end = Date.now() + 300_000; ; await new Promise((r) => setTimeout(r, 200))) {
      const { state } = (await call(server.api, 'GET', `/izooms/get-generate-state/${id}`, { token })).body.data;
      if (state === 'done') break;
      if (state === 'failed' || Date.now() > end) throw new Error(`izoom ${id}: ${state}`);
    }
  }
  const album = await call(server.api, 'POST', '/albums/create', {
    token,
    body: { name: `${IZOOMS} izooms`, isPublic: true },
  });
  const albumId = album.body.data.id as number;
  await call(server.api, 'POST', `/albums/update-group/${albumId}`, {
    token,
    body: { groups: [{ id: 'all', name: `All ${IZOOMS}`, izoomIds: ids }] },
  });
  return { albumId, ids };
}

const percentile = (xs: number[], p: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
};

async function main() {
  execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
  process.env.IZOOM_TEST_DIST = DIST;
  mkdirSync(SHOTS, { recursive: true });
  const server = await startTestServer();
  const madeAt = performance.now();
  const { albumId, ids } = await makeAlbum(server);
  log(`${IZOOMS} izooms generated in ${Math.round((performance.now() - madeAt) / 1000)} s`);
  const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  // BENCH_DRAWER=page: the scene drawn in the page, as where a canvas cannot be handed to a worker.
  if (DRAWER === 'page') await browser.page.addInitScript(() => localStorage.setItem('izoom-album-drawer', 'page'));
  const { page } = browser;
  const stats = () =>
    page.evaluate(() => (window as unknown as { izoomAlbum: { stats(): SceneStats } }).izoomAlbum.stats());
  try {
    const opened = performance.now();
    await page.goto(`${server.url}/album/${albumId}`);
    await page.waitForFunction(
      (count) => {
        const s = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
        return s?.sharp === true && s.planes >= count;
      },
      IZOOMS,
      { timeout: 180_000 },
    );
    const ready = performance.now() - opened;
    const entrance = await stats();
    await page.getByTestId('album-canvas').screenshot({ path: path.join(SHOTS, '01-entrance.png') });
    // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
    await page.evaluate(`(() => {
      window.frameTimes = [];
      window.recording = true;
      const tick = (t) => {
        window.frameTimes.push(t);
        if (window.recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const tourStart = { at: performance.now(), drawn: entrance.framesDrawn };
    const stops = ids.filter((_, i) => i % 5 === 0);
    const inView: number[] = [];
    const cpu: number[] = [];
    for (const id of stops) {
      await page.evaluate((izoom) => {
        (window as unknown as { izoomAlbum: { flyToIzoom(id: number): void } }).izoomAlbum.flyToIzoom(izoom);
      }, id);
      for (let sample = 0; sample < 6; sample++) {
        await page.waitForTimeout(100);
        cpu.push((await stats()).frameCpuMs);
      }
      await page.waitForTimeout(100);
      inView.push((await stats()).planesInView);
    }
    await page.getByTestId('album-canvas').screenshot({ path: path.join(SHOTS, '02-down-the-hall.png') });
    await page.getByTestId('album-canvas').press('0');
    await page.waitForTimeout(900);
    const times = await page.evaluate(() => {
      const w = window as unknown as { frameTimes: number[]; recording: boolean };
      w.recording = false;
      return w.frameTimes;
    });
    const intervals = times.slice(1).map((t, i) => t - (times[i] ?? t));
    const end = await stats();
    const tourSeconds = (performance.now() - tourStart.at) / 1000;
    const result = {
      izooms: IZOOMS,
      readyMs: Math.round(ready),
      frames: intervals.length,
      frameMedianMs: Math.round(percentile(intervals, 0.5) * 10) / 10,
      frameP95Ms: Math.round(percentile(intervals, 0.95) * 10) / 10,
      frameMaxMs: Math.round(Math.max(...intervals)),
      frameCpuMedianMs: Math.round(percentile(cpu, 0.5) * 10) / 10,
      drawer: end.drawer,
      drawerFramesPerSecond: Math.round(((end.framesDrawn - tourStart.drawn) / tourSeconds) * 10) / 10,
      planesInViewMax: Math.max(entrance.planesInView, ...inView),
      gpuMiB: Math.round(end.gpuBytes / 2 ** 20),
      tilesRequested: end.requested,
    };
    writeFileSync(JSON_OUT, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      '| izooms | ready (all hung, sharp) | frames | frame median | frame p95 | frame max | main thread per frame | drawer frames/s | izooms in view (max) | GPU | tiles fetched |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${result.izooms} | ${result.readyMs} ms | ${result.frames} | ${result.frameMedianMs} ms | ${result.frameP95Ms} ms | ${result.frameMaxMs} ms | ${result.frameCpuMedianMs} ms | ${result.drawerFramesPerSecond} (${result.drawer}) | ${result.planesInViewMax} | ${result.gpuMiB} MiB | ${result.tilesRequested} |`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
