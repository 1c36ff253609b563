// `bench:scaling-inputs`, the viewing side: what one album view asks of the origin, in real Chromium.
//
// One VIEW: open /album/<id> and wait until its izoom cards show and its gallery scene is sharp, 2 s more; open the
// first izoom (click its card) and wait until the viewer is sharp; press "Zoom in" 3 times, waiting until sharp after
// each; next izoom (n), sharp, "Zoom in" 3 times; Escape; 2 s more. Two izooms opened, six zoom steps.
// First visit: a fresh browser profile. Repeat visit: the same profile (HTTP cache, the app's service worker), a new
// tab, the same view again.
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import type { BenchCluster } from './cluster';
import { KINDS, type Kind, kindOf, type Seen } from './counting-proxy';
import { between, type DbLoad, type Delta, lessIdle, snapshot } from './scaling-db';
import { loadNow } from './support';

export interface Device {
  name: string;
  viewport: { width: number; height: number };
  phone?: { deviceScaleFactor: number };
}

export const DEVICES: Device[] = [
  { name: 'desktop 1280 × 800, DPR 1', viewport: { width: 1280, height: 800 } },
  { name: 'phone 390 × 844, DPR 3', viewport: { width: 390, height: 844 }, phone: { deviceScaleFactor: 3 } },
];

export interface KindCount {
  requests: number;
  bytes: number;
}

export interface ViewRun {
  device: string;
  visit: 'first' | 'repeat';
  seconds: number;
  /** Requests that reached the origin (through the counting proxy), by kind. */
  origin: Record<Kind, KindCount>;
  /** Answers 304 among them. */
  notModified: number;
  /** What the page and its workers asked for, by kind, and how many of those the service worker answered. */
  asked: Record<Kind, number>;
  fromServiceWorker: number;
  /** The API paths the view called, with how many times. */
  apiCalls: Record<string, number>;
  db: DbLoad;
  /** The deepest tile level asked. */
  deepestLevel: number;
  /** Tiles that reached the origin, by Deep Zoom level. */
  tilesByLevel: Record<string, number>;
  load: string;
  errors: string[];
}

interface SceneStats {
  sharp: boolean;
  planes: number;
  setting: string;
}

const sharpViewer = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { izoomViewer?: { stats(): { sharp: boolean } } }).izoomViewer?.stats().sharp === true,
    undefined,
    { timeout: 90_000, polling: 100 },
  );

async function view(page: Page, base: string, albumId: number, izoomCount: number): Promise<void> {
  await page.goto(`${base}/album/${albumId}`);
  await page.getByTestId('izoom-card').first().waitFor({ timeout: 60_000 });
  await page
    .waitForFunction(
      (count) => {
        const scene = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
        return scene?.sharp === true && scene.planes >= count && scene.setting === 'ready';
      },
      izoomCount,
      { timeout: 90_000, polling: 100 },
    )
    .catch(() => console.error('bench: the album scene was not sharp within 90 s (or is not shown); going on'));
  await page.waitForTimeout(2000);
  await page.getByTestId('izoom-card').first().click();
  await page.getByTestId('focus-viewer').waitFor({ timeout: 60_000 });
  for (let izoom = 0; izoom < 2; izoom++) {
    if (izoom > 0) {
      const before = new URL(page.url()).searchParams.get('izoom');
      await page.getByTestId('viewer-canvas').press('n');
      await page.waitForURL((url) => url.searchParams.get('izoom') !== before, { timeout: 30_000 });
    }
    await sharpViewer(page);
    for (let step = 0; step < 3; step++) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(400); // the zoom animation, so that "sharp" is the new view's
      await sharpViewer(page);
    }
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(2000);
}

const byKind = () => Object.fromEntries(KINDS.map((k) => [k, { requests: 0, bytes: 0 }])) as Record<Kind, KindCount>;

async function measured(
  cluster: BenchCluster,
  take: () => Seen[],
  context: BrowserContext,
  run: { device: string; visit: 'first' | 'repeat'; albumId: number; izoomCount: number; idle: Delta },
): Promise<ViewRun> {
  const page = await context.newPage();
  const asked = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let [fromServiceWorker, deepestLevel] = [0, 0];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const onRequest = (request: { url(): string; serviceWorker(): unknown }) => {
    if (request.serviceWorker()) return; // the service worker's own fetches reach the proxy; counted there
    const url = new URL(request.url());
    if (url.protocol !== 'http:') return;
    asked[kindOf(url.pathname)]++;
    const level = /_files\/(\d+)\//.exec(url.pathname)?.[1];
    if (level) deepestLevel = Math.max(deepestLevel, Number(level));
  };
  const onResponse = (response: { fromServiceWorker(): boolean; request(): { serviceWorker(): unknown } }) => {
    if (!response.request().serviceWorker() && response.fromServiceWorker()) fromServiceWorker++;
  };
  context.on('request', onRequest);
  context.on('response', onResponse);
  take();
  const [load, a, t0] = [loadNow(), await snapshot(cluster), performance.now()];
  try {
    await view(page, cluster.web.url, run.albumId, run.izoomCount);
  } finally {
    context.off('request', onRequest);
    context.off('response', onResponse);
  }
  const seconds = (performance.now() - t0) / 1000;
  const db = lessIdle(between(a, await snapshot(cluster)), run.idle);
  const seen = take();
  await page.close();
  const origin = byKind();
  const apiCalls: Record<string, number> = {};
  for (const s of seen) {
    origin[s.kind].requests++;
    origin[s.kind].bytes += s.bytes;
    if (s.kind === 'api') {
      const name = s.path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/:id');
      apiCalls[name] = (apiCalls[name] ?? 0) + 1;
    }
  }
  const notModified = seen.filter((s) => s.status === 304).length;
  const tilesByLevel: Record<string, number> = {};
  for (const s of seen) {
    const level = s.kind === 'tile' && /_files\/(\d+)\//.exec(s.path)?.[1];
    if (level) tilesByLevel[level] = (tilesByLevel[level] ?? 0) + 1;
  }
  console.error(
    `bench: ${run.device}, ${run.visit} visit: ${seen.length} requests at the origin, ${origin.tile.requests} tiles (load ${load})`,
  );
  return {
    device: run.device,
    visit: run.visit,
    seconds,
    origin,
    notModified,
    asked,
    fromServiceWorker,
    apiCalls,
    db,
    deepestLevel,
    tilesByLevel,
    load,
    errors,
  };
}

/** First and repeat visit on each device, each in a fresh browser profile. */
export async function measureViews(
  cluster: BenchCluster,
  take: () => Seen[],
  albumId: number,
  izoomCount: number,
  idle: Delta,
): Promise<ViewRun[]> {
  const runs: ViewRun[] = [];
  for (const device of DEVICES) {
    const browser = await launchBrowser({ viewport: device.viewport, ...(device.phone && { phone: device.phone }) });
    try {
      for (const visit of ['first', 'repeat'] as const)
        runs.push(
          await measured(cluster, take, browser.context, { device: device.name, visit, albumId, izoomCount, idle }),
        );
    } finally {
      await browser.close();
    }
  }
  return runs;
}
