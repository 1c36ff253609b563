/**
 * The homepage against the real server with its demo content: public albums and izooms with their
 * posters, in English and Japanese.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { waitForGeneration } from '../support/generation';
import { startTestServer, type TestServer } from '../support/server';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '2' });
  await server.seeding;
  const izooms = await call(server.api, 'GET', '/izooms/public-list');
  for (const izoom of izooms.body.data.items) await waitForGeneration(server.api, undefined, izoom.id);
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  await mkdir(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every poster on the page has loaded real pixels. */
const postersLoaded = () =>
  browser.page.waitForFunction(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-card"] img')];
    return images.length >= 3 && images.every((img) => img.complete && img.naturalWidth > 0);
  });

describe('homepage', () => {
  it('shows the demo album and its izooms with their posters', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    expect(await page.getByTestId('album-card').count()).toBe(1);
    expect(await page.getByTestId('izoom-card').count()).toBe(2);
    await expect(page.getByTestId('album-card').textContent()).resolves.toContain('Welcome to izoom');
    await postersLoaded();
    // Fully generated: no "not ready" or "generating" badge.
    await expect(page.getByTestId('izooms').textContent()).resolves.not.toMatch(/Not ready|Generating/);
    await page.screenshot({ path: join(ARTIFACTS, 'home-en.png'), fullPage: true, animations: 'disabled' });
  });

  it('speaks Japanese once chosen, and keeps it after a reload', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.setItem('language', 'ja'));
    await page.reload();
    await page.getByText('公開 izoom').waitFor();
    await postersLoaded();
    expect(await page.getByTestId('izooms').textContent()).toContain('1 枚の写真');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.screenshot({ path: join(ARTIFACTS, 'home-ja.png'), fullPage: true, animations: 'disabled' });
  });

  it('switches to the dark theme by reloading, and keeps it after another reload', async () => {
    const { page } = browser;
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Colour scheme' }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Dark' }).click()]);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    await page.getByTestId('izoom-card').first().waitFor();
    expect(await scheme()).toBe('dark');
    // The switch flag of spec §4 is gone 300 ms after the reload.
    await page.waitForFunction(() => window.localStorage.getItem('theme-switching') === null, undefined, {
      timeout: 2_000,
    });
    await page.reload();
    await page.getByTestId('izoom-card').first().waitFor();
    expect(await scheme()).toBe('dark');
    await postersLoaded();
    await page.screenshot({ path: join(ARTIFACTS, 'home-dark-en.png'), fullPage: true, animations: 'disabled' });
  });
});
