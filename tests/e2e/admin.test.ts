/**
 * The admin area end to end, in real Chromium against the real server from an empty data folder: as the
 * admin, make an izoom (three pictures, a zip and a refused file), generate it and watch the progress reach
 * done, choose its poster, reorder it, make an album, put the izoom in a group by drag and drop, move its
 * position (with numbers, by dragging it in the 3D scene, with keys), open the album in the viewer and see
 * it hang there, make a kiosk account; then, as that kiosk (a guest), find no way to change anything. Screenshots of every admin page, in English and Japanese, go
 * to tests/.artifacts/admin/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { adminUi, file, type WithScene } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { detailedJpeg, solidPng, solidWebp, textNamedJpg } from '../support/pictures';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { chooseLanguage, signOutThroughUi, waitForLoginForm } from '../support/ui-sign-in';
import { buildZip } from '../support/zip-writer';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'admin');

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let izoomPath = '';
let albumPath = '';
let albumId = 0;
let kiosk = { email: '', password: '' };
let ui: ReturnType<typeof adminUi>;

const storedPosition = async () =>
  (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/public/get-by-id/${albumId}`)).body.data.positions[0];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  page = browser.page;
  ui = adminUi(page, server.url, ARTIFACTS);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the admin area, as the admin', () => {
  it('creates an izoom and uploads three pictures and a zip, each with its progress; a bad file is refused with why', async () => {
    await ui.signIn(ADMIN);
    await ui.open(`/admin/izooms`);
    await page.getByTestId('izooms-empty').waitFor();
    await page.getByTestId('new-izoom').click();
    const dialog = page.getByRole('dialog', { name: 'New izoom' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Harbour at dusk');
    await dialog.getByLabel('Public: anyone can see it').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/izooms\/\d+$/);
    izoomPath = new URL(page.url()).pathname;

    const zip = buildZip([
      { name: 'zip/b-2.png', data: await solidPng(320, 200, '#205080') },
      { name: 'zip/a-1.png', data: await solidPng(320, 200, '#802050') },
      { name: 'zip/readme.txt', data: Buffer.from('not a picture') },
    ]);
    await page
      .getByTestId('picture-dropzone')
      .locator('input[type=file]')
      .setInputFiles([
        file('one.jpg', 'image/jpeg', await detailedJpeg(640, 400)),
        file('two.png', 'image/png', await solidPng(480, 320, '#c08020')),
        file('three.webp', 'image/webp', await solidWebp(400, 400)),
        file('pictures.zip', 'application/zip', zip),
        file('notes.jpg', 'image/jpeg', textNamedJpg()),
      ]);
    const items = page.getByTestId('upload-item');
    await expect.poll(() => items.count()).toBe(5);
    await expect
      .poll(() => page.locator('[data-testid=upload-item][data-status=done]').count(), { timeout: 30_000 })
      .toBe(4);
    const refused = page.locator('[data-testid=upload-item][data-status=refused]');
    await refused.waitFor();
    expect(await refused.getByTestId('upload-reason').textContent()).toMatch(/notes\.jpg/);
    expect(await page.getByTestId('upload-skipped').textContent()).toContain('readme.txt');
    await expect.poll(() => page.getByTestId('picture-tile').count()).toBe(5);
    await ui.shot('en-02-izoom-uploaded');
  });

  it('generates with a live progress bar until done, then chooses the poster and reorders the pictures', async () => {
    const panel = page.getByTestId('generate-panel');
    const seen = new Set<string>();
    await page.getByTestId('generate').click();
    await expect
      .poll(
        async () => {
          seen.add((await panel.getAttribute('data-state')) ?? '');
          return panel.getAttribute('data-state');
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe('done');
    expect([...seen].some((state) => state === 'queued' || state === 'generating')).toBe(true);
    expect(await page.getByTestId('generate-progress').getAttribute('data-progress')).toBe('1');
    // Once done, the izoom is read again: it has a manifest, so it can be viewed.
    await expect
      .poll(() => page.getByTestId('view-izoom').getAttribute('data-disabled'), { timeout: 10_000 })
      .toBeNull();

    await page.getByTestId('picture-menu').nth(1).click();
    await page.getByRole('menuitem', { name: 'Use as poster' }).click();
    await ui.toast('Poster saved').waitFor();
    await page.getByTestId('poster-panel').locator('img').waitFor();

    const first = await page.getByTestId('picture-tile').first().getAttribute('data-picture-id');
    await page.getByTestId('picture-tile').first().getByRole('button', { name: 'Move later' }).click();
    await ui.toast('Order saved').waitFor();
    await expect.poll(() => page.getByTestId('picture-tile').nth(1).getAttribute('data-picture-id')).toBe(first);
    await ui.shot('en-03-izoom-generated');
  });

  it('lists the izoom with its state and poster, and the dashboard shows the counts and the finished job', async () => {
    await ui.open(`/admin/izooms`);
    const row = page.getByTestId('izoom-row').filter({ hasText: 'Harbour at dusk' });
    await row.locator('[data-state=done]').waitFor();
    await row.locator('img').waitFor();
    await ui.shot('en-01-izooms');
    await ui.open(`/admin`);
    await page.locator('[data-testid=job-row][data-state=done]').waitFor();
    await expect.poll(() => page.getByTestId('admin-summary-stat').first().textContent()).toBe('5');
    await ui.shot('en-00-overview');
  });

  it('creates an album, puts the izoom in a group by drag and drop, and moves its position', async () => {
    await ui.open(`/admin/albums`);
    await page.getByTestId('new-album').click();
    const dialog = page.getByRole('dialog', { name: 'New album' });
    await dialog.getByLabel('Name').fill('Seaside');
    await dialog.getByLabel('Public: anyone can see it').check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/admin\/albums\/\d+$/);
    albumPath = new URL(page.url()).pathname;
    albumId = Number(albumPath.split('/').pop());
    await ui.shot('en-05-album-details');

    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByTestId('add-group').click();
    await page.getByTestId('group-name').fill('Evening');
    const chip = page.getByTestId('izoom-pool').getByTestId('izoom-chip').filter({ hasText: 'Harbour at dusk' });
    await chip.dragTo(page.getByTestId('group-card'));
    await page.getByTestId('group-card').getByTestId('izoom-chip').waitFor();
    await page.getByTestId('save-groups').click();
    await ui.toast('Groups saved').waitFor();
    await ui.shot('en-06-album-groups');

    await page.getByRole('tab', { name: 'Positions' }).click();
    const row = page.getByTestId('position-row');
    await row.getByText('On the wall by default').waitFor();
    await row.getByTestId('position-x').fill('0');
    await row.getByTestId('position-z').fill('-6');
    await row.getByTestId('position-rotation').fill('0');
    await row.getByTestId('position-scale').fill('2.5');
    await row.getByTestId('save-position').click();
    const saved = ui.toast('Position of Harbour at dusk saved');
    await saved.waitFor();
    // The 1-second toast of spec §8, at the bottom right.
    const box = await saved.boundingBox();
    expect(box && box.x > 640 && box.y > 450).toBe(true);
    await saved.waitFor({ state: 'detached', timeout: 5_000 });
    await row.getByText('On the wall by default').waitFor({ state: 'detached' });
    const album = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/public/get-by-id/${albumId}`);
    expect(album.body.data.positions).toEqual([
      expect.objectContaining({ x: 0, y: 1.6, z: -6, rotation: 0, scale: 2.5 }),
    ]);
    await page.waitForFunction(() => (window as WithScene).izoomAlbum?.stats().planes === 1, undefined, {
      timeout: 30_000,
    });
    await ui.shot('en-07-album-positions');
    await page.getByRole('tab', { name: 'Scene file' }).click();
    await page.getByTestId('cill-none').waitFor();
    await ui.shot('en-08-album-scene-file');
  });

  it('drags the izoom in the scene: it stays under the pointer, its numbers follow, the drop saves it', async () => {
    await page.getByRole('tab', { name: 'Positions' }).click();
    await ui.sceneReady();
    const canvas = page.getByTestId('album-canvas');
    const row = page.getByTestId('position-row');
    const izoomId = Number(await row.getAttribute('data-izoom-id'));
    expect(await page.getByTestId('album-scene').getAttribute('data-editable')).toBe('true');
    await canvas.screenshot({ path: join(ARTIFACTS, 'en-07a-drag-before.png') });
    const view = await ui.sceneView();
    const box = await canvas.boundingBox();
    if (!view || !box) throw new Error('no scene');
    // The izoom faces the eye 5.5 m ahead: one pixel there spans 2 · 5.5 m · tan 30° over the canvas height.
    const perPixel = (2 * (view.position.z + 6) * Math.tan(Math.PI / 6)) / box.height;
    const from = await ui.izoomOnPage(izoomId);
    await ui.dragBy(from, 120, -40, false);
    // The row follows as the izoom moves, marked as not saved yet.
    await expect
      .poll(async () => Number(await row.getByTestId('position-x').inputValue()))
      .toBeCloseTo(120 * perPixel, 1);
    await row.getByTestId('position-unsaved').waitFor();
    await page.mouse.up();
    const saved = ui.toast('Position of Harbour at dusk saved');
    await saved.waitFor();
    const box2 = await saved.boundingBox();
    expect(box2 && box2.x > 640 && box2.y > 450).toBe(true);
    await row.getByTestId('position-unsaved').waitFor({ state: 'detached' });
    const position = await storedPosition();
    expect(position?.x).toBeCloseTo(120 * perPixel, 1);
    expect(position?.y).toBeCloseTo(1.6 + 40 * perPixel, 1);
    expect(position).toMatchObject({ izoomId, z: -6, rotation: 0, scale: 2.5 });
    expect(Number(await row.getByTestId('position-x').inputValue())).toBe(position?.x);
    // The point grabbed (the izoom's centre) is under the pointer where it was let go.
    const to = await ui.izoomOnPage(izoomId);
    expect(Math.abs(to.x - (from.x + 120))).toBeLessThan(1.5);
    expect(Math.abs(to.y - (from.y - 40))).toBeLessThan(1.5);
    await ui.sceneReady();
    await canvas.screenshot({ path: join(ARTIFACTS, 'en-07b-drag-after.png') });
    await saved.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('puts the izoom back when the server refuses the drop, with the server’s message', async () => {
    const row = page.getByTestId('position-row');
    const izoomId = Number(await row.getAttribute('data-izoom-id'));
    const before = await storedPosition();
    await page.route('**/albums/update-position/*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: { code: 'CONFLICT' }, message: 'Changed elsewhere meanwhile' }),
      }),
    );
    await ui.dragBy(await ui.izoomOnPage(izoomId), -150, 0);
    await ui.toast('Changed elsewhere meanwhile').waitFor();
    await page.unroute('**/albums/update-position/*');
    await expect.poll(async () => Number(await row.getByTestId('position-x').inputValue())).toBe(before?.x);
    expect((await ui.positionOf(izoomId))?.centre.x).toBeCloseTo(before?.x ?? Number.NaN, 3);
    expect(await storedPosition()).toEqual(before);
  });

  it('moves the chosen izoom with the keys: a click chooses it, an arrow lifts it, Enter saves', async () => {
    const row = page.getByTestId('position-row');
    const izoomId = Number(await row.getAttribute('data-izoom-id'));
    const before = await storedPosition();
    const at = await ui.izoomOnPage(izoomId);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => row.getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowUp');
    await expect
      .poll(async () => Number(await row.getByTestId('position-y').inputValue()))
      .toBeCloseTo((before?.y ?? 0) + 0.11, 3);
    await page.keyboard.press('Enter');
    const saved = ui.toast('Position of Harbour at dusk saved');
    await saved.waitFor();
    await expect.poll(async () => (await storedPosition())?.y).toBeCloseTo((before?.y ?? 0) + 0.11, 3);
    expect(await row.getAttribute('data-selected')).toBeNull();
    await saved.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('opens the album as a visitor, where the izoom hangs in the 3D scene in front of the entrance', async () => {
    await page.getByTestId('open-as-visitor').click();
    await page.waitForURL(`${server.url}/album/${albumId}`);
    await page.waitForFunction(
      () => {
        const stats = (window as WithScene).izoomAlbum?.stats();
        return stats?.planes === 1 && stats.planesInView === 1 && stats.drawn > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.getByTestId('album-canvas').screenshot({ path: join(ARTIFACTS, 'en-09-album-as-visitor.png') });
    expect(await page.getByTestId('open-as-kiosk').count()).toBe(0);
  });

  it('creates a kiosk account for the album, shown once with what the kiosk needs', async () => {
    await ui.open(`/admin/accounts`);
    await page.getByTestId('prepare-account').click();
    await page.getByText('E-mail or name is required').waitFor();
    await page.getByLabel('E-mail or name').fill('lobby');
    await page.getByTestId('kiosk-album').click();
    await page.getByRole('option', { name: 'Seaside' }).click();
    await ui.shot('en-10-accounts');
    await page.getByTestId('prepare-account').click();
    const card = page.getByTestId('prepared-account');
    await card.waitFor();
    const [email, password, address] = await card.getByTestId('prepared-value').allTextContents();
    expect(email).toBe('lobby@viewer.izoom.local');
    expect(password.length).toBeGreaterThan(8);
    expect(address).toBe(`${server.url}/album/${albumId}?kiosk`);
    kiosk = { email, password };
    await ui.shot('en-11-account-created');
  });

  it('shows every admin page in Japanese', async () => {
    await chooseLanguage(page, '日本語');
    const pages: [string, string, string?][] = [
      ['ja-00-overview', '/admin'],
      ['ja-01-izooms', '/admin/izooms'],
      ['ja-03-izoom', izoomPath],
      ['ja-05-album-details', albumPath],
      ['ja-06-album-groups', albumPath, 'グループ'],
      ['ja-07-album-positions', albumPath, '位置'],
      ['ja-08-album-scene-file', albumPath, 'シーンファイル'],
      ['ja-04-albums', '/admin/albums'],
      ['ja-10-accounts', '/admin/accounts'],
    ];
    for (const [name, path, tab] of pages) {
      await ui.open(`${path}`);
      await page.getByTestId('admin-nav').waitFor();
      if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.locator('.mantine-Skeleton-root').first().waitFor({ state: 'detached' });
      await ui.shot(name);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await chooseLanguage(page, 'English');
    await ui.open(`/admin/albums`);
    await page.getByTestId('album-row').waitFor();
    await ui.shot('en-04-albums');
  });
});

describe('the admin area, as a guest (the kiosk account)', () => {
  it('shows everything read-only: no way to change anything', async () => {
    await signOutThroughUi(page);
    await waitForLoginForm(page);
    await ui.signIn(kiosk);
    await ui.open(`/admin/izooms`);
    await page.getByTestId('read-only-notice').waitFor();
    await page.getByTestId('izoom-row').waitFor();
    expect(await page.getByTestId('new-izoom').count()).toBe(0);
    await ui.shot('guest-01-izooms');

    await ui.open(`${izoomPath}`);
    await page.getByTestId('picture-grid').waitFor();
    for (const id of [
      'generate',
      'stop-generate',
      'upload-poster',
      'delete-izoom',
      'save-izoom',
      'picture-dropzone',
      'picture-menu',
    ]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'Move later' }).count()).toBe(0);
    expect(await page.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    await ui.shot('guest-02-izoom');

    await ui.open(`${albumPath}`);
    await page.getByTestId('album-details').waitFor();
    expect(await page.getByTestId('save-album').count()).toBe(0);
    expect(await page.getByTestId('delete-album').count()).toBe(0);
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByTestId('group-card').waitFor();
    for (const id of ['add-group', 'save-groups', 'izoom-pool', 'group-add-izoom']) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    await page.getByRole('tab', { name: 'Positions' }).click();
    await page.getByTestId('position-row').waitFor();
    expect(await page.getByTestId('save-position').count()).toBe(0);
    // A drag on the izoom only turns the view: nothing moves, nothing is saved.
    await ui.sceneReady();
    expect(await page.getByTestId('album-scene').getAttribute('data-editable')).toBeNull();
    const izoomId = Number(await page.getByTestId('position-row').getAttribute('data-izoom-id'));
    const before = await storedPosition();
    const yaw = (await ui.sceneView())?.yaw;
    await ui.dragBy(await ui.izoomOnPage(izoomId), 120, 0);
    await expect.poll(async () => (await ui.sceneView())?.yaw).not.toBe(yaw);
    expect(await page.getByTestId('position-unsaved').count()).toBe(0);
    expect(Number(await page.getByTestId('position-x').inputValue())).toBe(before?.x);
    expect(await storedPosition()).toEqual(before);
    await page.getByRole('tab', { name: 'Scene file' }).click();
    expect(await page.getByTestId('upload-cill').count()).toBe(0);
    await ui.shot('guest-03-album');

    await ui.open(`/admin/accounts`);
    await page.getByTestId('accounts-admin-only').waitFor();
    expect(await page.getByTestId('prepare-account-form').count()).toBe(0);
    await ui.open(`/admin`);
    await page.getByTestId('read-only-notice').waitFor();
    await ui.shot('guest-04-overview');
  });
});
