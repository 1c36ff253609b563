/**
 * Offline, against the real server with its demo content and a build, in real Chromium with the app's service
 * worker: what was opened before opens again with no network. Screenshots are in tests/.artifacts/offline/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { expectAlbumAsOnline, waitForKept, waitForScene, waitForServiceWorker } from '../support/offline-page';
import { signIn } from '../support/oidc-flow';
import { ADMIN, type TestServer } from '../support/server';
import { signOutThroughUi, submitLogin, waitForLoginForm } from '../support/ui-sign-in';
import { elementPixels, startDemoServer, waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'offline');

let server: TestServer;
let browser: TestBrowser;
let albumId: number;
let albumName: string;
let izoomIds: number[];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId, izoomIds } = await startDemoServer());
  const albums = await fetch(`${server.api}/albums/public-album-v2`).then((r) => r.json());
  albumName = albums.data.items[0].name;
  browser = await launchBrowser({ viewport: { width: 1100, height: 800 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

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
    await expectAlbumAsOnline(page, albumName, online, join(ARTIFACTS, 'album-offline.png'));
    expect(failedTiles).toEqual([]);

    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'home-offline.png') });

    await browser.context.setOffline(false);
    await page.getByText('izoom is back online.').waitFor();
    await expect(page.getByTestId('offline-notice').count()).resolves.toBe(0);
    await page.close();
  });

  /** An album's saved-copy record, as the page keeps it in IndexedDB. */
  const savedRecord = (page: Page, id: number) =>
    page.evaluate(`new Promise((resolve) => {
      const open = indexedDB.open('izoom');
      open.onsuccess = () => {
        const read = open.result.transaction('offline').objectStore('offline').get('saved-albums');
        read.onsuccess = () => resolve((read.result ?? []).find((album) => album.albumId === ${id}) ?? null);
      };
    })`) as Promise<{ detail: string; state: string; doneFiles: number } | null>;

  /** The device's copy of an album, as the page keeps it: its record and the bytes its cache really holds. */
  const savedCopy = (page: Page, id: number) =>
    page.evaluate(`(async () => {
      const record = await new Promise((resolve) => {
        const open = indexedDB.open('izoom');
        open.onsuccess = () => {
          const read = open.result.transaction('offline').objectStore('offline').get('saved-albums');
          read.onsuccess = () => resolve((read.result ?? []).find((album) => album.albumId === ${id}) ?? null);
        };
      });
      const names = await caches.keys();
      let files = 0;
      let bytes = 0;
      if (names.includes('izoom-saved-album-${id}')) {
        const cache = await caches.open('izoom-saved-album-${id}');
        for (const request of await cache.keys()) {
          files++;
          bytes += (await (await cache.match(request)).arrayBuffer()).byteLength;
        }
      }
      return { record, cached: names.includes('izoom-saved-album-${id}'), files, bytes };
    })()`) as Promise<{
      record: { state: string; totalBytes: number; totalFiles: number; detail: string } | null;
      cached: boolean;
      files: number;
      bytes: number;
    }>;

  const usage = (page: Page) =>
    page.evaluate(() => navigator.storage.estimate().then((estimate) => estimate.usage ?? 0));

  /** Saves the album shown at a detail level through its dialog, and waits until the copy is complete. */
  const saveShownAlbum = async (page: Page, detail: string) => {
    await page.getByTestId('save-offline').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId(`detail-${detail}`).check();
    await expect(dialog.getByTestId('free-storage').textContent()).resolves.toMatch(/Free storage on this device: \d/);
    await dialog.getByRole('button', { name: 'Save for offline' }).click();
    await dialog.locator('[data-testid="save-progress"][data-state="saved"]').waitFor({ timeout: 60_000 });
    return dialog;
  };

  it('saves an album at a level: offline, every tile up to it comes from the device; removing it frees the space', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/album/${albumId}`);
    await waitForScene(page);
    const before = await usage(page);
    const dialog = await saveShownAlbum(page, 'overview');
    await page.screenshot({ path: join(ARTIFACTS, 'saved-dialog.png') });
    // What the dialog said it would store is what was stored, byte for byte.
    const copy = await savedCopy(page, albumId);
    expect(copy.record).toMatchObject({ state: 'saved', detail: 'overview' });
    expect(copy.files).toBe(copy.record?.totalFiles);
    expect(copy.bytes).toBe(copy.record?.totalBytes);
    expect(copy.bytes).toBeGreaterThan(50_000);
    await dialog
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
      .catch(() => page.keyboard.press('Escape'));

    // Only the saved copy can answer now: what browsing kept goes, then the network.
    await page.evaluate(() => caches.delete('izoom-media-browse'));
    await browser.context.setOffline(true);
    const failed: string[] = [];
    const onFailed = (request: { url(): string }) => {
      if (/_files\//.test(request.url())) failed.push(request.url());
    };
    browser.context.on('requestfailed', onFailed);
    for (const izoom of izoomIds) {
      await page.goto(`${server.url}/album/${albumId}?izoom=${izoom}`);
      await waitForViewerSharp(page);
      // A scripted path within the saved detail: closer, then across.
      await page.evaluate('window.izoomViewer.apply({ kind: "zoom", factor: 1.25, x: 500, y: 350 })');
      await waitForViewerSharp(page);
      await page.evaluate('window.izoomViewer.apply({ kind: "pan", dx: -120, dy: -60 })');
      await waitForViewerSharp(page);
      await page.screenshot({ path: join(ARTIFACTS, `saved-offline-izoom-${izoom}.png`) });
    }
    browser.context.off('requestfailed', onFailed);
    expect(failed).toEqual([]);
    await browser.context.setOffline(false);

    await page.goto(server.url);
    const saved = page.getByTestId('saved-album');
    await saved.first().waitFor();
    await expect(saved.count()).resolves.toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'home-saved.png') });
    const full = await usage(page);
    expect(full).toBeGreaterThan(before);
    await saved.getByRole('button', { name: 'Remove from this device' }).click();
    await page.getByTestId('saved-albums').waitFor({ state: 'detached' });
    expect(await savedCopy(page, albumId)).toMatchObject({ record: null, cached: false });
    expect(await usage(page)).toBeLessThan(full - copy.bytes / 2);
    await page.close();
  });

  it('signing out removes a private album’s copy and keeps a public one', async () => {
    const { access_token: token } = await signIn(server.url, ADMIN);
    const created = await call<{ id: number }>(server.api, 'POST', '/albums/create', {
      token,
      body: { name: 'Private walk', description: '', isPublic: false },
    });
    const privateId = created.body.data.id;
    await call(server.api, 'POST', `/albums/update-group/${privateId}`, {
      token,
      body: { groups: [{ id: 'g1', name: 'All', izoomIds }] },
    });

    const page = await browser.context.newPage();
    await page.goto(`${server.url}/album/${albumId}`);
    await waitForScene(page);
    await saveShownAlbum(page, 'overview');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/auth/login`);
    await waitForLoginForm(page);
    await submitLogin(page, ADMIN);
    await page.getByTestId('current-user').waitFor();
    await page.goto(`${server.url}/my-album/${privateId}`);
    await page.getByRole('heading', { name: 'Private walk' }).first().waitFor();
    await saveShownAlbum(page, 'overview');
    await page.keyboard.press('Escape');
    expect((await savedCopy(page, privateId)).record?.state).toBe('saved');

    await signOutThroughUi(page);
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await savedCopy(page, privateId)).toMatchObject({ record: null, cached: false });
    expect((await savedCopy(page, albumId)).record?.state).toBe('saved');
    await page.close();
  });

  it('pauses and resumes a copy, and carries on by itself after a reload in the middle', async () => {
    // Tiles arrive slowly (requests the service worker makes are routed too), so there is a middle to stop in.
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      // A paused copy aborts its requests: those are already handled.
      await route.continue().catch(() => undefined);
    };
    await browser.context.route(/_files\//, slow);
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/album/${albumId}`);
    await waitForScene(page);
    await page.getByTestId('save-offline').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('detail-full').check();
    await dialog.getByRole('button', { name: 'Save for offline' }).click();
    const progress = (done: (record: { state: string; doneFiles: number }) => boolean) =>
      expect
        .poll(
          async () => {
            const record = await savedRecord(page, albumId);
            return !!record && record.detail === 'full' && done(record);
          },
          { timeout: 60_000, interval: 100 },
        )
        .toBe(true);
    await progress((record) => record.doneFiles >= 40);
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await dialog.locator('[data-testid="save-progress"][data-state="paused"]').waitFor();
    const paused = await savedCopy(page, albumId);
    expect(paused.record?.state).toBe('paused');
    expect(paused.files).toBeLessThan(paused.record?.totalFiles ?? 0);
    await page.screenshot({ path: join(ARTIFACTS, 'paused.png') });

    await dialog.getByRole('button', { name: 'Resume' }).click();
    await progress((record) => record.state === 'saving' && record.doneFiles > paused.files + 20);
    await page.reload();
    await page
      .getByTestId('save-offline')
      .waitFor()
      .catch(async (error: Error) => {
        // Seen once in CI: the album page did not come back after the reload. Keep what it showed instead.
        await page.screenshot({ path: join(ARTIFACTS, 'after-reload.png') });
        throw new Error(
          `${error.message}\nThe page showed: ${await page.locator('body').textContent()}\n${browser.errors.join('\n')}`,
        );
      });
    await progress((record) => record.state === 'saved');
    await browser.context.unroute(/_files\//, slow);
    const copy = await savedCopy(page, albumId);
    expect(copy.files).toBe(copy.record?.totalFiles);
    expect(copy.bytes).toBe(copy.record?.totalBytes);
    await expect(page.getByTestId('save-offline').textContent()).resolves.toBe('Saved for offline');
    await page.close();
  });
});
