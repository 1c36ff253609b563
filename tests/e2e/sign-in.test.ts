/**
 * Sign-in end to end: real Chromium against the real server (no mocks). The server serves the built app
 * from dist/ (the browser test script runs `vite build` first) and its embedded OIDC issuer.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsStorageKey } from '../../src/shared/constants';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { refresh, type Tokens } from '../support/oidc-flow';
import { startTestServer } from '../support/server';
import {
  chooseLanguage,
  signOutThroughUi,
  submitLogin,
  submitRegistration,
  waitForLoginForm as waitForLogin,
  waitForRegistrationForm,
} from '../support/ui-sign-in';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let browser: TestBrowser;
let page: Page;

const account = {
  email: `e2e-${Date.now()}@example.com`,
  fullname: 'Ann Example',
  password: 'correct-horse-battery-1',
};

/** A screenshot once the page has settled: splash gone, no button busy, transitions finished. */
const shot = async (name: string) => {
  await page.locator('#splash').waitFor({ state: 'detached' });
  await page.locator('button[data-loading]').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: join(ARTIFACTS, `sign-in-${name}.png`), fullPage: true, animations: 'disabled' });
};

/** The login form, reached through the issuer (the page starts the flow itself). */
const waitForLoginForm = () => waitForLogin(page);
const signIn = (password: string) => submitLogin(page, { email: account.email, password });

const expectSignedIn = async () => {
  await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
  await expect
    .poll(() => page.getByTestId('current-user').textContent(), { timeout: 10_000 })
    .toContain(account.fullname);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ email: account.email, fullname: account.fullname });
};

describe('sign-in', () => {
  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    server = await startTestServer();
    browser = await launchBrowser();
    page = browser.page;
  });

  afterAll(async () => {
    if (browser?.errors.length)
      console.log('browser console errors (the wrong-password step logs one 401):\n', browser.errors.join('\n'));
    await browser?.close();
    await server?.close();
  });

  it('serves the app at / and hides the splash once mounted', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForSelector('#splash', { state: 'detached', timeout: 20_000 });
    await page.getByRole('heading', { name: 'Public albums' }).waitFor();
    await page.getByTestId('albums-loading').waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await shot('01-home');
  });

  it('switches the auth pages to Japanese and remembers the choice', async () => {
    await page.goto(`${server.url}/auth/login`);
    await waitForLoginForm();
    await chooseLanguage(page, '日本語');
    await page.getByRole('heading', { name: 'サインイン' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await page.getByText('メールアドレスは必須です').waitFor();
    await shot('02-login-ja');
    await page.reload();
    await page.getByRole('heading', { name: 'サインイン' }).waitFor();
    await chooseLanguage(page, 'English');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('registers a new account through /auth/registration and lands back signed in', async () => {
    await page.goto(`${server.url}/auth/registration`);
    await waitForRegistrationForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Accepting terms & conditions are required').waitFor();
    await shot('03-registration-validation');
    await submitRegistration(page, account);
    await expectSignedIn();
    await page.getByTestId('albums-loading').waitFor({ state: 'detached' });
    await shot('04-registered');
  });

  it('signs out back to the login page, and the API refuses the tokens the browser held', async () => {
    const held = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as Tokens,
      credentialsStorageKey(),
    );
    const me = (token: string) => call(server.api, 'GET', '/users-izoomviewer/login/me', { token });
    expect((await me(held.access_token)).status).toBe(200);
    // Watches from inside this document: when the signed-out /auth/login page is drawn in it (no page load in
    // between), the time since the click goes to sessionStorage, which outlives the page's later sign-in redirect.
    await page.evaluate(() => {
      let clickedAt = 0;
      const onClick = (event: MouseEvent) => {
        if ((event.target as Element).closest('[role="menuitem"]')) clickedAt = event.timeStamp;
      };
      document.addEventListener('click', onClick, { capture: true });
      const watch = () => {
        const drawn = document.querySelector('[data-testid="auth-redirecting"], input[type="password"]');
        if (clickedAt && window.location.pathname === '/auth/login' && drawn)
          return window.sessionStorage.setItem('signedOutShownMs', String(performance.now() - clickedAt));
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const issuerSignOut = page.waitForResponse((r) => r.url().includes('/oidc/session/end/confirm'));
    await signOutThroughUi(page);
    // The issuer's sign-out happens behind the page, from it; the sign-in form waits for it.
    expect((await issuerSignOut).status()).toBe(303);
    await waitForLoginForm();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBe('null');
    const shown = Number(await page.evaluate(() => window.sessionStorage.getItem('signedOutShownMs')));
    console.log(`sign-out, from the click until the signed-out /auth/login page is drawn: ${Math.round(shown)} ms`);
    // Generous against a loaded machine; the figure logged above is the one reported (target ≤ 500 ms).
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(1_500);
    expect(await me(held.access_token)).toMatchObject({ status: 401, body: { data: { code: 'UNAUTHENTICATED' } } });
    await expect(refresh(server.url, held.refresh_token ?? '')).rejects.toThrow(/invalid_grant/);
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await shot('05-signed-out');
  });

  it("shows 'The login detail is incorrect' for a wrong password", async () => {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await waitForLoginForm();
    await signIn('not-the-password');
    await expect
      .poll(() => page.getByTestId('form-error').textContent(), { timeout: 10_000 })
      .toBe('The login detail is incorrect');
    await shot('06-wrong-password');
  });

  it('signs in again through /auth/login', async () => {
    await page.getByLabel('Password', { exact: true }).fill('');
    await signIn(account.password);
    await expectSignedIn();
    await shot('07-signed-in-again');
  });

  it('forgot password answers with a neutral confirmation', async () => {
    for (const email of [account.email, `nobody-${Date.now()}@example.com`]) {
      await page.goto(`${server.url}/auth/forgot-password`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect
        .poll(() => page.getByTestId('forgot-password-sent').textContent(), { timeout: 10_000 })
        .toBe('If an account exists for this email, a link to reset the password is on its way.');
    }
    await shot('08-forgot-password');
  });

  it('shows the not-found page at /error/404, and sends unknown paths to the homepage', async () => {
    await page.goto(`${server.url}/error/404`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByText('The requested page is not found').isVisible()).toBe(true);
    await shot('09-not-found');
    for (const path of ['/no/such/page', '/admin-typo?x=1']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/`);
      await page.getByRole('heading', { name: 'Public albums' }).waitFor();
    }
  });

  it('signs in from the header of any page straight at the issuer, comes back to that page, and Back shows no spent form', async () => {
    await page.goto(`${server.url}/my-album`);
    const signedIn = page.getByTestId('current-user');
    await signedIn.or(page.getByTestId('sign-in-prompt')).first().waitFor();
    if (await signedIn.isVisible()) {
      await signOutThroughUi(page);
      await waitForLoginForm(); // where signing out lands
    }
    await page.goto(`${server.url}/my-album`);
    await page.getByTestId('sign-in-prompt').waitFor();
    const pages: URL[] = [];
    const seen = (frame: Frame) => {
      if (frame === page.mainFrame()) pages.push(new URL(frame.url()));
    };
    page.on('framenavigated', seen);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await waitForLoginForm();
    // No stop at /auth/login on the way: the click went to the issuer, which answered with its form.
    expect(pages.filter((url) => url.pathname === '/auth/login' && !url.searchParams.has('interaction'))).toEqual([]);
    await signIn(account.password);
    await page.waitForURL(`${server.url}/my-album`, { timeout: 20_000 });
    await page.getByTestId('current-user').waitFor();
    page.off('framenavigated', seen);
    await page.goBack();
    await page.getByTestId('current-user').waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-album');
    expect(await page.locator('input[type="password"]').count()).toBe(0);
  });
});
