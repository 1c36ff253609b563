/**
 * The album as a 3D gallery, against the real server and its demo album, in real Chromium (WebGL2 on
 * SwiftShader): the izooms hang in the built-in gallery with real pixels, walking up to one asks finer
 * tiles, choosing one flies in front of it and opens focus mode, and a lost WebGL context recovers.
 * Screenshots along the way are in tests/.artifacts/album-scene/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { recordTileLevels, startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'album-scene');

interface SceneStats {
  sharp: boolean;
  drawn: number;
  requested: number;
  planes: number;
  planesInView: number;
  setting: string;
  view: { position: { x: number; y: number; z: number }; yaw: number };
  programs: number;
  drawer: string;
  signs: number;
}

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let albumId: number;
let izoomCount: number;
let tileLevels: number[] = [];
/** Where the scene opened: framed on the first izoom. */
let opening: SceneStats['view'];
let openingPixels: Buffer;

const stats = (on = page): Promise<SceneStats> =>
  on.evaluate(() => (window as unknown as { izoomAlbum: { stats(): SceneStats } }).izoomAlbum.stats());

const waitForScene = async (planes = izoomCount, on = page) => {
  await on.waitForFunction(
    (count) => {
      const scene = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
      return scene?.sharp === true && scene.planes >= count && scene.setting === 'ready';
    },
    planes,
    { timeout: 60_000 },
  );
  await on.waitForTimeout(300);
};

/** The canvas (or its middle part) as pixels, with how much they vary and their mean colour. */
const shot = async (name: string, middle = false) => {
  const png = await page.getByTestId('album-canvas').screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  let image = sharp(png).removeAlpha();
  if (middle) {
    const { width = 0, height = 0 } = await image.metadata();
    image = image.extract({
      left: Math.round(width * 0.35),
      top: Math.round(height * 0.35),
      width: Math.round(width * 0.3),
      height: Math.round(height * 0.3),
    });
  }
  const { channels } = await image.stats();
  return { deviation: Math.max(...channels.map((c) => c.stdev)), mean: channels.map((c) => c.mean), png };
};

/** How far two screenshots of the same size are apart: the mean difference of their channels, 0–255. */
const meanDifference = async (a: Buffer, b: Buffer): Promise<number> => {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
};

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId, albumIzoomCount: izoomCount } = await startDemoServer());
  browser = await launchBrowser({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block' });
  page = browser.page;
  // Counts the WebGL contexts the page creates (asking a canvas again returns the same one).
  await page.addInitScript(() => {
    const made = new Set<unknown>();
    const getContext = HTMLCanvasElement.prototype.getContext as (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) => unknown;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
      const context = getContext.apply(this, args);
      if (context && /webgl/.test(String(args[0]))) made.add(context);
      (window as unknown as { webglContexts: number }).webglContexts = made.size;
      return context;
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
  tileLevels = recordTileLevels(page);
});

const webglContexts = () => page.evaluate(() => (window as unknown as { webglContexts?: number }).webglContexts ?? 0);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the album scene', () => {
  it('hangs every izoom of the demo album in the built-in gallery, with real pixels', async () => {
    expect(izoomCount).toBeGreaterThan(1);
    // Every load the page itself makes (a first visit's service worker clears the browser's own list later on).
    await page.addInitScript(() => {
      const loads: string[] = [];
      Object.assign(window, { pageLoads: loads });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) loads.push(entry.name);
      }).observe({ type: 'resource', buffered: true });
    });
    await page.goto(`${server.url}/album/${albumId}`);
    await page.getByTestId('album-canvas').waitFor();
    await waitForScene();
    const scene = await stats();
    opening = scene.view;
    expect(scene.planes).toBe(izoomCount);
    expect(scene.planesInView).toBeGreaterThan(0);
    expect(scene.drawn).toBeGreaterThan(0);
    const { deviation, png } = await shot('01-opening');
    expect(deviation).toBeGreaterThan(20);
    openingPixels = png;
    // The scene draws in a worker, on the canvas handed to it: the page makes no WebGL context at all, neither
    // the scene's nor a throwaway one to ask whether WebGL is software. So it never waits on the GPU.
    expect(scene.drawer).toBe('worker');
    expect(await webglContexts()).toBe(0);
    // The gallery's model came from the viewer's data file (a megabyte), fetched by the worker: the page's own
    // loads do not include it, so its download and decoding never took the page's main thread.
    const pageLoads = await page.evaluate(() => (window as unknown as { pageLoads: string[] }).pageLoads);
    expect(pageLoads.some((url) => url.includes('/media/'))).toBe(true);
    expect(pageLoads.filter((url) => /viewer-data-v[\d.]+-[^/]+\.bin$/.test(url))).toEqual([]);
    // Walls, floor, frames and pictures all drawn by one shader program: one link before the first frame.
    expect(scene.programs).toBe(1);
    // The demo album's one group has its sign, painted in the worker.
    expect(scene.signs).toBe(1);
  });

  it('flies in front of an izoom, which then fills the middle of the view with its picture', async () => {
    const wall = await shot('01b-first-izoom', true);
    // n flies in front of the next izoom in viewing order: the second one, from the first where the scene opens.
    await page.getByTestId('album-canvas').press('n');
    await waitForScene();
    const front = await shot('02-in-front', true);
    expect(front.deviation).toBeGreaterThan(20);
    expect(front.mean).not.toEqual(wall.mean);
    const view = (await stats()).view;
    expect(Math.abs(view.position.x)).toBeLessThan(3.5);
  });

  it('walking up to the izoom asks finer tiles and gets sharper', async () => {
    const before = Math.max(...tileLevels);
    const requested = (await stats()).requested;
    // Towards the middle of the view, where the picture is.
    await page.evaluate(() => {
      const scene = (window as unknown as { izoomAlbum: { canvas: HTMLCanvasElement; apply(delta: unknown): void } })
        .izoomAlbum;
      const { width, height } = scene.canvas.getBoundingClientRect();
      scene.apply({ kind: 'zoom', factor: 6, x: width / 2, y: height / 2 });
    });
    await waitForScene();
    expect((await stats()).requested).toBeGreaterThan(requested);
    expect(Math.max(...tileLevels)).toBeGreaterThan(before);
    const close = await shot('03-close');
    expect(close.deviation).toBeGreaterThan(10);
  });

  it('turns, walks home with 0, and survives a lost WebGL context', async () => {
    const canvas = page.getByTestId('album-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 250, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await waitForScene();
    await shot('04-turned');
    await canvas.press('0');
    await page.waitForTimeout(800);
    await waitForScene();
    // Home is the opening view.
    const home = (await stats()).view;
    expect(home.position.x).toBeCloseTo(opening.position.x, 3);
    expect(home.position.z).toBeCloseTo(opening.position.z, 3);
    expect(home.yaw).toBeCloseTo(opening.yaw, 3);
    await shot('05-home');
    const requested = (await stats()).requested;
    // WEBGL_lose_context on the drawer's context, in its worker.
    await page.evaluate(() =>
      (window as unknown as { izoomAlbum: { loseContextFor(ms: number): void } }).izoomAlbum.loseContextFor(300),
    );
    // The loss reaches the page as the worker hears it: every tile is asked again, and drawn again.
    await expect.poll(async () => (await stats()).requested, { timeout: 15_000 }).toBeGreaterThan(requested);
    await waitForScene();
    const { deviation } = await shot('06-after-context-loss');
    expect(deviation).toBeGreaterThan(20);
  });

  it('clicking an izoom in the scene opens it in focus mode', async () => {
    const canvas = page.getByTestId('album-canvas');
    await canvas.press('n');
    await waitForScene();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/izoom=\d+/, { timeout: 10_000 });
    await page.getByTestId('focus-viewer').waitFor();
    // The scene's context told the focus view that WebGL is software here (SwiftShader): it draws in 2D, and no
    // context was made in the page to ask.
    await expect.poll(() => page.getByTestId('viewer-canvas').getAttribute('data-renderer')).toBe('2d');
    expect(await webglContexts()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-viewer').waitFor({ state: 'detached' });
  });

  it('says so when the gallery cannot be loaded, keeps the izooms, and loads it on retry', async () => {
    const blocked = /viewer-data-v0\.0\.24-.*\.bin$/;
    const fresh = await browser.context.newPage();
    await fresh.route(blocked, (route) => route.abort('failed'));
    await fresh.goto(`${server.url}/album/${albumId}`);
    const error = fresh.getByTestId('album-setting-error');
    await error.getByText('The gallery could not be loaded').waitFor({ timeout: 30_000 });
    await fresh.unroute(blocked);
    await error.getByRole('button', { name: 'Try again' }).click();
    await fresh.waitForFunction(
      () => (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats().setting === 'ready',
      undefined,
      { timeout: 30_000 },
    );
    expect(await error.count()).toBe(0);
    await fresh.close();
  });

  it('draws in the page where it is told to (or a canvas cannot be handed to a worker), alike', async () => {
    const inPage = await browser.context.newPage();
    await inPage.addInitScript(() => localStorage.setItem('izoom-album-drawer', 'page'));
    await inPage.setViewportSize({ width: 1100, height: 900 });
    await inPage.goto(`${server.url}/album/${albumId}`);
    await waitForScene(izoomCount, inPage);
    const scene = await stats(inPage);
    expect(scene.drawer).toBe('page');
    expect(scene.programs).toBe(1);
    expect(scene.signs).toBe(1);
    const png = await inPage.getByTestId('album-canvas').screenshot({ path: join(ARTIFACTS, '07-in-page.png') });
    // The same opening view as the worker drew.
    expect(await meanDifference(png, openingPixels)).toBeLessThan(1);
    await inPage.close();
  });
});
