/**
 * The viewer's data file (gallery scene, sprites, sample izoom) against the real server in real Chromium:
 * /embed with nothing to show opens the sample izoom from it, the file comes from the app's own origin
 * under its versioned name, and a failed load is a retryable error.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { elementPixels, waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'viewer-data');
const DATA_FILE = /\/assets\/viewer-data-v0\.0\.24-[^/]+\.bin$/;

let server: TestServer;
let browser: TestBrowser;
let page: Page;

interface ViewerStats {
  sharp: boolean;
  drawn: number;
  camera: { zoom: number };
}

const stats = (on: Page = page) =>
  on.evaluate(() => (window as unknown as { izoomViewer?: { stats(): ViewerStats } }).izoomViewer?.stats() ?? null);

const waitForSharp = (on: Page = page) => waitForViewerSharp(on);

/** How much the canvas's pixels vary: a blank or one-colour canvas varies by ~0. */
const canvasDeviation = async (name: string, on: Page = page) =>
  (await elementPixels(on.getByTestId('viewer-canvas'), join(ARTIFACTS, `${name}.png`))).deviation;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1000, height: 700 }, serviceWorkers: 'block' });
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('viewer data file', () => {
  it('is not fetched by pages that do not need it', async () => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (DATA_FILE.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    page.removeAllListeners('request');
  });

  it('/embed with nothing to show draws the sample izoom from the data file', async () => {
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (/\.jpe?g$/.test(request.url())) tileRequests.push(request.url());
    });
    const dataResponse = page.waitForResponse((response) => DATA_FILE.test(new URL(response.url()).pathname));
    await page.goto(`${server.url}/embed`);
    const response = await dataResponse;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).origin).toBe(new URL(server.url).origin);
    expect((await response.body()).byteLength).toBeLessThan(2 * 1024 * 1024);

    await waitForSharp();
    expect((await stats())?.drawn).toBeGreaterThan(0);
    expect(await page.getByTestId('viewer-canvas').getAttribute('aria-label')).toBe('Sample izoom');
    expect(await canvasDeviation('01-sample')).toBeGreaterThan(20);
    // The tiles come out of the data file: none is fetched.
    expect(tileRequests).toEqual([]);
    page.removeAllListeners('request');
  });

  it('zooming into the sample shows finer tiles from the data file', async () => {
    const before = (await stats())?.camera.zoom ?? 0;
    const box = await page.getByTestId('viewer-canvas').boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.45);
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, -300);
      await page.waitForTimeout(30);
    }
    await waitForSharp();
    expect((await stats())?.camera.zoom ?? 0).toBeGreaterThan(before * 3);
    expect(await canvasDeviation('02-sample-zoomed')).toBeGreaterThan(20);
  });

  it('a blocked data file shows the retryable error; Try again then shows the picture', async () => {
    const fresh = await browser.context.newPage();
    let blocked = 0;
    await fresh.route(DATA_FILE, (route) => {
      blocked++;
      return route.abort('failed');
    });
    await fresh.goto(`${server.url}/embed`);
    const error = fresh.getByTestId('viewer-error');
    await error.getByText('The picture could not be opened').waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toContain('The viewer data could not be loaded');
    expect(blocked).toBeGreaterThan(0);
    await fresh.unroute(DATA_FILE);
    await fresh.getByRole('button', { name: 'Try again' }).click();
    await waitForSharp(fresh);
    expect(await canvasDeviation('03-after-retry', fresh)).toBeGreaterThan(20);
    await fresh.close();
  });
});
