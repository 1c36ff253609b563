import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { adminUi } from '../support/admin-ui';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

/** The server, browser and page of admin.test.ts's steps (live bindings), and what each step leaves the next. */
export const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'admin');

export let server: TestServer;
export let browser: TestBrowser;
export let page: Page;
export let ui: ReturnType<typeof adminUi>;
export const made = { izoomPath: '', albumPath: '', albumId: 0, kiosk: { email: '', password: '' } };

export const storedPosition = async () =>
  (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/public/get-by-id/${made.albumId}`)).body.data.positions[0];

export function startAdminRun() {
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
}
