/**
 * public/font-warmup.js looks up the app's fonts while its scripts download, one size and weight at a time, so that
 * the app's first layouts find them ready. It only helps if its list holds every size and weight that a page's text
 * uses: this walks the homepage, the demo album and the sign-in page in both full languages, as a phone and as a
 * desktop shows them, and fails on text in a size and weight the list lacks. It also checks the script runs in a
 * page: its first lines laid out, and nothing of it left once the app has started.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { warmupStrikes } from '../support/font-warmup';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const STRIKES = new Set(warmupStrikes().map(([size, weight]) => `${size}px ${weight}`));
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LANGUAGES = ['en', 'ja'] as const;

let server: TestServer;
let browser: TestBrowser;
let albumId: number;

beforeAll(async () => {
  ({ server, albumId } = await startDemoServer({ DEMO_MEGAPIXELS: '2' }));
  browser = await launchBrowser({ viewport: VIEWPORTS[0], phone: { deviceScaleFactor: 2 } });
  // Each line the warmup lays out, as it comes.
  await browser.context.addInitScript(() => {
    const warmed: string[] = [];
    Object.assign(window, { warmed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLSpanElement && node.parentElement?.getAttribute('aria-hidden') === 'true')
            warmed.push(`${node.style.fontSize} ${node.style.fontWeight}`);
    }).observe(document, { childList: true, subtree: true });
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Every size and weight of visible text on the page, with an example of each. */
const textStrikes = (page: Page) =>
  page.evaluate(() => {
    const found: Record<string, string> = {};
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, template')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      found[`${style.fontSize} ${style.fontWeight}`] ??= text.slice(0, 30);
    }
    return found;
  });

const pages = () => [
  { path: '/', ready: (page: Page) => page.getByTestId('album-card').first().waitFor() },
  { path: `/album/${albumId}`, ready: (page: Page) => page.getByTestId('album').waitFor() },
  { path: '/auth/login', ready: (page: Page) => page.locator('form input[type="email"]').waitFor() },
];

describe('font-warmup.js', () => {
  it('runs in the page before the app: its first lines laid out, nothing of it left once the app has started', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await page.getByTestId('album-card').first().waitFor();
    const warmed = await page.evaluate(() => (window as unknown as { warmed: string[] }).warmed);
    expect(warmed.length).toBeGreaterThan(0);
    expect(warmed.every((strike) => STRIKES.has(strike))).toBe(true);
    expect(await page.locator('#splash').count()).toBe(0);
    expect(await page.locator('body > div[aria-hidden="true"], #root div[lang][aria-hidden]').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  for (const viewport of VIEWPORTS)
    for (const language of LANGUAGES)
      it(`knows every size and weight of text on the pages at ${viewport.width} px in ${language}`, async () => {
        const { page } = browser;
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        const missing: string[] = [];
        for (const { path, ready } of pages()) {
          await page.goto(server.url + path);
          await ready(page);
          await page.waitForFunction(() => !document.getElementById('splash'));
          for (const [strike, example] of Object.entries(await textStrikes(page)))
            if (!STRIKES.has(strike)) missing.push(`${path}: ${strike} ("${example}")`);
        }
        expect(missing).toEqual([]);
      });
});
