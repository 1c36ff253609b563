/**
 * Kiosk soak: does a kiosk hold steady for an hour? The real server (its own process, as in production) makes
 * its demo album (two 42-megapixel pictures, as on a first `npm start`); headless Chromium (1280 × 800, the app's
 * service worker on, as a kiosk runs) opens `/album/ID?kiosk` and lets it tour by itself (20 s an izoom). Every
 * minute, after a garbage collection: the JS heap (the lower of two readings 2 s apart; and from a heap snapshot, how
 * much of it is V8's compiled code and DevTools' records, and the rest), the tiles the viewer
 * holds on the GPU and their bytes, the DOM's node count, the frames drawn that minute, and whether the next
 * frame drawn was blank.
 *
 *   npm run bench:kiosk [minutes]     (60 by default; builds the app into tests/.artifacts/bench/kiosk-dist/)
 *   BENCH_DWELL=5 npm run bench:kiosk 10   (a shorter dwell, for a quick look)
 *
 * Prints one row a minute and a verdict: from minute 5 on, heap and GPU within ±10 % of their minute-5 values,
 * and never a blank frame. JSON in tests/.artifacts/bench-kiosk.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { call } from '../support/api';
import { launchBrowser } from '../support/browser';
import { startBenchServer } from './bench-server';
import { heapBreakdown } from './heap-breakdown';

const MINUTES = Number(process.argv[2] || 60);
const DWELL_S = Number(process.env.BENCH_DWELL || 20);
const DIST = path.resolve('tests/.artifacts/bench/kiosk-dist');
const JSON_OUT = path.resolve('tests/.artifacts/bench-kiosk.json');
const SHOTS = path.resolve('tests/.artifacts/bench/kiosk');
/** A frame whose pixels vary less than this (standard deviation of 0–255 luminance) shows nothing. */
const BLANK_BELOW = 4;
const MB = 1024 * 1024;
const log = (...args: unknown[]) => console.error('bench:', ...args);

interface Sample {
  minute: number;
  heapMB: number;
  /** Of the heap: V8's compiled code, and DevTools' records of the bench's own watching (see heap-breakdown.ts). */
  codeMB: number;
  devtoolsMB: number;
  /** The heap less those two: what the app's own objects hold. */
  appMB: number;
  gpuTiles: number;
  gpuMB: number;
  domNodes: number;
  frames: number;
  /** Luminance standard deviation of the next frame drawn after the sample. */
  frameStdev: number;
  blank: boolean;
  izoom: number;
}

/** Until every izoom of the demo album is generated; its id. */
async function demoAlbum(api: string): Promise<number> {
  for (const end = Date.now() + 600_000; Date.now() < end; await new Promise((r) => setTimeout(r, 1000))) {
    const albums = await call<{ items: { id: number }[] }>(api, 'GET', '/albums/public-album-v2');
    const izooms = await call<{ items: { generate?: { state: string } }[] }>(api, 'GET', '/izooms/public-list');
    const items = izooms.body.data?.items ?? [];
    const albumId = albums.body.data?.items[0]?.id;
    if (albumId && items.length > 0 && items.every((izoom) => izoom.generate?.state === 'done')) return albumId;
  }
  throw new Error('the demo album was not ready within 10 minutes');
}

/**
 * In the page: the next frame the viewer draws, shrunk to 64 × 40 and its luminance's standard deviation (copied
 * in the frame itself, where a WebGL drawing buffer is readable). A string, so tsx adds no helpers to it.
 */
const NEXT_FRAME_STDEV = `new Promise((resolve) => {
  const viewer = window.izoomViewer;
  if (!viewer) return resolve(-1);
  let subscribed = false;
  const timer = setTimeout(() => { stop(); resolve(-1); }, 45000);
  const stop = viewer.subscribe(() => {
    if (!subscribed) return;
    stop();
    clearTimeout(timer);
    const copy = document.createElement('canvas');
    copy.width = 64;
    copy.height = 40;
    const context = copy.getContext('2d');
    context.drawImage(viewer.canvas, 0, 0, 64, 40);
    const { data } = context.getImageData(0, 0, 64, 40);
    let sum = 0, squares = 0;
    for (let i = 0; i < data.length; i += 4) {
      const y = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
      sum += y;
      squares += y * y;
    }
    const n = data.length / 4;
    resolve(Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2)));
  });
  subscribed = true;
})`;

const within = (value: number, reference: number, share: number) => Math.abs(value - reference) <= reference * share;

async function main() {
  if (process.env.BENCH_BUILD !== '0') {
    execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
  }
  mkdirSync(SHOTS, { recursive: true });
  const server = await startBenchServer({ DIST_DIR: DIST, DEMO_CONTENT: 'true' });
  const browser = await launchBrowser({ viewport: { width: 1280, height: 800 } });
  const samples: Sample[] = [];
  try {
    const albumId = await demoAlbum(server.api);
    log(`demo album ${albumId} ready; touring for ${MINUTES} minutes, ${DWELL_S} s an izoom`);
    const { page } = browser;
    await page.goto(`${server.url}/album/${albumId}?kiosk&dwell=${DWELL_S}`);
    await page.getByTestId('viewer-canvas').waitFor({ timeout: 60_000 });
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    console.log(
      '| minute | JS heap (MB) | compiled code | DevTools records | the rest | GPU tiles | GPU (MB) | DOM nodes | frames | frame stdev | blank |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|');
    let framesBefore = 0;
    const started = Date.now();
    for (let minute = 1; minute <= MINUTES; minute++) {
      await page.waitForTimeout(Math.max(0, started + minute * 60_000 - Date.now()));
      // Twice, 2 s apart, after a full collection each time; the lower: what lives on, not what a frame or a
      // fetch held at that instant (a decode, the query cache being saved).
      const heaps: number[] = [];
      let metric = (_name: string) => 0;
      for (let take = 0; take < 2; take++) {
        if (take > 0) await page.waitForTimeout(2000);
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
        heaps.push(metric('JSHeapUsedSize'));
      }
      const { codeMB, devtoolsMB } = await heapBreakdown(cdp);
      const stats = (await page.evaluate('window.izoomViewer?.stats()')) as {
        gpuTiles: number;
        gpuBytes: number;
        frames: number;
      } | null;
      const izoom = Number(await page.getByTestId('kiosk').getAttribute('data-kiosk-izoom'));
      const frameStdev = (await page.evaluate(NEXT_FRAME_STDEV)) as number;
      const frames = stats?.frames ?? 0;
      const sample: Sample = {
        minute,
        heapMB: +(Math.min(...heaps) / MB).toFixed(2),
        codeMB,
        devtoolsMB,
        appMB: +(Math.min(...heaps) / MB - codeMB - devtoolsMB).toFixed(2),
        gpuTiles: stats?.gpuTiles ?? 0,
        gpuMB: +((stats?.gpuBytes ?? 0) / MB).toFixed(1),
        domNodes: metric('Nodes'),
        frames: frames - framesBefore,
        frameStdev: +frameStdev.toFixed(1),
        blank: frameStdev < BLANK_BELOW,
        izoom,
      };
      framesBefore = frames;
      samples.push(sample);
      if (sample.blank || minute % 10 === 0) await page.screenshot({ path: path.join(SHOTS, `minute-${minute}.png`) });
      console.log(
        `| ${minute} | ${sample.heapMB} | ${codeMB} | ${devtoolsMB} | ${sample.appMB} | ${sample.gpuTiles} | ${sample.gpuMB} | ${sample.domNodes} | ${sample.frames} | ${sample.frameStdev} | ${sample.blank ? '**yes**' : 'no'} |`,
      );
    }
    const errors = browser.errors.filter((error) => error.startsWith('pageerror'));
    report(samples, errors);
  } finally {
    await browser.close();
    await server.close();
  }
}

function report(samples: Sample[], pageErrors: string[]) {
  const reference = samples.find((s) => s.minute === 5) ?? samples[samples.length - 1];
  const later = samples.filter((s) => s.minute >= (reference?.minute ?? 0));
  const range = (pick: (s: Sample) => number) => [Math.min(...later.map(pick)), Math.max(...later.map(pick))];
  const verdict = {
    minutes: samples.length,
    dwellSeconds: DWELL_S,
    reference,
    heapMB: range((s) => s.heapMB),
    gpuMB: range((s) => s.gpuMB),
    gpuTiles: range((s) => s.gpuTiles),
    domNodes: range((s) => s.domNodes),
    appMB: range((s) => s.appMB),
    codeMB: range((s) => s.codeMB),
    heapWithin10: !!reference && later.every((s) => within(s.heapMB, reference.heapMB, 0.1)),
    appWithin10: !!reference && later.every((s) => within(s.appMB, reference.appMB, 0.1)),
    gpuWithin10:
      !!reference &&
      later.every((s) => within(s.gpuMB, reference.gpuMB, 0.1) && within(s.gpuTiles, reference.gpuTiles, 0.1)),
    blankFrames: samples.filter((s) => s.blank).length,
    pageErrors,
  };
  writeFileSync(JSON_OUT, JSON.stringify({ verdict, samples }, null, 2));
  console.log('');
  console.log(
    `From minute ${reference?.minute} to ${samples.length}: JS heap ${verdict.heapMB.join('–')} MB (${verdict.heapWithin10 ? 'within' : '**not within**'} ±10 % of minute ${reference?.minute}), ` +
      `GPU ${verdict.gpuMB.join('–')} MB in ${verdict.gpuTiles.join('–')} tiles (${verdict.gpuWithin10 ? 'within' : '**not within**'} ±10 %), ` +
      `DOM ${verdict.domNodes.join('–')} nodes; ` +
      `the heap less compiled code (${verdict.codeMB.join('–')} MB) and DevTools records: ${verdict.appMB.join('–')} MB (${verdict.appWithin10 ? 'within' : '**not within**'} ±10 %); blank frames: ${verdict.blankFrames}; page errors: ${pageErrors.length}.`,
  );
  log(`JSON in ${JSON_OUT}`);
  if (!verdict.heapWithin10 || !verdict.gpuWithin10 || verdict.blankFrames > 0 || pageErrors.length > 0) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
