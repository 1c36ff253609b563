/**
 * The admin area on a phone (390 × 844, touch, three device pixels a CSS pixel), in Japanese, in real Chromium
 * against the real server: a finger drags an izoom in the positions editor (real touch events through Chromium's
 * input pipeline) and the drop is saved, said in the 1-second toast at the bottom right; a finger elsewhere turns
 * the view; a picture's menu and its question dialog are tapped; no page is wider than the phone. Screenshots go
 * to tests/.artifacts/admin-phone/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_POSITION_UPDATE_MS } from '../../src/shared/constants';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { adminUi } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { signIn } from '../support/oidc-flow';
import { publishedIzoom } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { touchscreen } from '../support/touch';
import { chooseLanguage } from '../support/ui-sign-in';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'admin-phone');
const PHONE = { width: 390, height: 844 };

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let ui: ReturnType<typeof adminUi>;
let token: string;
let izoom: IzoomDetail;
let albumId: number;

const storedPosition = async () =>
  (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data.positions[0];

/** Nothing on the page reaches past the phone's width: no sideways scrolling. */
const expectFitsThePhone = async () =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  izoom = await publishedIzoom(server.api, token, 'Harbour', true);
  const album = await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Quay', isPublic: true } });
  albumId = album.body.data.id;
  const groups = [{ id: 'quay', name: 'Quay', izoomIds: [izoom.id] }];
  await call(server.api, 'POST', `/albums/update-group/${albumId}`, { token, body: { groups } });
  // Facing the entrance 5.5 m ahead of the eye, as admin.test.ts places it.
  const positions = [{ izoomId: izoom.id, x: 0, y: 1.6, z: -6, rotation: 0, scale: 2.5 }];
  await call(server.api, 'POST', `/albums/update-position/${albumId}`, { token, body: { positions } });
  browser = await launchBrowser({ viewport: PHONE, phone: { deviceScaleFactor: 3 } });
  page = browser.page;
  ui = adminUi(page, server.url, ARTIFACTS);
  await ui.signIn(ADMIN);
  await chooseLanguage(page, '日本語');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the admin area on a phone, in Japanese', () => {
  it('drags an izoom with a finger in the positions editor: it follows, the drop is saved, said for 1 second', async () => {
    await ui.open(`/admin/albums/${albumId}`);
    await page.getByRole('tab', { name: '位置', exact: true }).tap();
    await ui.sceneReady();
    await expectFitsThePhone();
    const row = page.getByTestId('position-row');
    const canvas = page.getByTestId('album-canvas');
    const view = await ui.sceneView();
    const box = await canvas.boundingBox();
    if (!view || !box) throw new Error('no scene');
    const perPixel = (2 * (view.position.z + 6) * Math.tan(Math.PI / 6)) / box.height;
    const from = await ui.izoomOnPage(izoom.id);
    const finger = await touchscreen(page);
    await finger.drag(from, 80, -30, { lift: false });
    await expect
      .poll(async () => Number(await row.getByTestId('position-x').inputValue()))
      .toBeCloseTo(80 * perPixel, 1);
    await row.getByTestId('position-unsaved').waitFor();
    await finger.lift();

    const saved = ui.toast('Harbour の位置を保存しました');
    await saved.waitFor();
    const toastBox = await saved.boundingBox();
    expect(toastBox && toastBox.x + toastBox.width > PHONE.width - 40 && toastBox.y > PHONE.height / 2).toBe(true);
    const lasted = ui.toastLasts('Harbour の位置を保存しました');
    await row.getByTestId('position-unsaved').waitFor({ state: 'detached' });
    const position = await storedPosition();
    expect(position?.x).toBeCloseTo(80 * perPixel, 1);
    expect(position?.y).toBeCloseTo(1.6 + 30 * perPixel, 1);
    expect(position).toMatchObject({ izoomId: izoom.id, z: -6, rotation: 0, scale: 2.5 });
    // The point the finger took (the izoom's centre) is under it where it was lifted.
    const to = await ui.izoomOnPage(izoom.id);
    expect(Math.abs(to.x - (from.x + 80))).toBeLessThan(1.5);
    expect(Math.abs(to.y - (from.y - 30))).toBeLessThan(1.5);
    await canvas.screenshot({ path: join(ARTIFACTS, 'ja-01-dragged.png') });
    const shown = await lasted;
    expect(shown).toBeGreaterThan(TOAST_POSITION_UPDATE_MS - 400);
    expect(shown).toBeLessThan(TOAST_POSITION_UPDATE_MS + 1500);
    await ui.shot('ja-02-positions');
  });

  it('turns the view with a finger dragged beside the izoom, moving nothing', async () => {
    const before = await storedPosition();
    const yaw = (await ui.sceneView())?.yaw;
    const box = await page.getByTestId('album-canvas').boundingBox();
    if (!box) throw new Error('no scene');
    const finger = await touchscreen(page);
    // Held still before lifting, as a drag ends: a flick starts a fling, and Chromium spends the next tap on it.
    await finger.drag({ x: box.x + 15, y: (await ui.izoomOnPage(izoom.id)).y }, 120, 0, { lift: false });
    await page.waitForTimeout(200);
    await finger.lift();
    await expect.poll(async () => (await ui.sceneView())?.yaw).not.toBe(yaw);
    expect(await page.getByTestId('position-unsaved').count()).toBe(0);
    expect(await storedPosition()).toEqual(before);
  });

  it('shows the scene file tab, and a picture’s menu and question dialog within the phone', async () => {
    await page.getByRole('tab', { name: 'シーンファイル', exact: true }).tap();
    await page.getByTestId('upload-scene-file').waitFor();
    await expectFitsThePhone();
    await ui.shot('ja-03-scene-file');

    const [picture] = izoom.pictures;
    await ui.open(`/admin/izooms/${izoom.id}`);
    await page.getByTestId('picture-menu').first().tap();
    const item = page.getByRole('menuitem', { name: '画像を削除' });
    await item.waitFor();
    const itemBox = await item.boundingBox();
    expect(itemBox && itemBox.x >= 0 && itemBox.x + itemBox.width <= PHONE.width).toBe(true);
    await ui.shot('ja-04-picture-menu');
    await item.tap();
    const dialog = page.getByRole('dialog', { name: '画像を削除' });
    await dialog.waitFor();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= PHONE.width).toBe(true);
    await ui.shot('ja-05-delete-question');
    await dialog.getByRole('button', { name: 'いいえ', exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expectFitsThePhone();
    const pictures = (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token })).body.data
      .pictures;
    expect(pictures.map((p) => p.id)).toContain(picture?.id);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });
});
