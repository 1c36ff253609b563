/**
 * IIIF in izoom, in real Chromium against the real server: /embed?iiif= opens a static IIIF level-0 tree (3.0 and
 * 2.1, another origin) and our own server's IIIF image service, and draws the source picture's pixels at native
 * size. Screenshots are in tests/.artifacts/embed-iiif/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { imageBase, meanDifference, picture } from '../support/iiif-fixture';
import { type StaticIiif, serveStaticIiif } from '../support/iiif-static';
import { signIn } from '../support/oidc-flow';
import { generate } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';
import { waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'embed-iiif');
/** The part of the 1000 × 700 source shown at native pixels in the 800 × 600 view. */
const AREA = { left: 120, top: 60, width: 800, height: 600 };

let server: TestServer;
let iiif: StaticIiif;
let browser: TestBrowser;
let source: Buffer;
let izoom: IzoomDetail;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  source = await picture(1000, 700);
  [server, iiif] = await Promise.all([startTestServer(), serveStaticIiif(source)]);
  const token = (await signIn(server.url, ADMIN)).access_token;
  const made = await call<IzoomDetail>(server.api, 'POST', '/izooms/create', {
    token,
    body: { name: 'IIIF embed', isPublic: true },
  });
  await upload(server.api, `/izooms/upload/${made.body.data.id}`, token, [{ name: 'shapes.jpg', data: source }]);
  izoom = await generate(server.api, token, made.body.data.id);
  browser = await launchBrowser({ viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await browser?.close();
  await iiif?.close();
  await server?.close();
});

/** Shows AREA at one image pixel per CSS pixel and answers the canvas's mean difference from the source's AREA. */
async function nativeDifference(page: Page, name: string): Promise<number> {
  await page.waitForFunction(() => (window as { izoomViewer?: unknown }).izoomViewer !== undefined);
  await page.evaluate((area) => {
    // The canvas is 700 units high… in units of the picture's height: 700 CSS pixels per unit is native size.
    const zoom = 700;
    const viewer = (window as unknown as { izoomViewer: { jumpTo(c: object): void } }).izoomViewer;
    viewer.jumpTo({ centerX: (area.left + 400) / zoom, centerY: (area.top + 300) / zoom, zoom });
  }, AREA);
  await waitForViewerSharp(page);
  const shot = await page.getByTestId('viewer-canvas').screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  return meanDifference(shot, sharp(source).extract(AREA));
}

describe('/embed?iiif=', () => {
  it.each([
    ['3.0', 'v3'],
    ['2.1', 'v2'],
  ])('opens a static IIIF %s level-0 tree and draws its pixels', async (version, folder) => {
    const { page } = browser;
    const requested: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (request.url().startsWith(iiif.url)) requested.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/embed?iiif=${encodeURIComponent(`${iiif.url}/${folder}/pic/info.json`)}`);
    const difference = await nativeDifference(page, `static-${folder}`);
    page.off('request', onRequest);
    console.log(`IIIF ${version} static tree at native pixels: mean absolute difference ${difference.toFixed(2)}`);
    expect(difference).toBeLessThan(6);
    expect(requested.some((url) => url.endsWith(version === '3.0' ? '/256,256/0/default.jpg' : '/256,/0/default.jpg')));
  });

  it("opens our own server's IIIF image service", async () => {
    const { page } = browser;
    const info = `${server.url}${imageBase(izoom)}/info.json`;
    await page.goto(`${server.url}/embed?iiif=${encodeURIComponent(info)}`);
    const difference = await nativeDifference(page, 'own-service');
    console.log(`our IIIF service at native pixels: mean absolute difference ${difference.toFixed(2)}`);
    expect(difference).toBeLessThan(6);
  });

  it('says plainly when the address is no IIIF image service', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/embed?iiif=${encodeURIComponent(`${iiif.url}/nowhere/info.json`)}`);
    await expect.poll(() => page.getByTestId('viewer-error').textContent()).toContain('HTTP 404');
    await page.goto(`${server.url}/embed?iiif=${encodeURIComponent(`${server.url}/app-config.json`)}`);
    await expect.poll(() => page.getByTestId('viewer-error').textContent()).toContain('is not a IIIF Image API');
  });
});
