/**
 * Every page as a phone shows it: signed out and signed in, in both full languages, at the common phone widths
 * (320, 360, 390 and 430 px).
 * - Nothing leaves the screen: a visible control or text that reaches past the left or right edge fails, and so
 *   does a page that scrolls sideways. Content that scrolls inside its own box (a wide table) counts where that
 *   box shows it.
 * - In Japanese, no English is left in visible text (the issuer's own error page included): a Latin word other
 *   than names, addresses and units fails.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { type PageCase, signedInPages, signedOutPages } from '../support/app-pages';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { waitForGeneration } from '../support/generation';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { submitLogin, waitForLoginForm } from '../support/ui-sign-in';

const WIDTHS = [320, 360, 390, 430];
const HEIGHT = 844;
const LANGUAGES = ['en', 'ja'] as const;

let server: TestServer;
let browser: TestBrowser;
let albumId: number;

/** What reaches past the viewport's sides: visible controls, text, and sideways scrolling of the page itself. */
const outside = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? ` ${el.getAttribute('data-testid')}` : ''}> "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 30)}"`;
    /** The part of a box that its scrolling or clipping ancestors let show. */
    const shown = (el: Element, box: DOMRect) => {
      let { left, right } = box;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible') {
          const clip = up.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      return { left, right };
    };
    const check = (el: Element, box: DOMRect, what: string) => {
      if (box.width < 2 || box.height < 2) return; // visually hidden helpers
      const { left, right } = shown(el, box);
      if (right - left < 1) return; // scrolled or clipped out of sight inside its box
      if (left < -1 || right > width + 1)
        problems.push(`${what} ${name(el)} spans ${Math.round(left)}…${Math.round(right)} of ${width}`);
    };
    const hidden = (el: Element) =>
      !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
      el.closest('[inert], [aria-hidden="true"]') !== null;
    const controls =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role=button], [role=tab], [role=switch], [role=menuitem]';
    for (const el of document.querySelectorAll(controls)) {
      if (!hidden(el)) check(el, el.getBoundingClientRect(), 'control');
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || hidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      check(parent, range.getBoundingClientRect(), 'text');
    }
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${scrollWidth} px in ${width}`);
    return problems;
  });

/** Latin words allowed in Japanese text: names, formats and units, and what the tests themselves typed. */
const NOT_ENGLISH = new Set([
  'izoom',
  'IIIF',
  'WebGL',
  'JPEG',
  'PNG',
  'WebP',
  'AVIF',
  'TIFF',
  'GIF',
  'glTF',
  'GLB',
  'ID',
  'URL',
  'px',
  'KB',
  'MB',
  'GB',
  'MP',
]);

/** The visible text of the page that holds English words, one line per text. */
const englishLeft = async (page: Page) => {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, [aria-hidden="true"], [inert]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width >= 2 && box.height >= 2) found.push(text);
    }
    return found;
  });
  return texts.filter((text) =>
    text
      .replace(/\S+@\S+|https?:\/\/\S+/g, '')
      .split(/[^A-Za-z]+/)
      .some((word) => word.length > 1 && !NOT_ENGLISH.has(word)),
  );
};

/** Opens a page in a language at the widest phone width, then narrows it step by step. */
const walk = async (pages: PageCase[], language: (typeof LANGUAGES)[number]) => {
  const { page } = browser;
  await page.evaluate((language) => window.localStorage.setItem('language', language), language);
  const problems: string[] = [];
  for (const pageCase of pages) {
    await page.setViewportSize({ width: Math.max(...WIDTHS), height: HEIGHT });
    await page.goto(`${server.url}${pageCase.path}`);
    await pageCase.ready(page);
    await page.locator('#splash').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    if (language === 'ja')
      for (const text of await englishLeft(page)) problems.push(`${pageCase.name}: English "${text}"`);
    for (const width of [...WIDTHS].sort((a, b) => b - a)) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (const problem of await outside(page)) problems.push(`${pageCase.name} ${language} ${width}px: ${problem}`);
    }
  }
  return problems;
};

beforeAll(async () => {
  server = await startTestServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '2' });
  await server.seeding;
  const izooms = await call(server.api, 'GET', '/izooms/public-list');
  for (const izoom of izooms.body.data.items) await waitForGeneration(server.api, undefined, izoom.id);
  albumId = (await call(server.api, 'GET', '/albums/public-album-v2')).body.data.items[0].id;
  browser = await launchBrowser({ viewport: { width: 430, height: HEIGHT }, phone: { deviceScaleFactor: 2 } });
  await browser.page.goto(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every page on a phone', () => {
  for (const language of LANGUAGES) {
    it(`signed out, in ${language}`, async () => {
      expect(await walk(signedOutPages(albumId), language)).toEqual([]);
    });
  }

  it('the issuer’s own error page, in ja', async () => {
    const issuerError: PageCase = {
      name: 'issuer-error',
      path: '/oidc/auth?client_id=nobody&ui_locales=ja',
      ready: (page) => page.locator('h1').waitFor(),
    };
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: HEIGHT });
    await page.goto(`${server.url}${issuerError.path}`);
    await issuerError.ready(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await englishLeft(page)).toEqual([]);
    expect(await outside(page)).toEqual([]);
  });

  describe('signed in as the admin', () => {
    beforeAll(async () => {
      const { page } = browser;
      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      await page.goto(`${server.url}/auth/login`);
      await waitForLoginForm(page);
      await submitLogin(page, ADMIN);
      await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
      await page.getByTestId('current-user').waitFor();
    });

    for (const language of LANGUAGES) {
      it(`in ${language}`, async () => {
        expect(await walk(signedInPages(albumId), language)).toEqual([]);
      });
    }
  });
});
