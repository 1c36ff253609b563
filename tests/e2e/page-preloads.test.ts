/**
 * Each page's own files, against the real server with its demo content: the homepage's, the album page's and the
 * sign-in page's chunks and stylesheets are preloaded in their own HTML (build/page-preloads-plugin.ts), not one
 * round trip after the router has matched the page, and no other page's; /embed's come with the focus view's files;
 * and no page applies a stylesheet twice (Vite's loader adds a copy of any stylesheet a dynamic import lists that it
 * does not find applied: the album's viewer files list the app's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePreloads } from '../../src/shared/page-preloads';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

let server: TestServer;
let albumId: number;
let preloads: PagePreloads;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  ({ server, albumId } = await startDemoServer({ DEMO_MEGAPIXELS: '2' }));
  preloads = await (await fetch(`${server.url}/page-preloads.json`)).json();
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const modulePreloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
const stylePreloads = (page: string) =>
  [...page.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

describe("a page's own files", () => {
  it("preloads each page's own chunks and stylesheets in its HTML, and no other page's", async () => {
    const pages = [
      { html: await html('/'), page: '/', own: /\/home-page-/ },
      { html: await html(`/album/${albumId}`), page: '/album/$albumId', own: /\/album-page-/ },
      { html: await html('/auth/login'), page: '/auth/login', own: /\/login-/ },
    ];
    for (const { html: page, own, ...of } of pages) {
      const { scripts, styles } = preloads[of.page];
      expect(scripts.some((file) => own.test(file))).toBe(true);
      const preloaded = [...modulePreloads(page), ...stylePreloads(page)];
      expect(preloaded).toEqual(expect.arrayContaining([...scripts, ...styles]));
      // The album page and the sign-in page use the homepage's chunk; nothing uses theirs but themselves.
      const others = pages.filter((other) => other.page !== of.page && other.page !== '/');
      expect(preloaded.filter((file) => others.some((other) => other.own.test(file)))).toEqual([]);
    }
    // Nothing of the homepage's or the album page's own reaches the sign-in page: only what all three share.
    const signIn = modulePreloads(pages[2].html);
    expect(signIn.filter((file) => /(home|album)-page/.test(file) && !/sign-in-page/.test(file))).toEqual([]);
    expect(await html('/account')).not.toMatch(/\/(album-page|login)-/);
  });

  it("preloads the focus view's files in /embed's HTML (it always shows an izoom), and in no other page's", async () => {
    const embed = modulePreloads(await html('/embed?dzi=/x.dzi'));
    expect(embed).toEqual(expect.arrayContaining(preloads['/embed'].scripts));
    for (const file of [/\/embed-/, /\/viewer-code-/, /\/viewer-framework-/])
      expect(embed.some((href) => file.test(href))).toBe(true);
    const focusView = /\/viewer-(code|framework|three)-/;
    for (const path of ['/', `/album/${albumId}`, '/auth/login'])
      expect(modulePreloads(await html(path)).filter((href) => focusView.test(href))).toEqual([]);
  });

  it('applies each stylesheet once, on every page', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 }, phone: { deviceScaleFactor: 2 } });
    browsers.push(browser);
    const { page } = browser;
    for (const path of ['/auth/login', '/', `/album/${albumId}`]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The album's scene and its viewer files have started by then.
      await page.waitForTimeout(1500);
      const hrefs = await page.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])),
      );
      expect(hrefs.length).toBeGreaterThan(1);
      expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
    }
  });
});
