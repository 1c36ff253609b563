/**
 * Every page of the app against the real server with its demo content, in real Chromium: in both full
 * languages and both themes, each page is screenshot and checked by axe-core (no serious or critical
 * violation); on a few representative pages every visible control is reached by Tab, with a visible focus.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { type PageCase, signedInPages, signedOutPages } from '../support/app-pages';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { waitForGeneration } from '../support/generation';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { submitLogin, waitForLoginForm } from '../support/ui-sign-in';

const SHOTS = join(process.cwd(), 'tests', '.artifacts', 'pages');
// Run by the test's own evaluation, which the page's Content-Security-Policy (no inline script) does not cover.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const LANGUAGES = ['en', 'ja'] as const;
const THEMES = ['light', 'dark'] as const;
type Language = (typeof LANGUAGES)[number];
type Theme = (typeof THEMES)[number];
const COMBINATIONS = LANGUAGES.flatMap((language) => THEMES.map((theme) => ({ language, theme })));

let server: TestServer;
let browser: TestBrowser;
let albumId: number;

/** Language and theme for the next page load, through the app's own storage keys. */
const prefer = (page: Page, language: Language, theme: Theme) =>
  page.evaluate(
    ([language, theme]) => {
      window.localStorage.setItem('language', language);
      window.localStorage.setItem('izoom-color-scheme', theme);
    },
    [language, theme] as const,
  );

/** Nothing is still loading: no splash, no busy region or button, every card's picture decoded. */
const settle = async (page: Page) => {
  await page.locator('#splash').waitFor({ state: 'detached' });
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], button[data-loading]') &&
      [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-card"] img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready);
};

/** Opens a page in a language and theme, checks it is that page in that language and theme. */
const visit = async (page: Page, pageCase: PageCase, language: Language, theme: Theme) => {
  await page.goto(`${server.url}${pageCase.path}`);
  await pageCase.ready(page);
  await settle(page);
  const root = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    scheme: document.documentElement.dataset.mantineColorScheme,
  }));
  expect(root, `${pageCase.name} in ${language}/${theme}`).toEqual({ lang: language, scheme: theme });
};

interface AxeNode {
  target: unknown[];
  html: string;
  any: { message: string }[];
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** axe-core on the whole document; the violations, one line each, split into blocking and the rest. */
const audit = async (page: Page, label: string) => {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, html: node.html, any: node.any })),
    }));
  });
  const node = (n: AxeNode) =>
    `${JSON.stringify(n.target)} ${n.html.slice(0, 100)}${n.any[0] ? ` (${n.any[0].message})` : ''}`;
  const line = (v: AxeViolation) => `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map(node).join('; ')}`;
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(line);
  const other = violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical').map(line);
  return { blocking, other };
};

/** Visits, screenshots and audits each page in one language and theme; fails on any blocking violation. */
const checkPages = async (pages: PageCase[], language: Language, theme: Theme) => {
  const { page } = browser;
  await prefer(page, language, theme);
  const blocking: string[] = [];
  for (const pageCase of pages) {
    const label = `${language}-${theme}-${pageCase.name}`;
    await visit(page, pageCase, language, theme);
    await page.screenshot({ path: join(SHOTS, `${label}.png`), fullPage: true, animations: 'disabled' });
    const found = await audit(page, label);
    blocking.push(...found.blocking);
    for (const other of found.other) console.info(`axe (not blocking) ${other}`);
  }
  expect(blocking).toEqual([]);
};

interface TabStop {
  id: string | null;
  describe: string;
  /** The focused element, or the wrapper just around it, shows an outline or box shadow it has not unfocused. */
  ring: boolean;
}

/**
 * Presses Tab until focus comes round again (at most `presses` times) and returns the visible, enabled
 * controls outside closed menus and portals, those of them focus never reached, and the stops where focus
 * was not visible: neither the focused element nor its parent (a text field's frame, as Mantine draws
 * password fields) had an outline or box shadow other than the one it has with nothing focused.
 */
const tabThrough = async (page: Page, presses = 80) => {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [role=button], [role=tab], [role=switch]';
    const ring = (el: Element | null) => {
      if (!el) return '';
      const style = getComputedStyle(el);
      const outline =
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : '';
      return [outline, style.boxShadow === 'none' ? '' : style.boxShadow].filter(Boolean).join(' + ');
    };
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
    const unfocused = new Map<Element, string>();
    const found: { id: string; describe: string }[] = [];
    document.querySelectorAll(selector).forEach((el, i) => {
      const rect = el.getBoundingClientRect();
      const visible = el.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
      const disabled = (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true';
      const inPortal = el.closest('[data-portal], [data-position][role="menu"], [aria-hidden="true"]') !== null;
      if (!visible || disabled || inPortal) return;
      el.setAttribute('data-tab-check', String(i));
      for (const box of [el, el.parentElement]) if (box) unfocused.set(box, ring(box));
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      found.push({ id: String(i), describe: `<${el.tagName.toLowerCase()}> "${name}"` });
    });
    Object.assign(window, { __focusCheck: { ring, unfocused } });
    return found;
  });

  const stops: TabStop[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): TabStop | null => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const { ring, unfocused } = (
        window as unknown as {
          __focusCheck: { ring: (el: Element | null) => string; unfocused: Map<Element, string> };
        }
      ).__focusCheck;
      const shows = (box: Element | null) => box !== null && ring(box) !== '' && ring(box) !== unfocused.get(box);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return {
        id: el.getAttribute('data-tab-check'),
        describe: `<${el.tagName.toLowerCase()}> "${name}"`,
        ring: shows(el) || shows(el.parentElement),
      };
    });
    if (!stop) continue;
    if (stops.length > 0 && stop.id !== null && stop.id === stops[0].id) break; // round again
    stops.push(stop);
  }
  const reached = new Set(stops.map((stop) => stop.id));
  return {
    controls,
    stops: stops.length,
    missed: controls.filter((control) => !reached.has(control.id)).map((control) => control.describe),
    invisibleFocus: stops.filter((stop) => !stop.ring).map((stop) => stop.describe),
  };
};

const checkKeyboard = async (pageCase: PageCase) => {
  const { page } = browser;
  await prefer(page, 'en', 'light');
  await visit(page, pageCase, 'en', 'light');
  const { controls, stops, missed, invisibleFocus } = await tabThrough(page);
  console.info(`keyboard ${pageCase.name}: ${controls.length} controls, ${stops} Tab stops`);
  if (missed.length > 0) console.info(`keyboard ${pageCase.name}: never focused: ${missed.join(', ')}`);
  if (invisibleFocus.length > 0)
    console.info(`keyboard ${pageCase.name}: focus not visible on: ${invisibleFocus.join(', ')}`);
  expect(controls.length, `${pageCase.name} has controls`).toBeGreaterThan(2);
  expect({ page: pageCase.name, missed, invisibleFocus }).toEqual({
    page: pageCase.name,
    missed: [],
    invisibleFocus: [],
  });
};

const pageNamed = (pages: PageCase[], name: string): PageCase => {
  const found = pages.find((pageCase) => pageCase.name === name);
  if (!found) throw new Error(`no page ${name}`);
  return found;
};

beforeAll(async () => {
  server = await startTestServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '2' });
  await server.seeding;
  const izooms = await call(server.api, 'GET', '/izooms/public-list');
  for (const izoom of izooms.body.data.items) await waitForGeneration(server.api, undefined, izoom.id);
  const albums = await call(server.api, 'GET', '/albums/public-album-v2');
  albumId = albums.body.data.items[0].id;
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  await mkdir(SHOTS, { recursive: true });
  await browser.page.goto(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every page, signed out', () => {
  for (const { language, theme } of COMBINATIONS) {
    it(`passes axe in ${language}/${theme}`, () => checkPages(signedOutPages(albumId), language, theme));
  }

  for (const name of ['home', 'login']) {
    it(`reaches every control of ${name} by keyboard, with a visible focus`, () =>
      checkKeyboard(pageNamed(signedOutPages(albumId), name)));
  }
});

describe('every page, signed in as the admin', () => {
  beforeAll(async () => {
    const { page } = browser;
    await prefer(page, 'en', 'light');
    await page.goto(`${server.url}/auth/login`);
    await waitForLoginForm(page);
    await submitLogin(page, ADMIN);
    await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
    await page.getByTestId('current-user').waitFor();
  });

  for (const { language, theme } of COMBINATIONS) {
    it(`passes axe in ${language}/${theme}`, () => checkPages(signedInPages(albumId), language, theme));
  }

  for (const name of ['dashboard', 'account', 'admin']) {
    it(`reaches every control of ${name} by keyboard, with a visible focus`, () =>
      checkKeyboard(pageNamed(signedInPages(albumId), name)));
  }
});
