/**
 * The izoom actions of the admin area that admin.test.ts does not take, in real Chromium against the real
 * server: as the admin, through the menus, file choosers and question dialogs, replace a picture (and be refused
 * a file that is not one), delete a picture, edit an izoom's details and upload its poster, stop a generation,
 * delete an izoom.
 * Each is checked on screen ('Please wait!', the toast and how long it stays) and read back from the server.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../src/shared/constants';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { adminUi, file } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { catchFileChoosers } from '../support/file-choosers';
import { expectGone } from '../support/media-checks';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg, solidPng, textNamedJpg } from '../support/pictures';
import { mediaUrlsOf, publishedIzoom } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'admin-actions');

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let ui: ReturnType<typeof adminUi>;
let token: string;
let pier: IzoomDetail;
let mill: IzoomDetail;
let albumId: number;

const izoomOnServer = (id: number) => call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${id}`, { token });
const tileOf = (pictureId: number) => page.locator(`[data-testid=picture-tile][data-picture-id="${pictureId}"]`);
/** A toast of spec §8 stays its time, give or take the page's polling and its closing animation. */
const expectToastTime = (lasted: number, ms: number) => {
  expect(lasted).toBeGreaterThan(ms - 400);
  expect(lasted).toBeLessThan(ms + 1500);
};

/** Opens a picture's menu and picks `item`; for Replace image, answers the file chooser it opens with `chosen`. */
const pictureMenu = async (pictureId: number, item: string, chosen?: ReturnType<typeof file>) => {
  await tileOf(pictureId).getByTestId('picture-menu').click();
  const chooser = chosen && page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: item }).click();
  if (chosen) await (await chooser)?.setFiles(chosen);
};

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  [pier, mill] = await Promise.all([
    publishedIzoom(server.api, token, 'Pier', true),
    publishedIzoom(server.api, token, 'Old mill', true),
  ]);
  const album = await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Coast', isPublic: true } });
  albumId = album.body.data.id;
  const groups = [{ id: 'coast', name: 'Coast', izoomIds: [pier.id, mill.id] }];
  await call(server.api, 'POST', `/albums/update-group/${albumId}`, { token, body: { groups } });
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  page = browser.page;
  ui = adminUi(page, server.url, ARTIFACTS);
  await ui.signIn(ADMIN);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('izoom actions, as the admin', () => {
  it('replaces a picture from its menu: Please wait!, the 3-second toast, a new image on the server', async () => {
    const [wide] = pier.pictures;
    if (!wide) throw new Error('no picture');
    await ui.open(`/admin/izooms/${pier.id}`);
    await tileOf(wide.id).getByText('700 × 500').waitFor();
    const thumbnail = await tileOf(wide.id).locator('img').getAttribute('src');
    await ui.recordDialogs();
    await pictureMenu(
      wide.id,
      'Replace image',
      file('pier-at-noon.png', 'image/png', await solidPng(900, 300, '#d0a040')),
    );
    const lasted = ui.toastLasts('Picture replaced');
    await tileOf(wide.id).getByText('900 × 300').waitFor();
    await tileOf(wide.id).getByText('pier-at-noon.png').waitFor();
    expect(await tileOf(wide.id).locator('img').getAttribute('src')).not.toBe(thumbnail);
    expect(await ui.sawDialog('Please wait!')).toBe(true);

    const replaced = (await izoomOnServer(pier.id)).body.data.pictures.find((p) => p.id === wide.id);
    expect(replaced).toMatchObject({ name: 'pier-at-noon.png', width: 900, height: 300 });
    expect(replaced?.thumbnailUrl).not.toBe(wide.thumbnailUrl);
    expect((await fetch(`${server.url}${wide.thumbnailUrl}`)).status).toBe(404);
    const served = await fetch(`${server.url}${replaced?.thumbnailUrl}`);
    expect(served.status).toBe(200);
    expectToastTime(await lasted, TOAST_SUCCESS_MS);
    await ui.shot('en-01-picture-replaced');
  });

  it('refuses a file that is not a picture as a replacement, in the 5-second error toast with the server’s why', async () => {
    const [wide] = pier.pictures;
    if (!wide) throw new Error('no picture');
    const before = (await izoomOnServer(pier.id)).body.data.pictures;
    await pictureMenu(wide.id, 'Replace image', file('notes.jpg', 'image/jpeg', textNamedJpg()));
    const refused = ui.toast(/notes\.jpg/);
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/notes\.jpg.*(not|cannot|unsupported)/i);
    expectToastTime(await ui.toastLasts(/notes\.jpg/), TOAST_ERROR_MS);
    expect((await izoomOnServer(pier.id)).body.data.pictures).toEqual(before);
    await tileOf(wide.id).getByText('900 × 300').waitFor();
  });

  it('deletes a picture only on Yes to the question, and republishes the izoom without it', async () => {
    const tall = pier.pictures[1];
    if (!tall) throw new Error('no second picture');
    await pictureMenu(tall.id, 'Delete picture');
    await page.getByRole('dialog', { name: 'Delete picture' }).getByText('Delete tall.jpg from this izoom?').waitFor();
    await ui.answer('Delete picture', 'No');
    expect(await tileOf(tall.id).count()).toBe(1);
    expect((await izoomOnServer(pier.id)).body.data.pictures).toHaveLength(2);

    await ui.recordDialogs();
    await pictureMenu(tall.id, 'Delete picture');
    await ui.answer('Delete picture', 'Yes');
    await ui.toast('Picture deleted').waitFor();
    await tileOf(tall.id).waitFor({ state: 'detached' });
    expect(await page.getByTestId('picture-tile').count()).toBe(1);
    expect(await ui.sawDialog('Please wait!')).toBe(true);
    const after = (await izoomOnServer(pier.id)).body.data;
    expect(after.pictures.map((p) => p.id)).toEqual([pier.pictures[0]?.id]);
    expect((await fetch(`${server.url}${tall.thumbnailUrl}`)).status).toBe(404);
    const manifest = await (await fetch(`${server.url}${after.manifestUrl}`)).json();
    expect(manifest.pictures.map((p: { id: number }) => p.id)).toEqual([pier.pictures[0]?.id]);
  });

  it('edits the izoom’s name and description, and uploads an image as its poster', async () => {
    await ui.recordDialogs();
    const details = page.getByTestId('izoom-details');
    await details.getByLabel('Name').fill('Pier at noon');
    await details.getByLabel('Description').fill('The harbour wall, replaced at noon.');
    await page.getByTestId('save-izoom').click();
    await ui.toast('Izoom saved').waitFor();
    await page.getByRole('heading', { name: 'Pier at noon' }).waitFor();
    // Saving details does not block the page.
    expect(await ui.sawDialog('Please wait!')).toBe(false);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('upload-poster').click();
    await (await chooser).setFiles(file('poster.png', 'image/png', await solidPng(600, 400, '#2060a0')));
    await ui.toast('Poster saved').waitFor();
    const saved = (await izoomOnServer(pier.id)).body.data;
    expect(saved).toMatchObject({ name: 'Pier at noon', description: 'The harbour wall, replaced at noon.' });
    expect(saved.poster?.renditions.length).toBeGreaterThan(0);
    expect(saved.poster?.renditions).not.toEqual(pier.poster?.renditions);
    const largest = saved.poster?.renditions.at(-1)?.url;
    await page.getByTestId('poster-panel').locator(`img[src="${largest}"]`).waitFor();
  });

  it('stops a generation under way: said in a toast, stopped on the server, nothing published', async () => {
    const created = await call<IzoomDetail>(server.api, 'POST', '/izooms/create', { token, body: { name: 'Big sky' } });
    const id = created.body.data.id;
    // Big enough to take seconds to tile here.
    const big = [{ name: 'big-sky.jpg', data: await detailedJpeg(4000, 3000) }];
    expect((await upload(server.api, `/izooms/upload/${id}`, token, big)).status).toBe(201);
    await ui.open(`/admin/izooms/${id}`);
    const panel = page.getByTestId('generate-panel');
    await page.getByTestId('generate').click();
    await page.getByTestId('stop-generate').and(page.locator(':enabled')).click();
    await ui.toast('Generation stopped').waitFor();
    await expect.poll(() => panel.getAttribute('data-state'), { timeout: 10_000 }).toBe('stopped');
    const state = await call(server.api, 'GET', `/izooms/get-generate-state/${id}`, { token });
    expect(state.body.data).toMatchObject({ state: 'stopped', version: 0 });
    expect((await izoomOnServer(id)).body.data.manifestUrl).toBeNull();
    await page.getByTestId('generate').and(page.locator(':enabled')).waitFor();
  });

  it('takes a picture dropped on the drop area, and opens the file chooser from the keyboard', async () => {
    await ui.open(`/admin/izooms/${mill.id}`);
    const area = page.getByTestId('picture-dropzone');
    await area.waitFor();
    const before = (await izoomOnServer(mill.id)).body.data.pictures.length;
    const png = await solidPng(300, 200, '#408060');
    const dataTransfer = await page.evaluateHandle(
      (bytes) => {
        const carried = new DataTransfer();
        carried.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
        return carried;
      },
      [...png],
    );
    await area.dispatchEvent('dragenter', { dataTransfer });
    expect(await area.getAttribute('data-over')).toBe('true');
    await area.dispatchEvent('drop', { dataTransfer });
    expect(await area.getAttribute('data-over')).toBeNull();
    await page.locator('[data-testid=upload-item][data-status=done]').waitFor();
    const pictures = (await izoomOnServer(mill.id)).body.data.pictures;
    expect(pictures).toHaveLength(before + 1);
    expect(pictures.at(-1)?.width).toBe(300);

    // Each way opens the browser's chooser, which is answered (with nothing) before the next is tried.
    const field = page.getByLabel('Add pictures or a zip');
    const choosers = await catchFileChoosers(page);
    for (const [way, open] of [
      ['Enter', () => page.keyboard.press('Enter')],
      ['Space', () => page.keyboard.press(' ')],
      ['click', () => area.click()],
    ] as const) {
      await field.focus();
      expect(await field.evaluate((input) => input === document.activeElement), way).toBe(true);
      await open();
      expect(await choosers.nextTakesSeveral(), way).toBe(true);
    }
    await choosers.stop();
  });

  it('deletes an izoom after asking: gone from the lists, from its album, and every media URL answers 404', async () => {
    const media = await mediaUrlsOf(server.url, mill);
    await ui.open(`/admin/izooms/${mill.id}`);
    await ui.recordDialogs();
    await page.getByTestId('delete-izoom').click();
    await page.getByText('Delete Old mill and all its pictures?').waitFor();
    await ui.answer('Delete izoom', 'Yes');
    await ui.toast('Izoom deleted').waitFor();
    await page.waitForURL(`${server.url}/admin/izooms`);
    await page.getByTestId('izoom-row').filter({ hasText: 'Pier at noon' }).waitFor();
    expect(await page.getByTestId('izoom-row').filter({ hasText: 'Old mill' }).count()).toBe(0);
    expect(await ui.sawDialog('Please wait!')).toBe(true);

    expect((await izoomOnServer(mill.id)).status).toBe(404);
    for (const list of ['/izooms/get', '/izooms/public-list']) {
      const items = (await call<{ items: { id: number }[] }>(server.api, 'GET', list, { token })).body.data.items;
      expect(items.map((izoom) => izoom.id)).toContain(pier.id);
      expect(items.map((izoom) => izoom.id)).not.toContain(mill.id);
    }
    const album = (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data;
    expect(album.groups[0]?.izoomIds).toEqual([pier.id]);
    expect(album.izooms.map((izoom) => izoom.id)).toEqual([pier.id]);
    await expectGone(server.url, media);
    expect(browser.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    await ui.shot('en-02-izoom-deleted');
  });
});
