/**
 * The mock-mode demo (`npm run demo`): the build of `npm run build:mock` served as plain files, with no
 * izoom server at all. Sign-in, the admin area and sign-out run against the in-browser backend.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { freePort } from '../support/server';
import { signOutThroughUi, storedUser, submitLogin } from '../support/ui-sign-in';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');
const ADMIN = { email: 'admin@demo.izoom.app', password: 'demo' };

let files: PreviewServer;
let url: string;
let browser: TestBrowser;
let page: Page;
const apiRequests: string[] = [];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  const port = await freePort();
  files = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: 'dist-mock' },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  url = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
  page = browser.page;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
  await files?.close();
});

describe('mock-mode demo', () => {
  it('shows the demo accounts on its own login form, and refuses a wrong password', async () => {
    await page.goto(`${url}/auth/login`);
    await page.getByTestId('mock-accounts').getByText(ADMIN.email).waitFor();
    await submitLogin(page, { email: ADMIN.email, password: 'wrong' });
    await expect
      .poll(() => page.getByTestId('form-error').textContent(), { timeout: 10_000 })
      .toBe('The login detail is incorrect');
    await page.screenshot({ path: join(ARTIFACTS, 'mock-01-login.png'), fullPage: true });
  });

  it('signs in as the admin demo user and reaches /admin', async () => {
    await page.goto(`${url}/admin`);
    await page.waitForURL(/\/auth\/login\?returnTo=/);
    await submitLogin(page, ADMIN);
    await page.waitForURL(`${url}/admin`, { timeout: 10_000 });
    await page.getByTestId('admin-home').waitFor();
    await page.locator('#splash').waitFor({ state: 'detached' });
    expect(await page.getByTestId('current-user').textContent()).toContain('Hana Sato');
    const user = await storedUser(page);
    expect(user).toMatchObject({ id: 1, username: 'admin', email: ADMIN.email, roles: [1] });
    expect(user).not.toHaveProperty('password');
    await expect.poll(() => page.getByTestId('admin-stat').allTextContents(), { timeout: 10_000 }).toEqual(['0', '0']);
    await page.screenshot({ path: join(ARTIFACTS, 'mock-02-admin.png'), fullPage: true });
  });

  it('signs out to /auth/login, and never asked a server for anything under /api', async () => {
    await signOutThroughUi(page);
    await page.waitForURL(`${url}/auth/login`);
    await page.getByTestId('mock-accounts').waitFor();
    expect(await storedUser(page)).toBeNull();
    expect(apiRequests).toEqual([]);
  });
});
