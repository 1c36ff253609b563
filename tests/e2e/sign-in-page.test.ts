/**
 * The sign-in page opens without a chain of page loads: the app follows the embedded issuer's redirects itself
 * (fetch) and shows the form in the page it loaded once; signing in from there still works.
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
});
