/**
 * Hostile scene files planted straight into storage (as if an older server had taken them), each opened on the
 * demo album's page in real Chromium: the page draws the scene or puts the built-in gallery in its place with a
 * notice, never throws, never asks any host but our own, and the canvas shows pixels.
 * Screenshots are in tests/.artifacts/scene-file-fallback/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMediaKey } from '../../src/server/storage/layout';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { hostileScenes, roomGlb, type SceneFixture } from '../support/scene-fixtures';
import type { TestServer } from '../support/server';
import { elementPixels, startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'scene-file-fallback');
const fixtures = await hostileScenes(64 * 1024);

interface SceneStats {
  sharp: boolean;
  planes: number;
  setting: string;
}

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let albumId: number;
const requests: string[] = [];
const pageErrors: string[] = [];

/** Puts a scene file where the upload would have, and points the album at it; returns its URL path. */
const plant = async (fixture: SceneFixture): Promise<string> => {
  const key = newMediaKey();
  await server.app.store.put(`${server.app.storage.sceneFileDir(albumId, key)}/scene.glb`, fixture.bytes);
  await server.app.repos.albums.setSceneFile(albumId, {
    kind: 'glb',
    key,
    file: 'scene.glb',
    name: fixture.file,
    bytes: fixture.bytes.length,
  });
  return `/media/a/${albumId}/c-${key}/scene.glb`;
};

/**
 * The app keeps the album it showed (IndexedDB) and takes it as fresh for 30 s: from a page of the same origin
 * that is not the app, the kept copy is dropped, so the next visit fetches the album with its new scene file.
 */
const forgetKeptAlbum = async () => {
  await page.goto(`${server.url}/app-config.json`);
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open('izoom');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('offline')) return resolve(db.close());
          const transaction = db.transaction('offline', 'readwrite');
          transaction.objectStore('offline').delete('query-cache');
          transaction.oncomplete = () => resolve(db.close());
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
};

/** Opens the album with `fixture` as its scene; what the scene settled on (`ready` or `fallback`). */
const open = async (fixture: SceneFixture, index: number): Promise<string> => {
  const url = await plant(fixture);
  await forgetKeptAlbum();
  const asked = page.waitForRequest((request) => request.url().endsWith(url), { timeout: 30_000 });
  await page.goto(`${server.url}/album/${albumId}`);
  await asked;
  await page.waitForFunction(
    () => {
      const scene = (window as unknown as { izoomAlbum?: { stats(): SceneStats } }).izoomAlbum?.stats();
      return scene?.sharp === true && scene.planes > 0 && ['ready', 'fallback', 'failed'].includes(scene.setting);
    },
    undefined,
    { timeout: 30_000 },
  );
  const { setting } = await page.evaluate(() =>
    (window as unknown as { izoomAlbum: { stats(): SceneStats } }).izoomAlbum.stats(),
  );
  const notice = page.getByTestId('album-setting-fallback');
  if (setting === 'fallback') await notice.waitFor();
  else expect(await notice.count(), fixture.name).toBe(0);
  const name = `${String(index).padStart(2, '0')}-${fixture.file.replace(/\W+/g, '-')}`;
  const { deviation } = await elementPixels(page.getByTestId('album-canvas'), join(ARTIFACTS, `${name}.png`));
  expect(deviation, `${fixture.name}: a blank canvas`).toBeGreaterThan(15);
  return setting;
};

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId } = await startDemoServer({ DEMO_MEGAPIXELS: '2' }));
  browser = await launchBrowser({ viewport: { width: 1000, height: 760 }, serviceWorkers: 'block' });
  page = browser.page;
  browser.context.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('an album whose scene file cannot be drawn', () => {
  it('draws a valid scene file as it is, with no notice', async () => {
    expect(await open({ name: 'valid room', file: 'room.glb', bytes: await roomGlb(), refusal: /-/ }, 0)).toBe('ready');
  });

  it('draws a model with lit materials (metallic, as glTF has it by default) in their colours, not black', async () => {
    const canvas = page.getByTestId('album-canvas');
    expect(await open({ name: 'unlit room', file: 'room.glb', bytes: await roomGlb(), refusal: /-/ }, 96)).toBe(
      'ready',
    );
    const asUnlit = await elementPixels(canvas, join(ARTIFACTS, '96-unlit-room.png'));
    const lit = await roomGlb((json) => {
      delete json.extensionsUsed;
      for (const material of json.materials as Record<string, unknown>[]) delete material.extensions;
    });
    expect(await open({ name: 'lit room', file: 'room.glb', bytes: lit, refusal: /-/ }, 97)).toBe('ready');
    const asLit = await elementPixels(canvas, join(ARTIFACTS, '97-lit-room.png'));
    for (const channel of [0, 1, 2]) {
      expect(Math.abs((asLit.mean[channel] ?? 0) - (asUnlit.mean[channel] ?? 0)), `channel ${channel}`).toBeLessThan(3);
    }
  });

  it('falls back to the built-in gallery with a notice for every hostile file, asking no outside host', async () => {
    const outcomes: Record<string, string> = {};
    for (const [index, fixture] of fixtures.entries()) outcomes[fixture.name] = await open(fixture, index + 1);
    console.info(outcomes);
    // The data URI over the upload's limit is still within what the viewer reads: it draws the room.
    const drawn = Object.keys(outcomes).filter((name) => outcomes[name] === 'ready');
    expect(drawn).toEqual(['oversized data URI']);
    expect(Object.values(outcomes).filter((o) => o !== 'ready' && o !== 'fallback')).toEqual([]);
    const ours = new URL(server.url).origin;
    expect(requests.filter((url) => !url.startsWith(ours) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('puts the gallery in place of a scene file that loaded but then fails to draw', async () => {
    // The drawer in the page, where the page's WebGL can be made to fail (in its worker it runs the same code).
    await page.evaluate(() => localStorage.setItem('izoom-album-drawer', 'page'));
    expect(await open({ name: 'valid room', file: 'room.glb', bytes: await roomGlb(), refusal: /-/ }, 98)).toBe(
      'ready',
    );
    await page.evaluate(() => localStorage.removeItem('izoom-album-drawer'));
    // The next WebGL draw call throws, once: as three.js would on something it cannot draw.
    await page.evaluate(() => {
      const context = WebGL2RenderingContext.prototype;
      const drawElements = context.drawElements;
      context.drawElements = () => {
        context.drawElements = drawElements;
        throw new Error('a draw call failed');
      };
      const scene = (window as unknown as { izoomAlbum: { canvas: HTMLCanvasElement; apply(delta: unknown): void } })
        .izoomAlbum;
      scene.apply({ kind: 'zoom', factor: 1.2, x: scene.canvas.width / 4, y: scene.canvas.height / 4 });
    });
    await page.getByTestId('album-setting-fallback').waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => (window as unknown as { izoomAlbum: { stats(): SceneStats } }).izoomAlbum.stats().setting === 'fallback',
    );
    expect(pageErrors).toEqual([]);
  });

  it('says so in Japanese too', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'ja'));
    const [fixture] = fixtures;
    if (!fixture) throw new Error('no fixture');
    expect(await open(fixture, 99)).toBe('fallback');
    await page
      .getByTestId('album-setting-fallback')
      .getByText('このアルバムのシーンファイルは表示できないため、代わりに組み込みのギャラリーを表示しています。')
      .waitFor();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
});
