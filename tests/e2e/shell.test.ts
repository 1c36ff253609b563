/**
 * The app shell against the real server in real Chromium: the guards of spec §4, the admin splash of
 * spec §2, a sign-in that survives reopening the app, sign-out, and the Reload modal of spec §8.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { registerThroughUi, signOutThroughUi, storedUser, submitLogin, waitForLoginForm } from '../support/ui-sign-in';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');
const CREDENTIALS_KEY = 'v1.0.32-authf649fc9a5f55';

let server: TestServer;
let browser: TestBrowser;
let page: Page;

const account = { email: `shell-${Date.now()}@example.com`, fullname: 'Sam Shell', password: 'shell-password-1' };

const shot = (name: string) =>
  page.screenshot({ path: join(ARTIFACTS, `shell-${name}.png`), fullPage: true, animations: 'disabled' });

/** Records, in page time, when the splash left and when each current-user lookup answered. */
const watchSplash = () =>
  page.addInitScript(() => {
    const marks = { splashGone: -1, lookups: [] as number[] };
    Object.assign(window, { __marks: marks });
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await original(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (/\/users-izoomviewer\/login(\/me)?$/.test(url)) marks.lookups.push(performance.now());
      return response;
    };
    new MutationObserver(() => {
      if (marks.splashGone < 0 && document.readyState !== 'loading' && !document.getElementById('splash'))
        marks.splashGone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('app shell', () => {
  it('sends a signed-out visitor from every guarded page to /auth/login', async () => {
    for (const path of ['/dashboard', '/account', '/admin']) {
      await page.goto(`${server.url}${path}`);
      await waitForLoginForm(page);
    }
    await shot('01-guarded-to-login');
  });

  it('sends an unknown path to the homepage', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: 'Public albums' }).waitFor();
  });

  it('registers, then reaches /admin; the splash stays 500 ms after the current-user lookup', async () => {
    await registerThroughUi(page, server.url, account);
    await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
    await page.getByTestId('current-user').waitFor();
    expect(await storedUser(page)).toMatchObject({ email: account.email, fullname: account.fullname });

    await watchSplash();
    await page.goto(`${server.url}/admin`);
    await page.getByTestId('admin-home').waitFor();
    await page.locator('#splash').waitFor({ state: 'detached' });
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { splashGone: number; lookups: number[] } }).__marks,
    );
    expect(marks.lookups.length).toBeGreaterThan(0);
    const held = marks.splashGone - Math.max(...marks.lookups);
    expect(held).toBeGreaterThanOrEqual(480);
    expect(held).toBeLessThan(1500);
    expect(page.url()).toBe(`${server.url}/admin`);
    await shot('02-admin');
  });

  it('keeps the sign-in when the app is closed and opened again', async () => {
    const credentials = await page.evaluate((key) => window.localStorage.getItem(key), CREDENTIALS_KEY);
    expect(credentials).toContain('access_token');
    // The 30-minute refresh needs a refresh token from the issuer.
    expect(JSON.parse(credentials ?? '{}').refresh_token).toEqual(expect.any(String));
    await page.close();
    page = await browser.context.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(page.url()).toBe(`${server.url}/dashboard`);
    await page.getByTestId('current-user').waitFor();
  });

  it('renews an expired access token with the refresh token at the issuer', async () => {
    const read = () =>
      page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'), CREDENTIALS_KEY) as Promise<{
        access_token: string;
        expires_at: number;
      }>;
    const before = await read();
    await page.evaluate((key) => {
      const creds = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      creds.expires_at = Math.floor(Date.now() / 1000) - 60;
      window.localStorage.setItem(key, JSON.stringify(creds));
    }, CREDENTIALS_KEY);
    await page.goto(`${server.url}/admin`);
    await page.getByTestId('admin-home').waitFor();
    const after = await read();
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it('signs out to /auth/login: token cleared, user blanked', async () => {
    await signOutThroughUi(page);
    await waitForLoginForm(page);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBe('null');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CREDENTIALS_KEY)).toBeNull();
    await page.goto(`${server.url}/dashboard`);
    await waitForLoginForm(page);
  });

  it('signs in from a guarded page and comes back to it', async () => {
    await page.goto(`${server.url}/account`);
    await waitForLoginForm(page);
    await submitLogin(page, account);
    await page.waitForURL(`${server.url}/account`, { timeout: 20_000 });
    await page.getByTestId('account-summary').waitFor();
    await shot('03-account');
  });
});

describe('INVALID_APP_VERSION', () => {
  let raised: TestServer;
  beforeAll(async () => {
    raised = await startTestServer({ MIN_APP_VERSION: 'v1.0.33' });
  });
  afterAll(() => raised?.close());

  it("opens the Reload modal with the server's message; outside click closes it; Reload reloads", async () => {
    await page.goto(`${raised.url}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('A newer version of izoom is available (v1.0.33 or later is needed)').waitFor();
    expect(await dialog.locator('svg.tabler-icon-info-circle').count()).toBe(1);
    await shot('04-invalid-app-version');
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });

    await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
    await page.reload();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    expect(await page.evaluate(() => 'beforeReload' in window || '__beforeReload' in window)).toBe(false);
  });
});
