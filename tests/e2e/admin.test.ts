/**
 * The admin area end to end, in real Chromium against the real server from an empty data folder: as the
 * admin, make an izoom (three pictures, a zip and a refused file), generate it and watch the progress reach
 * done, choose its poster, reorder it, make an album, put the izoom in a group by drag and drop, move its
 * position (with numbers, by dragging it in the 3D scene, with keys), open the album in the viewer and see
 * it hang there, make a kiosk account; then, as that kiosk (a guest), find no way to change anything.
 * Screenshots of every admin page, in English and Japanese, go to tests/.artifacts/admin/. One server and
 * page for all the steps (admin-run.ts); the scene's steps are in admin-scene-steps.ts, the guest's in
 * admin-guest-steps.ts.
 */

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { file, type WithScene } from '../support/admin-ui';
import { call } from '../support/api';
import { detailedJpeg, solidPng, solidWebp, textNamedJpg } from '../support/pictures';
import { ADMIN } from '../support/server';
import { chooseLanguage } from '../support/ui-sign-in';
import { buildZip } from '../support/zip-writer';
import { guestSeesReadOnly } from './admin-guest-steps';
import { ARTIFACTS, made, page, server, startAdminRun, ui } from './admin-run';
import { dragInTheScene, moveWithTheKeys, putBackWhenRefused } from './admin-scene-steps';

startAdminRun();

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
    made.izoomPath = new URL(page.url()).pathname;

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
    made.albumPath = new URL(page.url()).pathname;
    made.albumId = Number(made.albumPath.split('/').pop());
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
    const album = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/public/get-by-id/${made.albumId}`);
    expect(album.body.data.positions).toEqual([
      expect.objectContaining({ x: 0, y: 1.6, z: -6, rotation: 0, scale: 2.5 }),
    ]);
    await page.waitForFunction(() => (window as WithScene).izoomAlbum?.stats().planes === 1, undefined, {
      timeout: 30_000,
    });
    await ui.shot('en-07-album-positions');
    await page.getByRole('tab', { name: 'Scene file' }).click();
    await page.getByTestId('scene-file-none').waitFor();
    await ui.shot('en-08-album-scene-file');
  });

  it('drags the izoom in the scene: it stays under the pointer, its numbers follow, the drop saves it', dragInTheScene);

  it('puts the izoom back when the server refuses the drop, with the server’s message', putBackWhenRefused);

  it('moves the chosen izoom with the keys: a click chooses it, an arrow lifts it, Enter saves', moveWithTheKeys);

  it('opens the album as a visitor, where the izoom hangs in the 3D scene in front of the entrance', async () => {
    await page.getByTestId('open-as-visitor').click();
    await page.waitForURL(`${server.url}/album/${made.albumId}`);
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
    expect(address).toBe(`${server.url}/album/${made.albumId}?kiosk`);
    made.kiosk = { email, password };
    await ui.shot('en-11-account-created');
  });

  it('shows every admin page in Japanese', async () => {
    await chooseLanguage(page, '日本語');
    const pages: [string, string, string?][] = [
      ['ja-00-overview', '/admin'],
      ['ja-01-izooms', '/admin/izooms'],
      ['ja-03-izoom', made.izoomPath],
      ['ja-05-album-details', made.albumPath],
      ['ja-06-album-groups', made.albumPath, 'グループ'],
      ['ja-07-album-positions', made.albumPath, '位置'],
      ['ja-08-album-scene-file', made.albumPath, 'シーンファイル'],
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
  it('shows everything read-only: no way to change anything', guestSeesReadOnly);
});
