/**
 * The album's 3D gallery finds its pictures (issue 20, point 4), on a phone in portrait (390 × 844, touch through
 * Chromium's input pipeline) and on a desktop with a mouse, against the real server and its demo album in real
 * Chromium. Every check reads the scene's own projection (`izoomAlbum.projection()`: each izoom in view, its
 * rectangle on the canvas and the share of the canvas it covers), not the pixels. Screenshots go to
 * tests/.artifacts/gallery-framing/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { chooseLanguage } from '../support/ui-sign-in';
import { startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'gallery-framing');
/** What a picture must cover of the scene, at least, in the first frame. */
const GOOD_SHARE = 0.2;
/** What "a picture in view" means after walking: the viewer's own IN_VIEW_SHARE. */
const IN_VIEW = 0.02;

interface Shown {
  izoomId: number;
  share: number;
  rect: { x: number; y: number; width: number; height: number };
}
interface Projection {
  viewport: { width: number; height: number };
  view: { position: { x: number; y: number; z: number }; yaw: number; pitch: number };
  pictures: Shown[];
}
type WithAlbum = {
  izoomAlbum?: { projection(): Projection; stats(): { sharp: boolean; planes: number; setting: string } };
};

let server: TestServer;
let albumId: number;
let izoomCount: number;

const projection = (page: Page): Promise<Projection> =>
  page.evaluate(() => (window as WithAlbum).izoomAlbum?.projection() as Projection);
const largest = (p: Projection): Shown =>
  p.pictures.reduce((a, b) => (b.share > a.share ? b : a), {
    izoomId: -1,
    share: 0,
    rect: { x: 0, y: 0, width: 0, height: 0 },
  });
const shareOf = (p: Projection, izoomId: number) => p.pictures.find((s) => s.izoomId === izoomId)?.share ?? 0;

/** Opens the demo album and waits until its gallery has hung every izoom and drawn them sharp. */
const openGallery = async (page: Page) => {
  await page.goto(`${server.url}/album/${albumId}`);
  const canvas = page.getByTestId('album-canvas');
  await canvas.waitFor();
  await page.waitForFunction(
    (count) => {
      const stats = (window as WithAlbum).izoomAlbum?.stats();
      return stats?.sharp === true && stats.planes >= count && stats.setting === 'ready';
    },
    izoomCount,
    { timeout: 90_000 },
  );
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return { canvas, box };
};

/** Where on the page the middle of the part of an izoom in view is. */
const middleOf = (box: { x: number; y: number }, shown: Shown) => ({
  x: box.x + shown.rect.x + shown.rect.width / 2,
  y: box.y + shown.rect.y + shown.rect.height / 2,
});

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId, albumIzoomCount: izoomCount } = await startDemoServer());
});

afterAll(async () => {
  await server?.close();
});

describe('the gallery on a desktop, with a mouse', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    page = browser.page;
  });
  afterAll(async () => browser?.close());

  it('opens framed on a picture that fills a good share of the scene, with the mouse and keys hint', async () => {
    expect(izoomCount).toBeGreaterThan(1);
    const { canvas } = await openGallery(page);
    await canvas.screenshot({ path: join(ARTIFACTS, 'desktop-01-opening.png') });
    const first = await projection(page);
    expect(largest(first).share).toBeGreaterThanOrEqual(GOOD_SHARE);
    await page.getByText('scroll or use the arrow keys to walk').waitFor();
    expect(await page.getByText('pinch', { exact: false }).count()).toBe(0);
  });

  it('walks towards the picture under the pointer with 25 wheel notches: it comes closer and stays in view', async () => {
    const { canvas, box } = await openGallery(page);
    const before = await projection(page);
    const target = largest(before);
    // Off the middle of the view, on the picture: the walk goes where the pointer is, not straight ahead.
    const at = {
      x: box.x + target.rect.x + target.rect.width * 0.25,
      y: box.y + target.rect.y + target.rect.height * 0.4,
    };
    await page.mouse.move(at.x, at.y);
    for (let notch = 0; notch < 25; notch++) {
      await page.mouse.wheel(0, -100);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
    await canvas.screenshot({ path: join(ARTIFACTS, 'desktop-02-after-wheel.png') });
    const after = await projection(page);
    expect(shareOf(after, target.izoomId)).toBeGreaterThan(target.share * 1.5);
    expect(largest(after).share).toBeGreaterThanOrEqual(IN_VIEW);
    // The point aimed at is still under the pointer: still on that picture.
    const still = after.pictures.find((s) => s.izoomId === target.izoomId)?.rect;
    expect(still && at.x - box.x >= still.x && at.x - box.x <= still.x + still.width).toBe(true);
  });

  it('never ends facing a blank wall: 25 notches beside every picture keep one in view', async () => {
    const { canvas, box } = await openGallery(page);
    const before = await projection(page);
    // The far right of the scene, clear of every picture in view: the wall, the floor, the hall beyond.
    const clear = (x: number) => before.pictures.every((s) => x < s.rect.x - 20 || x > s.rect.x + s.rect.width + 20);
    const x = [0.97, 0.03, 0.9, 0.1].map((f) => f * before.viewport.width).find(clear);
    if (x === undefined) throw new Error('no clear spot beside the pictures');
    await page.mouse.move(box.x + x, box.y + before.viewport.height * 0.5);
    for (let notch = 0; notch < 25; notch++) {
      await page.mouse.wheel(0, -100);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(700);
    await canvas.screenshot({ path: join(ARTIFACTS, 'desktop-03-beside.png') });
    const after = await projection(page);
    expect(largest(after).share).toBeGreaterThanOrEqual(IN_VIEW);
  });

  it('turned to a blank wall, a wheel notch turns to the nearest picture instead of walking on', async () => {
    const { canvas, box } = await openGallery(page);
    const opening = await projection(page);
    // A quarter turn to the left (60° of view span the scene's height): facing the entrance, no picture in view.
    const quarter = (opening.viewport.height * 90) / 60;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + (box.width - quarter) / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + (box.width + quarter) / 2, y, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    expect(largest(await projection(page)).share).toBeLessThan(IN_VIEW);
    for (let notch = 0; notch < 3; notch++) await page.mouse.wheel(0, -100);
    await page.waitForTimeout(900);
    await canvas.screenshot({ path: join(ARTIFACTS, 'desktop-04-turned-back.png') });
    const after = await projection(page);
    expect(largest(after).share).toBeGreaterThanOrEqual(IN_VIEW);
    expect(after.view.position.z).toBeCloseTo(opening.view.position.z, 3);
  });

  it('comes back to the opening view with the Home button and with the Home key', async () => {
    const { canvas, box } = await openGallery(page);
    const opening = await projection(page);
    // Turn away and walk: the opening view is gone.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(200);
    expect((await projection(page)).view.yaw).not.toBeCloseTo(opening.view.yaw, 2);
    const home = page.getByRole('button', { name: 'Back to start' });
    await home.click();
    await page.waitForTimeout(900);
    const back = await projection(page);
    expect(back.view.yaw).toBeCloseTo(opening.view.yaw, 3);
    expect(back.view.position.x).toBeCloseTo(opening.view.position.x, 3);
    expect(largest(back).share).toBeGreaterThanOrEqual(GOOD_SHARE);
    // From the keyboard: the Home key on the scene does the same, and Tab reaches the button, which Enter presses.
    const turnAway = async () => {
      await canvas.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(400);
      expect((await projection(page)).view.yaw).not.toBeCloseTo(opening.view.yaw, 2);
    };
    await turnAway();
    await page.keyboard.press('Home');
    await page.waitForTimeout(900);
    expect((await projection(page)).view.yaw).toBeCloseTo(opening.view.yaw, 3);
    await turnAway();
    await page.keyboard.press('Shift+Tab');
    expect(await home.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(900);
    expect((await projection(page)).view.yaw).toBeCloseTo(opening.view.yaw, 3);
  });

  it('a click on a picture opens it in focus mode', async () => {
    const { box } = await openGallery(page);
    const target = largest(await projection(page));
    const at = middleOf(box, target);
    await page.mouse.click(at.x, at.y);
    await page.waitForURL(new RegExp(`izoom=${target.izoomId}`), { timeout: 15_000 });
    await page.getByTestId('focus-viewer').waitFor();
  });
});

describe('the gallery on a phone in portrait, by touch', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({
      viewport: { width: 390, height: 844 },
      phone: { deviceScaleFactor: 3 },
      serviceWorkers: 'block',
    });
    page = browser.page;
  });
  afterAll(async () => browser?.close());

  it('opens framed on a picture that fills a good share of the scene, with the touch hint', async () => {
    const { canvas } = await openGallery(page);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-01-opening.png') });
    await canvas.screenshot({ path: join(ARTIFACTS, 'phone-01-opening-scene.png') });
    expect(largest(await projection(page)).share).toBeGreaterThanOrEqual(GOOD_SHARE);
    await page.getByText('pinch to walk closer').waitFor();
    expect(await page.getByText('arrow keys').count()).toBe(0);
    await page.getByRole('button', { name: 'Back to start' }).waitFor();
  });

  it('a pinch over a picture walks towards it', async () => {
    const { canvas, box } = await openGallery(page);
    const before = await projection(page);
    const target = largest(before);
    const mid = middleOf(box, target);
    const cdp = await page.context().newCDPSession(page);
    const fingers = (type: string, spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: type as 'touchStart',
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: mid.x - spread, y: mid.y, id: 1 },
                { x: mid.x + spread, y: mid.y, id: 2 },
              ],
      });
    await fingers('touchStart', 20);
    for (let step = 1; step <= 10; step++) await fingers('touchMove', 20 + step * 12);
    await fingers('touchEnd', 0);
    await cdp.detach();
    await page.waitForTimeout(300);
    await canvas.screenshot({ path: join(ARTIFACTS, 'phone-02-after-pinch.png') });
    const after = await projection(page);
    expect(shareOf(after, target.izoomId)).toBeGreaterThan(target.share * 1.3);
  });

  it('says it in Japanese too: the touch hint and the button', async () => {
    await openGallery(page);
    await chooseLanguage(page, '日本語');
    await page.getByText('ピンチで近づき').waitFor();
    await page.getByRole('button', { name: '最初の位置へ' }).tap();
    await chooseLanguage(page, 'English');
    await page.getByText('pinch to walk closer').waitFor();
  });

  it('a tap on a picture opens it in focus mode', async () => {
    const { box } = await openGallery(page);
    const target = largest(await projection(page));
    const at = middleOf(box, target);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForURL(new RegExp(`izoom=${target.izoomId}`), { timeout: 15_000 });
    await page.getByTestId('focus-viewer').waitFor();
  });
});
