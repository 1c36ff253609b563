/**
 * Deploying a new build while a page is open, against the real server in real Chromium with the app's service
 * worker: the reload prompt appears, and accepting it runs the new version, viewer files and all.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { waitForKept, waitForScene, waitForServiceWorker } from '../support/offline-page';
import { startTestServer, type TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const NEXT_DIST = join(process.cwd(), 'tests', '.artifacts', 'dist-next');
const CURRENT_DIST = resolve(process.env.IZOOM_TEST_DIST || 'dist');
const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'update');

let server: TestServer;
let browser: TestBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'izoom-update-'));

/** The build's main script, as index.html names it. */
const mainScript = (dist: string) =>
  /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"/.exec(
    readFileSync(join(dist, 'index.html'), 'utf8'),
  )?.[1];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The next version: the same code with a viewer build suffix, so every viewer file is named anew.
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', NEXT_DIST], {
    env: { ...process.env, VITE_VIEWER_VERSION_SUFFIX: '-next' },
  });
  server = await startTestServer({}, { dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const precachedViewerFiles = () =>
  browser.page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const cache = name ? await caches.open(name) : undefined;
    const keys = cache ? await cache.keys() : [];
    return keys.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/viewer-'));
  });

describe('a new version', () => {
  it('is announced with a reload prompt, and accepting it runs the new build', async () => {
    const { page } = browser;
    expect(mainScript(NEXT_DIST)).not.toBe(mainScript(CURRENT_DIST));
    await page.goto(server.url);
    await page.waitForFunction(() =>
      navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null),
    );
    const before = await precachedViewerFiles();
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.every((path) => path.includes('v0.0.24-') && !path.includes('-next-'))).toBe(true);

    // Deploy: the same origin and data, the next build.
    const port = new URL(server.url).port;
    await server.close();
    server = await startTestServer({ PORT: port, DIST_DIR: NEXT_DIST }, { dataDir });

    await page.reload();
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 60_000 });
    // An element screenshot waits until the prompt has stopped sliding in.
    await prompt.screenshot({ path: join(ARTIFACTS, 'prompt.png') });
    // Still the old version until the person agrees.
    expect(await page.locator('script[src*="/assets/index-"]').getAttribute('src')).toBe(mainScript(CURRENT_DIST));

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { name: 'izoom' }).first().waitFor();
    expect(await page.locator('script[src*="/assets/index-"]').getAttribute('src')).toBe(mainScript(NEXT_DIST));
    // The viewer's files were replaced together: only the next version's are kept.
    const after = await precachedViewerFiles();
    expect(after.length).toBe(before.length);
    expect(after.every((path) => path.includes('v0.0.24-next-'))).toBe(true);
    expect(await prompt.count()).toBe(0);
  });

  it('an album seen before an update still opens offline after the page took the update', async () => {
    const demoData = mkdtempSync(join(tmpdir(), 'izoom-update-demo-'));
    const visitor = await launchBrowser({ viewport: { width: 1100, height: 800 } });
    let demo = (await startDemoServer({}, { dataDir: demoData })).server;
    try {
      const { page } = visitor;
      const albumId = (await call<{ items: { id: number }[] }>(demo.api, 'GET', '/albums/public-album-v2')).body.data
        .items[0]?.id;
      await page.goto(`${demo.url}/album/${albumId}`);
      await waitForScene(page);
      await waitForServiceWorker(page);
      await waitForKept(page, ['albums', 'public', String(albumId)]);

      const port = new URL(demo.url).port;
      await demo.close();
      demo = await startTestServer({ PORT: port, DIST_DIR: NEXT_DIST }, { dataDir: demoData });
      await page.goto(`${demo.url}/album/${albumId}`);
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 60_000 });
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await waitForScene(page);
      expect(await page.locator('script[src*="/assets/index-"]').getAttribute('src')).toBe(mainScript(NEXT_DIST));

      const cdp = await visitor.context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await visitor.context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-notice').waitFor();
      await waitForScene(page);
      expect(await page.locator('script[src*="/assets/index-"]').getAttribute('src')).toBe(mainScript(NEXT_DIST));
      await page.screenshot({ path: join(ARTIFACTS, 'album-offline-after-update.png') });
    } finally {
      await visitor.close();
      await demo.close();
      rmSync(demoData, { recursive: true, force: true });
    }
  }, 180_000);
});
