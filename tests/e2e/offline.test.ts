/**
 * Offline, against the real server with its demo content and a build, in real Chromium with the app's service
 * worker: what was opened before opens again with no network. Screenshots are in tests/.artifacts/offline/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { elementPixels, startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'offline');

interface SceneStats {
  sharp: boolean;
  planes: number;
  setting: string;
  failed?: number;
}

let server: TestServer;
let browser: TestBrowser;
let albumId: number;
let albumName: string;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId } = await startDemoServer());
  const albums = await fetch(`${server.api}/albums/public-album-v2`).then((r) => r.json());
  albumName = albums.data.items[0].name;
  browser = await launchBrowser({ viewport: { width: 1100, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Until the service worker has installed (its precache complete) and controls the page. */
const waitForServiceWorker = (page: Page) =>
  page.waitForFunction(
    () => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null),
    undefined,
    { timeout: 60_000 },
  );

/** Until the page has kept this query in IndexedDB (src/web/offline/query-persistence.ts saves within a moment). */
const waitForKept = (page: Page, key: unknown[]) =>
  page.waitForFunction(
    `new Promise((resolve) => {
      const open = indexedDB.open('izoom');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const read = open.result.transaction('offline').objectStore('offline').get('query-cache');
        read.onsuccess = () => resolve(!!read.result?.state.queries.some((q) => q.queryHash === ${JSON.stringify(JSON.stringify(key))}));
      };
    })`,
    undefined,
    { timeout: 10_000 },
  );

const waitForScene = (page: Page) =>
  page.waitForFunction(
    () => {
      const scene = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
      return scene?.sharp === true && scene.planes > 0 && scene.setting === 'ready';
    },
    undefined,
    { timeout: 60_000 },
  );

describe('offline', () => {
  it('opens the homepage and an album seen before, with no network, after a reload', async () => {
    const page = await browser.context.newPage();
    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/album/${albumId}`);
    await page.getByRole('heading', { name: albumName }).first().waitFor();
    await waitForScene(page);
    const online = await elementPixels(page.getByTestId('album-canvas'), join(ARTIFACTS, 'album-online.png'));
    await waitForKept(page, ['albums', 'public', String(albumId)]);

    await browser.context.setOffline(true);
    const failedTiles: string[] = [];
    page.on('requestfailed', (request) => {
      if (/_files\//.test(request.url())) failedTiles.push(request.url());
    });
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.getByRole('heading', { name: albumName }).first().waitFor();
    await waitForScene(page);
    const offline = await elementPixels(page.getByTestId('album-canvas'), join(ARTIFACTS, 'album-offline.png'));
    // The same izooms hang with real pixels: the gallery and every tile came from the device.
    expect(offline.deviation).toBeGreaterThan(20);
    expect(Math.abs(offline.mean[0] - online.mean[0])).toBeLessThan(6);
    expect(failedTiles).toEqual([]);

    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'home-offline.png') });

    await browser.context.setOffline(false);
    await page.getByText('izoom is back online.').waitFor();
    await expect(page.getByTestId('offline-notice').count()).resolves.toBe(0);
    await page.close();
  });
});
