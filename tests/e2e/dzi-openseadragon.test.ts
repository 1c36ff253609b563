import { readFileSync } from 'node:fs';
/**
 * Our pyramids are standard Deep Zoom: OpenSeadragon, the reference 2D viewer, opens a generated `.dzi`
 * from the real server and loads its tiles at the whole view and at native pixels, with no failures.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDemoPicture } from '../../src/server/imaging/demo-pictures';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { waitForGeneration } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');
const OPENSEADRAGON = join(process.cwd(), 'node_modules/openseadragon/build/openseadragon/openseadragon.min.js');

let server: TestServer;
let browser: TestBrowser;
let dziUrl: string;
let picture: IzoomManifest['pictures'][number];

beforeAll(async () => {
  server = await startTestServer();
  const token = (await signIn(server.url, ADMIN)).access_token;
  const izoom = (await call(server.api, 'POST', '/izooms/create', { token, body: { name: 'OSD', isPublic: true } }))
    .body.data;
  const rendered = join(ARTIFACTS, 'osd-terrain.jpeg');
  await mkdir(ARTIFACTS, { recursive: true });
  await renderDemoPicture('terrain', 3000, 2000, rendered);
  await upload(server.api, `/izooms/upload/${izoom.id}`, token, [
    { name: 'terrain.jpg', data: await readFile(rendered) },
  ]);
  await call(server.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token });
  await waitForGeneration(server.api, token, izoom.id);
  const manifestUrl = (await call(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token })).body.data
    .manifestUrl as string;
  const manifest = (await (await fetch(`${server.url}${manifestUrl}`)).json()) as IzoomManifest;
  picture = manifest.pictures[0];
  dziUrl = `${server.url}${manifestUrl.replace('manifest.json', '')}${picture.dzi}`;
  browser = await launchBrowser({ viewport: { width: 800, height: 600 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a generated .dzi in OpenSeadragon', () => {
  it('opens at the right size and loads every tile it asks for, whole and at native pixels', async () => {
    const { page } = browser;
    const mediaFailures: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/') && response.status() >= 400) mediaFailures.push(response.url());
    });
    await page.goto(`${server.url}/app-config.json`);
    await page.setContent('<div id="osd" style="width:800px;height:600px"></div>');
    // Evaluated by the test itself: the page's Content-Security-Policy allows no inline script.
    await page.evaluate(readFileSync(OPENSEADRAGON, 'utf8'));
    await page.evaluate((url) => {
      const w = window as unknown as Record<string, unknown>;
      const counts = { loaded: 0, failed: 0 };
      w.counts = counts;
      // biome-ignore lint/suspicious/noExplicitAny: OpenSeadragon is a global script here.
      const viewer = (w.OpenSeadragon as any)({
        element: document.getElementById('osd'),
        tileSources: url,
        drawer: 'canvas',
        showNavigationControl: false,
        animationTime: 0,
      });
      w.viewer = viewer;
      viewer.addHandler('tile-loaded', () => counts.loaded++);
      viewer.addHandler('tile-load-failed', () => counts.failed++);
    }, dziUrl);

    const settled = () =>
      page.waitForFunction(() => {
        // biome-ignore lint/suspicious/noExplicitAny: the viewer set up above.
        const item = (window as any).viewer.world.getItemAt(0);
        return item?.getFullyLoaded();
      });
    await settled();
    const size = await page.evaluate(() => {
      // biome-ignore lint/suspicious/noExplicitAny: the viewer set up above.
      const item = (window as any).viewer.world.getItemAt(0);
      return item.getContentSize();
    });
    expect([size.x, size.y]).toEqual([picture.width, picture.height]);
    await page.screenshot({ path: join(ARTIFACTS, 'dzi-openseadragon-whole.png') });

    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          // biome-ignore lint/suspicious/noExplicitAny: the viewer set up above.
          const viewer = (window as any).viewer;
          const item = viewer.world.getItemAt(0);
          item.addHandler('fully-loaded-change', (event: { fullyLoaded: boolean }) => {
            if (event.fullyLoaded) resolve();
          });
          viewer.viewport.zoomTo(viewer.viewport.imageToViewportZoom(1), undefined, true);
        }),
    );
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(ARTIFACTS, 'dzi-openseadragon-native.png') });
    const counts = await page.evaluate(
      () => (window as unknown as { counts: { loaded: number; failed: number } }).counts,
    );
    expect(counts.failed).toBe(0);
    // At native pixels an 800 × 600 view needs at least 4 × 3 full-resolution tiles.
    expect(counts.loaded).toBeGreaterThanOrEqual(12);
    expect(mediaFailures).toEqual([]);
  });
});
