/**
 * The sign-in page opens without a chain of page loads: the app follows the embedded issuer's redirects itself
 * (fetch) and shows the form in the page it loaded once, before the issuer has even answered; signing in from
 * there still works.
 */
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { submitLogin, waitForLoginForm } from '../support/ui-sign-in';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sign-in page', () => {
  it('opens the form with one page load, then signs in', async () => {
    const { page } = browser;
    const documents: string[] = [];
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto(`${server.url}/auth/login`);
    await waitForLoginForm(page);
    page.off('request', onRequest);
    expect(documents).toEqual([`${server.url}/auth/login`]);

    await submitLogin(page, ADMIN);
    await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
    await page.getByTestId('current-user').waitFor({ timeout: 10_000 });
  });

  it('shows the form before the issuer has answered; sent early, it waits for the interaction', async () => {
    // A fresh visitor; no service worker, so that `route` sees the app's own requests.
    const visitor = await launchBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      const { page } = visitor;
      let release: () => void = () => undefined;
      const issuerHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = false;
      await page.route(/\/oidc\/auth\?/, async (route) => {
        asked = true;
        await issuerHeld;
        await route.continue();
      });
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expect.poll(() => asked).toBe(true);
      expect(new URL(page.url()).searchParams.has('interaction')).toBe(false);

      await submitLogin(page, ADMIN);
      const button = page.getByRole('button', { name: 'Sign in' });
      await expect.poll(() => button.getAttribute('data-loading')).toBe('true');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/auth/login');

      release();
      await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
      await page.getByTestId('current-user').waitFor({ timeout: 10_000 });
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
