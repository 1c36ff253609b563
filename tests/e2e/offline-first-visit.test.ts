/**
 * Offline after a single online visit, against the real server with its demo content, in real Chromium: a
 * fresh profile opens one page once, the network goes, the page reloads and works. The browser's HTTP cache is
 * emptied before going offline, so only what the app itself kept (its service worker's caches, IndexedDB) can
 * answer. Screenshots are in tests/.artifacts/offline-first-visit/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLED_MAX_MS, SETTLED_QUIET_MS } from '../../src/web/offline/when-page-settles';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { expectAlbumAsOnline, waitForKept, waitForScene, waitForServiceWorker } from '../support/offline-page';
import type { TestServer } from '../support/server';
import { elementPixels, startDemoServer, waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'offline-first-visit');

let server: TestServer;
let albumId: number;
let albumName: string;
let izoomIds: number[];
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId, izoomIds } = await startDemoServer());
  const albums = await fetch(`${server.api}/albums/public-album-v2`).then((r) => r.json());
  albumName = albums.data.items[0].name;
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

/** A browser that has never seen izoom. */
const freshBrowser = async () => {
  const browser = await launchBrowser({ viewport: { width: 1100, height: 800 } });
  browsers.push(browser);
  return browser;
};

/** Every media file the page (and its workers) got from the server, from now on. */
const recordMedia = (page: Page) => {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/media/') && response.status() === 200) urls.add(response.url());
  });
  return urls;
};

/** Until the service worker keeps every one of `urls` (none missing). */
const waitForAllKept = (page: Page, urls: Set<string>) =>
  expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => {
            const kept = new Set((await (await caches.open('izoom-media-browse')).keys()).map((r) => r.url));
            return wanted.filter((url) => !kept.has(url));
          },
          [...urls],
        ),
      { timeout: 30_000 },
    )
    .toEqual([]);

/**
 * What the visit left aside, the network goes and the page reloads: the tiles it asked for while offline that
 * failed are returned.
 */
const reloadOffline = async (browser: TestBrowser, page: Page) => {
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await browser.context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) failed.push(request.url());
  });
  await page.reload();
  return failed;
};

describe('offline after one online visit', () => {
  it('the homepage lists the albums with their posters', async () => {
    const browser = await freshBrowser();
    const { page } = browser;
    const media = recordMedia(page);
    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    await waitForServiceWorker(page);
    await waitForKept(page, ['albums', 'public-v2'], { prefix: true });
    expect(media.size).toBeGreaterThan(0);
    await waitForAllKept(page, media);

    const failed = await reloadOffline(browser, page);
    await page.getByTestId('offline-notice').waitFor();
    await page.getByTestId('album-card').first().waitFor();
    await expect(page.getByTestId('album-card').first().textContent()).resolves.toContain(albumName);
    // Every poster drawn from the device: a broken image has no natural width.
    const posters = page.getByTestId('album-card').locator('img');
    await expect
      .poll(() => posters.evaluateAll((images) => images.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'home.png') });
    expect(failed).toEqual([]);
    expect(browser.errors.filter((e) => e.includes('could not start'))).toEqual([]);
  });

  it('the worker is registered once the page has settled, not while the page loads', async () => {
    const browser = await freshBrowser();
    const { page } = browser;
    // When the page first sees a registration (getRegistration answers once register() is under way).
    await page.addInitScript(() => {
      const seen = { at: 0 };
      Object.assign(window, { registered: seen });
      const poll = async () => {
        if (await navigator.serviceWorker.getRegistration()) seen.at = performance.now();
        else setTimeout(poll, 20);
      };
      void poll();
    });
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const { registeredAt, loadEnd, lastLoad } = await page.evaluate(() => {
      const at = (window as unknown as { registered: { at: number } }).registered.at;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const pageLoads = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.responseEnd < at && !entry.name.endsWith('/sw.js'),
      );
      return {
        registeredAt: at,
        loadEnd: navigation.loadEventEnd,
        lastLoad: Math.max(...pageLoads.map((entry) => entry.responseEnd)),
      };
    });
    // Registered at the load event before: the app's whole download then began under the page's own pictures.
    expect(registeredAt).toBeGreaterThan(loadEnd + SETTLED_QUIET_MS);
    expect(registeredAt).toBeGreaterThan(lastLoad + SETTLED_QUIET_MS);
    expect(registeredAt).toBeLessThan(loadEnd + SETTLED_MAX_MS + 5000);
  });

  it('an album page draws its gallery with every izoom sharp', async () => {
    const browser = await freshBrowser();
    const { page } = browser;
    const media = recordMedia(page);
    await page.goto(`${server.url}/album/${albumId}`);
    await waitForScene(page);
    await waitForServiceWorker(page);
    await waitForKept(page, ['albums', 'public', String(albumId)]);
    const online = await elementPixels(page.getByTestId('album-canvas'), join(ARTIFACTS, 'album-online.png'));
    // The tiles the scene loaded before the worker took over are handed to it.
    expect(media.size).toBeGreaterThan(2);
    await waitForAllKept(page, media);

    const failed = await reloadOffline(browser, page);
    await expectAlbumAsOnline(page, albumName, online, join(ARTIFACTS, 'album-offline.png'));
    expect(failed).toEqual([]);
  });

  it('/embed of an izoom shows it sharp', async () => {
    const browser = await freshBrowser();
    const { page } = browser;
    const media = recordMedia(page);
    await page.goto(`${server.url}/embed?izoom=${izoomIds[0]}`);
    await waitForViewerSharp(page);
    await waitForServiceWorker(page);
    await waitForKept(page, ['viewer-source'], { prefix: true });
    expect(media.size).toBeGreaterThan(2);
    await waitForAllKept(page, media);

    const failed = await reloadOffline(browser, page);
    await waitForViewerSharp(page);
    const shown = await elementPixels(page.locator('canvas').first(), join(ARTIFACTS, 'embed-offline.png'));
    expect(shown.deviation).toBeGreaterThan(20);
    expect(failed).toEqual([]);
  });

  it('on a phone (390 × 844, touch) in Japanese, after one visit over a slow link', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: { deviceScaleFactor: 3 } });
    browsers.push(browser);
    const { page } = browser;
    await page.addInitScript(() => window.localStorage.setItem('language', 'ja'));
    const media = recordMedia(page);
    const cdp = await browser.context.newCDPSession(page);
    // A slow mobile link: 150 ms a request, 1.6 Mbit/s down, 750 kbit/s up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 94_000,
    });
    await page.goto(`${server.url}/album/${albumId}`);
    await waitForScene(page);
    await waitForServiceWorker(page);
    await waitForKept(page, ['albums', 'public', String(albumId)]);
    await waitForAllKept(page, media);
    await cdp.detach();
    const online = new Set(media);

    const failed = await reloadOffline(browser, page);
    await page.getByTestId('offline-notice').waitFor();
    await expect(page.getByTestId('offline-notice').textContent()).resolves.toMatch(/オフライン/);
    await waitForScene(page);
    const shown = await elementPixels(page.getByTestId('album-canvas'), join(ARTIFACTS, 'album-phone-ja.png'));
    expect(shown.deviation).toBeGreaterThan(20);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-ja.png'), fullPage: true });
    // Every tile the scene drew online came from the device (posters of cards further down, which the phone never
    // scrolled to online, are not there to be had; nor, in about one run in two, two finer tiles of the first izoom
    // that the offline page asks for and the online one had not).
    expect(failed.filter((url) => url.includes('_files/') && online.has(url))).toEqual([]);
  });
});
