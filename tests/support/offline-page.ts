import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { elementPixels } from './viewer-page';

interface SceneStats {
  sharp: boolean;
  planes: number;
  setting: string;
  failed?: number;
}

/** Until the service worker has installed (its precache complete) and controls the page. */
export const waitForServiceWorker = (page: Page) =>
  page.waitForFunction(
    () => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null),
    undefined,
    { timeout: 60_000 },
  );

/**
 * Until the page has kept this query in IndexedDB (src/web/offline/query-persistence.ts saves within a moment);
 * with `prefix`, any query whose key starts with `key`.
 */
export const waitForKept = (page: Page, key: unknown[], { prefix = false } = {}) =>
  expect
    .poll(
      () =>
        page.evaluate(`new Promise((resolve) => {
          const open = indexedDB.open('izoom');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const read = open.result.transaction('offline').objectStore('offline').get('query-cache');
            read.onsuccess = () => resolve(!!read.result?.state.queries.some((q) => ${prefix ? `q.queryHash.startsWith(${JSON.stringify(JSON.stringify(key).slice(0, -1))})` : `q.queryHash === ${JSON.stringify(JSON.stringify(key))}`}));
          };
        })`),
      { timeout: 10_000 },
    )
    .toBe(true);

/** Until the album's 3D scene has every visible tile of every izoom it shows. */
export const waitForScene = (page: Page) =>
  page.waitForFunction(
    () => {
      const scene = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
      return scene?.sharp === true && scene.planes > 0 && scene.setting === 'ready';
    },
    undefined,
    { timeout: 60_000 },
  );

/**
 * After an offline reload: the notice shows, the album's page and its scene come back sharp, and the scene draws
 * what it drew online (`online`: its pixels then); the canvas is saved as `file`.
 */
export async function expectAlbumAsOnline(
  page: Page,
  albumName: string,
  online: { mean: number[] },
  file: string,
): Promise<void> {
  await page.getByTestId('offline-notice').waitFor();
  await page.getByRole('heading', { name: albumName }).first().waitFor();
  await waitForScene(page);
  const offline = await elementPixels(page.getByTestId('album-canvas'), file);
  // The same izooms hang with real pixels: the gallery and every tile came from the device.
  expect(offline.deviation).toBeGreaterThan(20);
  expect(Math.abs((offline.mean[0] ?? 0) - (online.mean[0] ?? 0))).toBeLessThan(6);
}
