/**
 * The album actions of the admin area that admin.test.ts does not take, in real Chromium against the real
 * server: as the admin, edit an album's details; upload a .glb model as its scene file, replace it with a 2:1
 * panorama, remove it after asking; open the album as a kiosk; delete the album. Each is checked on screen and
 * read back from the server, and the album's own page shows the scene it now has: the model's orange room, the
 * panorama's blue sky, then the built-in gallery again. Screenshots go to tests/.artifacts/admin-actions/.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_SUCCESS_MS } from '../../src/shared/constants';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { adminUi, file, type WithScene } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { signIn } from '../support/oidc-flow';
import { publishedIzoom } from '../support/published';
import { isRoomOrange, orangeRoomGlb } from '../support/scene-model';
import { panoramaPng } from '../support/scenes';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { elementPixels } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'admin-actions');
/** The panorama's colour, #5090e0. */
const isSkyBlue = (r: number, g: number, b: number) =>
  Math.abs(r - 0x50) < 30 && Math.abs(g - 0x90) < 30 && Math.abs(b - 0xe0) < 30;

let server: TestServer;
let browser: TestBrowser;
let page: Page;
let ui: ReturnType<typeof adminUi>;
let token: string;
let izoomId: number;
let albumId: number;

const albumOnServer = () => call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token });

/** Chooses `chosen` through the scene file button, as the admin would. */
const uploadSceneFile = async (chosen: ReturnType<typeof file>) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-scene-file').click();
  await (await chooser).setFiles(chosen);
};

/** The album's page as a visitor sees it, once its scene and setting are drawn: the share of its canvas in each colour. */
const albumPageColours = async (name: string) => {
  const visitor = await browser.context.newPage();
  try {
    await visitor.goto(`${server.url}/album/${albumId}`);
    await visitor.waitForFunction(
      () => {
        const stats = (window as WithScene).izoomAlbum?.stats();
        return stats?.setting === 'ready' && stats.planes === 1 && stats.drawn > 0;
      },
      undefined,
      { timeout: 30_000 },
    );
    await visitor.waitForTimeout(300);
    const { data, info } = await elementPixels(visitor.getByTestId('album-canvas'), join(ARTIFACTS, `${name}.png`));
    let orange = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (isRoomOrange(r, g, b)) orange++;
      if (isSkyBlue(r, g, b)) blue++;
    }
    const pixels = info.width * info.height;
    return { orange: orange / pixels, blue: blue / pixels };
  } finally {
    await visitor.close();
  }
};

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  izoomId = (await publishedIzoom(server.api, token, 'Beach', true)).id;
  const album = await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Dunes', isPublic: true } });
  albumId = album.body.data.id;
  const groups = [{ id: 'shore', name: 'Shore', izoomIds: [izoomId] }];
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

describe('album actions, as the admin', () => {
  it('edits the album’s description', async () => {
    await ui.open(`/admin/albums/${albumId}`);
    const details = page.getByTestId('album-details');
    await details.getByLabel('Description').fill('Sand, wind and a beach.');
    await page.getByTestId('save-album').click();
    const lasted = ui.toastLasts('Album saved');
    await expect.poll(async () => (await albumOnServer()).body.data.description).toBe('Sand, wind and a beach.');
    expect(await lasted).toBeGreaterThan(TOAST_SUCCESS_MS - 400);
  });

  it('uploads a .glb model as the scene file: saved, previewed, and the album stands in it', async () => {
    const glb = orangeRoomGlb();
    await page.getByRole('tab', { name: 'Scene file' }).click();
    await page.getByTestId('scene-file-none').waitFor();
    await uploadSceneFile(file('orange-room.glb', 'model/gltf-binary', glb));
    await ui.toast('Scene file saved').waitFor();
    await page
      .getByTestId('scene-file-current')
      .getByText(/^Model: orange-room\.glb \(/)
      .waitFor();
    await page.waitForFunction(() => (window as WithScene).izoomAlbum?.stats().setting === 'ready');
    await ui.shot('en-10-scene-file-model');

    const { cillFile } = (await albumOnServer()).body.data;
    expect(cillFile).toMatchObject({ kind: 'glb', name: 'orange-room.glb', bytes: glb.length });
    const served = await fetch(`${server.url}${cillFile?.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(glb)).toBe(true);
    const colours = await albumPageColours('en-11-album-in-model');
    // The scene opens framed on its izoom, which covers much of the view; the room shows all round it.
    expect(colours.orange).toBeGreaterThan(0.15);
  });

  it('replaces it with a 2:1 panorama: the model goes, the album stands under its sky', async () => {
    const model = (await albumOnServer()).body.data.cillFile;
    expect(await page.getByTestId('upload-scene-file').textContent()).toBe('Replace the scene file');
    await uploadSceneFile(file('sky.png', 'image/png', await panoramaPng()));
    await ui.toast('Scene file saved').waitFor();
    await page
      .getByTestId('scene-file-current')
      .getByText(/^Panorama: sky\.png \(.*, 400 × 200\)$/)
      .waitFor();
    await page.getByRole('img', { name: "The album's panorama" }).waitFor();
    await ui.shot('en-12-scene-file-panorama');

    const { cillFile } = (await albumOnServer()).body.data;
    expect(cillFile).toMatchObject({ kind: 'panorama', name: 'sky.png', width: 400, height: 200 });
    expect((await fetch(`${server.url}${cillFile?.url}`)).status).toBe(200);
    expect((await fetch(`${server.url}${model?.url}`)).status).toBe(404);
    const colours = await albumPageColours('en-13-album-under-panorama');
    expect(colours.blue).toBeGreaterThan(0.3);
    expect(colours.orange).toBeLessThan(0.01);
  });

  it('removes the scene file only on Yes: back to the built-in gallery', async () => {
    const panorama = (await albumOnServer()).body.data.cillFile;
    await page.getByTestId('scene-file-panel').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Go back to the built-in gallery?').waitFor();
    await ui.answer('Remove scene file', 'No');
    expect((await albumOnServer()).body.data.cillFile).toEqual(panorama);

    await ui.recordDialogs();
    await page.getByTestId('scene-file-panel').getByRole('button', { name: 'Remove' }).click();
    await ui.answer('Remove scene file', 'Yes');
    await ui.toast('Scene file removed').waitFor();
    await page.getByTestId('scene-file-none').waitFor();
    expect(await ui.sawDialog('Please wait!')).toBe(true);
    expect((await albumOnServer()).body.data.cillFile).toBeNull();
    expect((await fetch(`${server.url}${panorama?.url}`)).status).toBe(404);
    const colours = await albumPageColours('en-14-album-in-gallery');
    expect(colours.blue).toBeLessThan(0.01);
    expect(colours.orange).toBeLessThan(0.01);
  });

  it('opens the album as a kiosk in a new tab, touring its izoom', async () => {
    const [kiosk] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('open-as-kiosk').click()]);
    await kiosk.locator(`[data-testid=kiosk][data-kiosk-izoom="${izoomId}"]`).waitFor({ state: 'attached' });
    await kiosk.getByTestId('viewer-canvas').waitFor();
    expect(new URL(kiosk.url()).pathname).toBe(`/album/${albumId}`);
    await kiosk.close();
  });

  it('deletes the album after asking; its izoom stays', async () => {
    await ui.recordDialogs();
    await page.getByTestId('delete-album').click();
    await page.getByText('Delete the album Dunes? Its izooms stay.').waitFor();
    await ui.answer('Delete album', 'Yes');
    await ui.toast('Album deleted').waitFor();
    await page.waitForURL(`${server.url}/admin/albums`);
    await page.getByTestId('albums-empty').waitFor();
    expect(await ui.sawDialog('Please wait!')).toBe(true);
    expect((await albumOnServer()).status).toBe(404);
    expect((await call(server.api, 'GET', `/izooms/get-by-id/${izoomId}`, { token })).status).toBe(200);
    expect(browser.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
