/**
 * The deep-zoom viewer at /embed against the real server and its demo izooms, in real Chromium (WebGL2 on
 * SwiftShader): real pixels on the canvas, finer tiles when zooming in, the view in a shareable URL, and
 * recovery from a lost WebGL context.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERER_KEY } from '../../src/viewer/dom/renderer-choice';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { elementPixels, recordTileLevels, startDemoServer, waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'viewer');

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let izoomId: number;
let tileLevels: number[] = [];

interface ViewerStats {
  sharp: boolean;
  drawn: number;
  requested: number;
  camera: { centerX: number; centerY: number; zoom: number };
}

const stats = (on: Page = page) =>
  on.evaluate(() => (window as unknown as { izoomViewer?: { stats(): ViewerStats } }).izoomViewer?.stats() ?? null);

const waitForSharp = (on: Page = page) => waitForViewerSharp(on);

/** The canvas as pixels, with how much they vary (a blank or one-colour canvas varies by ~0). */
const canvasPixels = (name: string, on: Page = page) =>
  elementPixels(on.getByTestId('viewer-canvas'), join(ARTIFACTS, `${name}.png`));

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  // 8 MP, so the fitted view is two levels below native pixels and zooming has finer levels to fetch.
  ({ server } = await startDemoServer());
  const list = await call<{ items: { id: number; name: string }[] }>(server.api, 'GET', '/izooms/public-list');
  izoomId = list.body.data.items.find((i) => i.name.startsWith('Mandelbrot'))?.id ?? list.body.data.items[0].id;
  browser = await launchBrowser({ viewport: { width: 1000, height: 700 }, serviceWorkers: 'block' });
  page = browser.page;
  tileLevels = recordTileLevels(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('viewer at /embed', () => {
  it('draws the izoom on the canvas: real pixels, not a blank', async () => {
    await page.goto(`${server.url}/embed?izoom=${izoomId}`);
    await waitForSharp();
    const shown = await stats();
    expect(shown?.drawn).toBeGreaterThan(0);
    const { deviation } = await canvasPixels('01-whole');
    expect(deviation).toBeGreaterThan(25);
  });

  it('zooming in requests finer tiles and the view gets sharper', async () => {
    const before = Math.max(...tileLevels);
    const box = await page.getByTestId('viewer-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
    for (let i = 0; i < 12; i++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(30);
    }
    await waitForSharp();
    const after = await stats();
    expect(Math.max(...tileLevels)).toBeGreaterThan(before);
    expect(after?.camera.zoom).toBeGreaterThan(1000);
    const { deviation } = await canvasPixels('02-zoomed');
    expect(deviation).toBeGreaterThan(10);
  });

  it('puts the view in the URL, and a shared link opens the same view', async () => {
    await page.waitForURL(/view=/);
    const shared = page.url();
    const here = await stats();
    const other = await browser.context.newPage();
    await other.setViewportSize({ width: 1000, height: 700 });
    await other.goto(shared);
    await waitForSharp(other);
    const there = await stats(other);
    expect(there?.camera.centerX).toBeCloseTo(here?.camera.centerX ?? 0, 4);
    expect(there?.camera.centerY).toBeCloseTo(here?.camera.centerY ?? 0, 4);
    expect((there?.camera.zoom ?? 0) / (here?.camera.zoom ?? 1)).toBeCloseTo(1, 3);
    const a = await canvasPixels('03-shared-here');
    const b = await canvasPixels('03-shared-there', other);
    let diff = 0;
    for (let i = 0; i < a.data.length; i++) diff += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    expect(diff / a.data.length).toBeLessThan(8);
    await other.close();
  });

  it('draws the same picture with WebGL as with the 2D canvas this GPU-less machine gets by default', async () => {
    await page.goto(`${server.url}/embed?izoom=${izoomId}`);
    await waitForSharp();
    expect(await page.getByTestId('viewer-canvas').getAttribute('data-renderer')).toBe('2d');
    const flat = await canvasPixels('04a-home-2d');
    await page.evaluate((key) => localStorage.setItem(key, 'webgl'), RENDERER_KEY);
    await page.reload();
    await waitForSharp();
    expect(await page.getByTestId('viewer-canvas').getAttribute('data-renderer')).toBe('webgl');
    const gl = await canvasPixels('04b-home-webgl');
    expect(gl.info.width).toBe(flat.info.width);
    let difference = 0;
    for (let i = 0; i < gl.data.length; i++) difference += Math.abs((gl.data[i] ?? 0) - (flat.data[i] ?? 0));
    // Both scale the same tiles bilinearly; they may differ by rounding, not by what they show.
    expect(difference / gl.data.length).toBeLessThan(4);
  });

  it('recovers from a lost WebGL context', async () => {
    // The WebGL drawer is pinned by the test before (this machine's default is the 2D canvas).
    const requestedBefore = (await stats())?.requested ?? 0;
    await page.evaluate(async () => {
      const canvas = document.querySelector('canvas');
      const gl = canvas?.getContext('webgl2');
      const lose = gl?.getExtension('WEBGL_lose_context');
      if (!lose) throw new Error('WEBGL_lose_context is missing');
      lose.loseContext();
      await new Promise((resolve) => setTimeout(resolve, 200));
      lose.restoreContext();
    });
    await page.waitForFunction(
      (before) =>
        ((window as unknown as { izoomViewer?: { stats(): { requested: number } } }).izoomViewer?.stats().requested ??
          0) > before,
      requestedBefore,
      { timeout: 20_000 },
    );
    await waitForSharp();
    const { deviation } = await canvasPixels('04-after-context-loss');
    expect(deviation).toBeGreaterThan(10);
    await page.evaluate((key) => localStorage.removeItem(key), RENDERER_KEY);
  });

  it('opens an izoom of an album in focus mode; n goes to the next, Escape closes', async () => {
    const albums = await call<{ items: { id: number }[] }>(server.api, 'GET', '/albums/public-album-v2');
    const albumId = albums.body.data.items[0]?.id;
    const viewerFiles: string[] = [];
    const watch = (request: { url(): string }) => {
      if (/viewer-framework-v0\.0\.24-/.test(request.url())) viewerFiles.push(request.url());
    };
    page.on('request', watch);
    await page.goto(`${server.url}/album/${albumId}`);
    await page.getByTestId('izoom-card').first().waitFor();
    await page.getByTestId('izoom-card').first().click();
    await page.getByTestId('focus-viewer').waitFor();
    await page.waitForURL(/izoom=\d+/);
    const first = new URL(page.url()).searchParams.get('izoom');
    await waitForSharp();
    // The album scene and focus mode share one download of the viewer's framework.
    expect(viewerFiles.length).toBe(1);
    page.off('request', watch);
    const { deviation } = await canvasPixels('05-album-focus');
    expect(deviation).toBeGreaterThan(25);
    await page.getByTestId('viewer-canvas').press('n');
    await page.waitForURL((url) => url.searchParams.get('izoom') !== first && url.searchParams.has('izoom'));
    await waitForSharp();
    await canvasPixels('06-album-next');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    // The minimap marks the zoomed-in view as a rectangle smaller than itself; a click there moves the view.
    const map = await page.getByTestId('viewer-minimap').boundingBox();
    if (!map) throw new Error('no minimap');
    await expect
      .poll(async () => (await page.getByTestId('viewer-minimap-view').boundingBox())?.width ?? map.width)
      .toBeLessThan(map.width * 0.9);
    const before = (await stats())?.camera;
    await page.mouse.click(map.x + map.width * 0.1, map.y + map.height * 0.1);
    await expect.poll(async () => (await stats())?.camera.centerX).toBeLessThan(before?.centerX ?? 0);
    await canvasPixels('07-minimap-moved');
    await page.keyboard.press('Escape');
    await page.getByTestId('focus-viewer').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect([...new URL(page.url()).searchParams.keys()]).toEqual([]);
  });

  it("shows a retryable error when the viewer's own files fail to load, then opens on retry", async () => {
    const fresh = await browser.context.newPage();
    let blocked = 0;
    await fresh.route(/viewer-framework-v0\.0\.24-.*\.js$/, (route) => {
      blocked++;
      return route.abort('failed');
    });
    await fresh.goto(`${server.url}/embed?izoom=${izoomId}`);
    await fresh.getByTestId('viewer-error').getByText('The viewer could not be loaded').waitFor({ timeout: 20_000 });
    expect(blocked).toBeGreaterThan(0);
    await fresh.unroute(/viewer-framework-v0\.0\.24-.*\.js$/);
    await fresh.getByRole('button', { name: 'Try again' }).click();
    await waitForSharp(fresh);
    expect((await stats(fresh))?.drawn).toBeGreaterThan(0);
    await fresh.close();
  });

  it('kiosk mode tours the album by itself and holds a wake lock', async () => {
    const albums = await call<{ items: { id: number }[] }>(server.api, 'GET', '/albums/public-album-v2');
    const kiosk = await browser.context.newPage();
    await kiosk.goto(`${server.url}/album/${albums.body.data.items[0]?.id}?kiosk&dwell=2`);
    const frame = kiosk.getByTestId('kiosk');
    await frame.waitFor({ state: 'attached' });
    const first = await frame.getAttribute('data-kiosk-izoom');
    await waitForSharp(kiosk);
    await canvasPixels('08-kiosk-first', kiosk);
    await expect.poll(() => frame.getAttribute('data-kiosk-izoom'), { timeout: 15_000 }).not.toBe(first);
    await expect.poll(() => frame.getAttribute('data-wake-lock'), { timeout: 10_000 }).toBe('held');
    expect(await kiosk.evaluate(() => window.localStorage.getItem('izoom-wake-lock'))).toBe('true');
    await waitForSharp(kiosk);
    const { deviation } = await canvasPixels('09-kiosk-next', kiosk);
    expect(deviation).toBeGreaterThan(10);
    await kiosk.close();
  });
});
