/**
 * An album holding an izoom whose picture is an outside IIIF image, in real Chromium against the real server: a
 * static IIIF level-0 tree on another loopback port stands for a museum's server. The picture is added in the admin
 * area on a phone (keyboard to read its info.json, a finger to add it); the album's 3D gallery and the focus viewer
 * draw its pixels; an izoom whose outside image is gone shows as failed, not as a crash. The static server's log
 * shows that only the browser asked it for anything, never our server. Screenshots: tests/.artifacts/album-outside-iiif/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { adminUi } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { meanDifference, picture } from '../support/iiif-fixture';
import { type StaticIiif, serveStaticIiif } from '../support/iiif-static';
import { signIn } from '../support/oidc-flow';
import { generate } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { waitForViewerSharp } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'album-outside-iiif');
const PHONE = { width: 390, height: 844 };

let server: TestServer;
let iiif: StaticIiif;
let browser: TestBrowser | undefined;
let source: Buffer;
let token: string;
let harbourId: number;
let goneId: number;
let albumId: number;

const create = async (name: string) =>
  (await call<IzoomDetail>(server.api, 'POST', '/izooms/create', { token, body: { name, isPublic: true } })).body.data
    .id;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  source = await picture(1000, 700);
  [server, iiif] = await Promise.all([startTestServer(), serveStaticIiif(source)]);
  token = (await signIn(server.url, ADMIN)).access_token;
  harbourId = await create('Outside harbour');
  goneId = await create('Gone elsewhere');
  // Its info.json is not on the outside server (404): that izoom's picture cannot be shown.
  const gone = { infoUrl: `${iiif.url}/nowhere/info.json`, width: 800, height: 600 };
  expect((await call(server.api, 'POST', `/izooms/add-iiif-picture/${goneId}`, { token, body: gone })).status).toBe(
    201,
  );
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await iiif?.close();
  await server?.close();
});

describe('an album with an izoom whose picture is an outside IIIF image', () => {
  it('is added on a phone: the browser reads its info.json and shows its size, a finger adds it', async () => {
    browser = await launchBrowser({ viewport: PHONE, phone: { deviceScaleFactor: 2 } });
    const { page } = browser;
    const ui = adminUi(page, server.url, ARTIFACTS);
    await ui.signIn(ADMIN);
    await ui.open(`/admin/izooms/${harbourId}`);
    const field = page.getByLabel('Add a IIIF image');
    await field.fill(`${iiif.url}/v3/pic/info.json`);
    await field.press('Enter');
    const read = page.getByTestId('iiif-picture-read');
    await expect.poll(() => read.textContent(), { timeout: 15_000 }).toContain('1,000 × 700');
    await read.getByRole('button', { name: 'Add to the izoom' }).tap();
    await page.getByTestId('outside-picture').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await ui.shot('01-added-on-a-phone');
    await browser.close();
    browser = undefined;
    const detail = (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${harbourId}`, { token })).body.data;
    expect(detail.pictures).toMatchObject([
      { format: 'iiif-3', width: 1000, height: 700, bytes: 0, iiifInfoUrl: `${iiif.url}/v3/pic/info.json` },
    ]);
  });

  it('hangs in the album gallery with its pixels', async () => {
    await generate(server.api, token, harbourId);
    await generate(server.api, token, goneId);
    albumId = (await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Museum', isPublic: true } }))
      .body.data.id;
    const groups = [{ id: 'museum', name: 'Museum', izoomIds: [harbourId, goneId] }];
    expect(
      (await call(server.api, 'POST', `/albums/update-group/${albumId}`, { token, body: { groups } })).status,
    ).toBe(200);
    const positions = [
      { izoomId: harbourId, x: 0, y: 1.6, z: -6, rotation: 0, scale: 2.5 },
      { izoomId: goneId, x: 5, y: 1.6, z: -6, rotation: 0, scale: 2 },
    ];
    await call(server.api, 'POST', `/albums/update-position/${albumId}`, { token, body: { positions } });

    browser = await launchBrowser({ viewport: { width: 800, height: 600 }, serviceWorkers: 'block' });
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/album/${albumId}`);
    await page.getByTestId('album-canvas').waitFor();
    await page.waitForFunction(
      () => {
        type Stats = { sharp: boolean; planes: number; drawn: number; setting: string };
        const scene = (window as unknown as { izoomAlbum?: { stats(): Stats } }).izoomAlbum?.stats();
        return scene?.sharp === true && scene.planes >= 1 && scene.drawn > 0 && scene.setting === 'ready';
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(300);
    const canvas = page.getByTestId('album-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no album canvas');
    const png = await canvas.screenshot({ path: join(ARTIFACTS, '02-album.png') });
    // The middle of the view, where the izoom hangs: the picture's shapes and gradient, not a blank wall.
    const middle = sharp(png).extract({
      left: Math.round(box.width * 0.35),
      top: Math.round(box.height * 0.35),
      width: Math.round(box.width * 0.3),
      height: Math.round(box.height * 0.3),
    });
    const { channels } = await middle.stats();
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  it('opens in the focus viewer at native pixels, the same as the source picture', async () => {
    const page = (browser as TestBrowser).page;
    await page.goto(`${server.url}/album/${albumId}?izoom=${harbourId}`);
    await page.waitForFunction(() => (window as { izoomViewer?: unknown }).izoomViewer !== undefined);
    // Native size: the picture is one canvas unit high, 700 pixels.
    await page.evaluate(() => {
      const viewer = (window as unknown as { izoomViewer: { jumpTo(c: object): void } }).izoomViewer;
      viewer.jumpTo({ centerX: 520 / 700, centerY: 360 / 700, zoom: 700 });
    });
    await waitForViewerSharp(page);
    const canvas = page.getByTestId('viewer-canvas');
    const box = await canvas.boundingBox();
    expect(box).toMatchObject({ width: 800, height: 600 });
    const shot = await canvas.screenshot({ path: join(ARTIFACTS, '03-focus.png') });
    // The middle 400 × 300, clear of the title bar, controls and minimap: the source's 320,210 – 720,510.
    const middle = await sharp(shot).extract({ left: 200, top: 150, width: 400, height: 300 }).png().toBuffer();
    const difference = await meanDifference(
      middle,
      sharp(source).extract({ left: 320, top: 210, width: 400, height: 300 }),
    );
    console.log(
      `outside IIIF picture in the focus viewer at native pixels: mean absolute difference ${difference.toFixed(2)}`,
    );
    expect(difference).toBeLessThan(8);
    expect(await page.getByTestId('viewer-failed-pictures').count()).toBe(0);
  });

  it('an izoom whose outside image is gone shows that picture as failed, not an error', async () => {
    const page = (browser as TestBrowser).page;
    await page.goto(`${server.url}/album/${albumId}?izoom=${goneId}`);
    const note = page.getByTestId('viewer-failed-pictures');
    await note.waitFor({ timeout: 20_000 });
    expect(await note.textContent()).toContain('nowhere');
    expect(await page.getByTestId('viewer-error').count()).toBe(0);
    await page.getByTestId('focus-viewer').screenshot({ path: join(ARTIFACTS, '04-gone.png') });
  });

  it('was fetched by the browser only: every request the outside server got came from Chromium', () => {
    const paths = iiif.requests.map((r) => r.path);
    expect(paths).toContain('/v3/pic/info.json');
    expect(paths).toContain('/nowhere/info.json');
    expect(paths.some((path) => /^\/v3\/pic\/\d+,\d+,\d+,\d+\/\d+,\d+\/0\/default\.jpg$/.test(path))).toBe(true);
    const agents = new Set(iiif.requests.map((r) => r.userAgent));
    console.log(`outside server: ${iiif.requests.length} requests from ${[...agents].join(' | ')}`);
    for (const { path, userAgent } of iiif.requests) {
      expect(userAgent, path).toMatch(/Chrome\//);
      expect(userAgent, path).not.toMatch(/node|undici/i);
    }
  });
});
