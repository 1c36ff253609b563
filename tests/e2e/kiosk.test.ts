/**
 * Kiosk mode over time, against the real server's demo album in real Chromium: one viewer goes round the
 * album, keeps touring with real pixels on screen through a network loss (tiles from its GPU cache,
 * manifests from the query cache), and its memory stays flat over many rounds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'kiosk');
/** The engine's default tile cache budget. */
const CACHE_BYTES = 192 * 1024 * 1024;
const MB = 1024 * 1024;

let server: TestServer;
let browser: TestBrowser;
let albumId: number;
/** The album's izooms in tour order, with their names (the viewer canvas's accessible name). */
let izooms: { id: number; name: string }[];

interface ViewerStats {
  sharp: boolean;
  drawn: number;
  gpuBytes: number;
}
interface Viewer {
  canvas: HTMLCanvasElement;
  stats(): ViewerStats;
  subscribe(listener: () => void): () => void;
}
type ViewerWindow = Window & { izoomViewer?: Viewer };

const openKiosk = async (dwell: number): Promise<Page> => {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/album/${albumId}?kiosk&dwell=${dwell}`);
  await page.getByTestId('viewer-canvas').waitFor();
  return page;
};

const shownIzoom = async (page: Page) => Number(await page.getByTestId('kiosk').getAttribute('data-kiosk-izoom'));

const nameOf = (id: number) => izooms.find((izoom) => izoom.id === id)?.name;

/** How much the canvas's pixels vary (a blank or one-colour canvas varies by ~0). */
const canvasDeviation = async (page: Page, name: string) => {
  const png = await page.getByTestId('viewer-canvas').screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  const { channels } = await sharp(png).removeAlpha().stats();
  return Math.max(...channels.map((c) => c.stdev));
};

/** Nothing went wrong on screen: no error of the album, the viewer or the picture. */
const expectNoError = async (page: Page) => {
  expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  expect(await page.getByTestId('viewer-error').count()).toBe(0);
  expect(await page.getByTestId('kiosk').count()).toBe(1);
};

/**
 * Records in the page: the izooms (by name) of every frame drawn sharp, and, every 50 ms, the most and
 * fewest canvases and the most GPU bytes.
 */
const startRecorder = (page: Page) =>
  page.evaluate(() => {
    const record = { sharp: [] as string[], minCanvases: Number.POSITIVE_INFINITY, maxCanvases: 0, maxGpuBytes: 0 };
    const viewer = (window as ViewerWindow).izoomViewer;
    viewer?.subscribe(() => {
      const name = viewer.canvas.getAttribute('aria-label') ?? '';
      if (viewer.stats().sharp && !record.sharp.includes(name)) record.sharp.push(name);
    });
    setInterval(() => {
      const canvases = document.querySelectorAll('canvas').length;
      record.minCanvases = Math.min(record.minCanvases, canvases);
      record.maxCanvases = Math.max(record.maxCanvases, canvases);
      record.maxGpuBytes = Math.max(record.maxGpuBytes, (window as ViewerWindow).izoomViewer?.stats().gpuBytes ?? 0);
    }, 50);
    (window as unknown as { kioskRecord: typeof record }).kioskRecord = record;
  });

const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          kioskRecord: { sharp: string[]; minCanvases: number; maxCanvases: number; maxGpuBytes: number };
        }
      ).kioskRecord,
  );

/**
 * The next frame the viewer draws of izoom `id`, as PNG, copied in the frame itself: a screenshot takes
 * seconds here, and the tour may have moved on by then.
 */
const frameOf = async (page: Page, id: number, file: string) => {
  const url = await page.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const viewer = (window as ViewerWindow).izoomViewer;
        if (!viewer) return reject(new Error('no viewer'));
        let subscribed = false;
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no frame of ${name}`));
        }, 15_000);
        const stop = viewer.subscribe(() => {
          // Called at once on subscribing, outside a frame: the drawing buffer is only readable in one.
          if (!subscribed || viewer.canvas.getAttribute('aria-label') !== name) return;
          const copy = document.createElement('canvas');
          copy.width = viewer.canvas.width;
          copy.height = viewer.canvas.height;
          copy.getContext('2d')?.drawImage(viewer.canvas, 0, 0);
          stop();
          clearTimeout(timer);
          resolve(copy.toDataURL('image/png'));
        });
        subscribed = true;
      }),
    nameOf(id),
  );
  const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
  await writeFile(join(ARTIFACTS, `${file}.png`), png);
  const { channels } = await sharp(png).removeAlpha().stats();
  return Math.max(...channels.map((c) => c.stdev));
};

/** Follows the tour through one full round from where it is, checking each izoom as it comes. */
const followRound = async (page: Page, label: string) => {
  const at = izooms.map((izoom) => izoom.id).indexOf(await shownIzoom(page));
  const seen: { id: number; deviation: number }[] = [];
  for (let step = 1; step <= izooms.length; step++) {
    const next = izooms[(at + step) % izooms.length];
    await expect.poll(() => shownIzoom(page), { timeout: 20_000 }).toBe(next.id);
    const deviation = await frameOf(page, next.id, `${label}-${step}-izoom-${next.id}`);
    await expectNoError(page);
    seen.push({ id: next.id, deviation });
  }
  return seen;
};

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId } = await startDemoServer());
  const album = await call<{ izooms: { id: number; name: string }[]; groups: { izoomIds: number[] }[] }>(
    server.api,
    'GET',
    `/albums/public/get-by-id/${albumId}`,
  );
  izooms = album.body.data.groups
    .flatMap((group) => group.izoomIds)
    .map((id) => ({ id, name: album.body.data.izooms.find((izoom) => izoom.id === id)?.name ?? '' }));
  expect(izooms.length).toBeGreaterThan(1);
  browser = await launchBrowser({ viewport: { width: 1000, height: 700 }, serviceWorkers: 'block' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('kiosk mode', () => {
  it('keeps touring the album with real pixels through a network loss', async () => {
    const page = await openKiosk(2);
    await startRecorder(page);
    // Online: round the album until every izoom has been seen sharp (its tiles are then on the GPU).
    await expect
      .poll(async () => (await recorded(page)).sharp.length, { timeout: 60_000, interval: 500 })
      .toBe(izooms.length);
    const online = await followRound(page, 'online');
    // Meanwhile the kiosk has kept its album on the device by itself (src/web/offline/album-saver.ts).
    const savedState = () =>
      page.evaluate(`new Promise((resolve) => {
        const open = indexedDB.open('izoom');
        open.onsuccess = () => {
          const read = open.result.transaction('offline').objectStore('offline').get('saved-albums');
          read.onsuccess = () => resolve((read.result ?? []).find((album) => album.albumId === ${albumId})?.state ?? null);
        };
      })`);
    await expect.poll(savedState, { timeout: 60_000, interval: 500 }).toBe('saved');

    // Offline, and no HTTP cache either (routing turns it off): tiles can only come from the viewer's GPU cache.
    const failedTiles: string[] = [];
    const onFailed = (request: { url(): string }) => {
      if (/_files\/\d+\//.test(request.url())) failedTiles.push(request.url());
    };
    page.on('requestfailed', onFailed);
    await browser.context.route('**/*', (route) => route.abort('internetdisconnected'));
    await browser.context.setOffline(true);
    let offline: { id: number; deviation: number }[];
    try {
      offline = [...(await followRound(page, 'offline-1')), ...(await followRound(page, 'offline-2'))];
      // And as the page looks (whichever izoom it shows by the time the screenshot is taken).
      expect(await canvasDeviation(page, 'offline-screenshot')).toBeGreaterThan(15);
    } finally {
      await browser.context.setOffline(false);
      await browser.context.unrouteAll();
      page.off('requestfailed', onFailed);
    }
    const back = await followRound(page, 'back-online');
    const record = await recorded(page);
    console.log('kiosk through a network loss (canvas stdev per izoom):', {
      online,
      offline,
      back,
      record,
      tileRequestsFailedOffline: failedTiles.length,
    });
    for (const { deviation } of [...online, ...offline, ...back]) expect(deviation).toBeGreaterThan(15);
    expect(record.minCanvases).toBe(1);
    expect(record.maxCanvases).toBe(1);
    expect(browser.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await page.close();
  });

  it('keeps one viewer and flat memory over many rounds', async () => {
    const page = await openKiosk(1);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await startRecorder(page);
    const sample = async (round: number) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
      const stats = await page.evaluate(() => (window as ViewerWindow).izoomViewer?.stats());
      return { round, heapMB: +(heap / MB).toFixed(2), gpuMB: +((stats?.gpuBytes ?? 0) / MB).toFixed(1) };
    };
    const samples: Awaited<ReturnType<typeof sample>>[] = [];
    const started = Date.now();
    const first = izooms[0].id;
    for (let round = 1; Date.now() - started < 60_000 || round <= 3; round++) {
      // A round ends when the tour comes back to the first izoom after the others.
      await expect.poll(() => shownIzoom(page), { timeout: 20_000 }).not.toBe(first);
      await expect.poll(() => shownIzoom(page), { timeout: 20_000 }).toBe(first);
      samples.push(await sample(round));
    }
    const record = await recorded(page);
    console.log('kiosk memory per round:', samples, record);
    expect(await canvasDeviation(page, 'memory-last')).toBeGreaterThan(15);
    const heapFirst = samples[0].heapMB;
    const heapLast = samples[samples.length - 1].heapMB;
    expect(heapLast).toBeLessThanOrEqual(Math.max(heapFirst * 1.25, heapFirst + 10));
    expect(record.maxGpuBytes).toBeLessThanOrEqual(CACHE_BYTES);
    expect(record.minCanvases).toBe(1);
    expect(record.maxCanvases).toBe(1);
    await expectNoError(page);
    await page.close();
  });

  it('waits on the izoom a visitor moved to with next, instead of touring on at once', async () => {
    const page = await openKiosk(1);
    await page.getByRole('button', { name: 'Next izoom' }).click();
    await page.waitForTimeout(500);
    const chosen = await shownIzoom(page);
    // Untouched, the tour would have moved on about every 1.5 s.
    await page.waitForTimeout(5000);
    expect(await shownIzoom(page)).toBe(chosen);
    await page.close();
  });
});
