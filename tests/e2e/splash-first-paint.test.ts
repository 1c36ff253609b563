/**
 * The splash (spec §2) paints before the app's CSS has come: the page's HTML only preloads the app's stylesheets
 * (build/styles-after-splash-plugin.ts), and the app applies them before its first render, so it never shows
 * unstyled, and nothing shifts. Real Chromium on a phone against the real server, with the CSS held back on purpose.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_FILES_TEMPLATE_ID, APP_STYLE_ATTRIBUTE } from '../../src/shared/constants';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const HELD_MS = 2500;

let server: TestServer;
let browser: TestBrowser;

/** Records the page's layout shifts from its start; `shifts` reads them. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

beforeAll(async () => {
  server = await startTestServer();
  // The CSS is held back with `route`, which never sees what a service worker fetches.
  browser = await launchBrowser({
    viewport: { width: 390, height: 844 },
    phone: { deviceScaleFactor: 2 },
    serviceWorkers: 'block',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the first paint', () => {
  it('shows the splash before the app’s CSS arrives, and the app only once its CSS applies', async () => {
    const { page } = browser;
    const html = await (await fetch(server.url)).text();
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const preloads = html.match(new RegExp(`<link rel="preload" as="style"[^>]*${APP_STYLE_ATTRIBUTE}>`, 'g')) ?? [];
    expect(preloads.length).toBeGreaterThan(0);

    let released = 0;
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
      released = Date.now();
      await route.continue();
    });
    await watchShifts(page);
    const started = Date.now();
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const painted = Date.now();
    expect(painted - started).toBeLessThan(HELD_MS / 2);
    // Painted, and well after, the CSS still held: the splash shows, the app (its scripts long loaded) waits.
    await page.waitForTimeout(HELD_MS / 2);
    expect(released).toBe(0);
    expect(await page.locator('#splash').isVisible()).toBe(true);
    expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);

    const signIn = page.getByRole('link', { name: 'Sign in' });
    await signIn.waitFor();
    expect(released).toBeGreaterThan(0);
    // Every app stylesheet applied, and Mantine's rules in force (the Sign in button filled, not a bare link).
    const applied = await page.$$eval(`link[${APP_STYLE_ATTRIBUTE}]`, (links) =>
      links.map((link) => ({ rel: (link as HTMLLinkElement).rel, sheet: Boolean((link as HTMLLinkElement).sheet) })),
    );
    expect(applied.length).toBe(preloads.length);
    expect(applied.every((link) => link.rel === 'stylesheet' && link.sheet)).toBe(true);
    const background = await signIn.evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('#splash').count()).toBe(0);
    // Nothing moved: not the splash's text when the app's CSS came (the splash sets Mantine's line height), nor
    // the page after it.
    expect(await shifts(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });

  it("asks for none of the app's files before the splash has painted, then starts the app", async () => {
    const html = await (await fetch(server.url)).text();
    // Every script and stylesheet of the app is in the template, which the browser neither fetches nor runs.
    const template = html.match(new RegExp(`<template id="${APP_FILES_TEMPLATE_ID}">([\\s\\S]*?)</template>`))?.[1];
    expect(template).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/type="module"|modulepreload|\/assets\//);
    const page = await browser.context.newPage();
    try {
      await page.goto(server.url);
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      const { painted, asked } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
        asked: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.(js|css)$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(asked.length).toBeGreaterThan(5);
      expect(Math.min(...asked)).toBeGreaterThan(painted);
    } finally {
      await page.close();
    }
  });

  it('starts the app in a hidden page too, where no frame is painted until it is shown', async () => {
    const page = await browser.context.newPage();
    try {
      await page.addInitScript(() => {
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
        window.requestAnimationFrame = () => 0;
      });
      await page.goto(server.url);
      // Polled by a timer: the page has no frames to poll by.
      await page.waitForFunction(() => document.getElementById('splash') === null, undefined, { polling: 100 });
      expect(await page.locator('#root').evaluate((root) => root.childElementCount)).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it('paints its logo from a raster image in the page (an SVG image is a document of its own to make and lay out)', async () => {
    const page = await browser.context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(server.url);
    const logo = page.locator('#splash > img.logo');
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(await logo.getAttribute('alt')).toBe('izoom');
    expect(await logo.boundingBox()).toMatchObject({ width: 88, height: 88 });
    // Drawn for a 3× screen, and drawn: the logo's blue at its top left corner's inside, white at its centre.
    expect(await logo.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth])).toEqual([true, 264]);
    const pixels = await logo.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
      return { corner: at(20, 20), centre: at(132, 132) };
    });
    expect(pixels.corner[2]).toBeGreaterThan(200);
    expect(pixels.corner[0]).toBeLessThan(120);
    expect(pixels.centre.slice(0, 3).every((channel) => channel > 240)).toBe(true);
    await page.close();
  });

  it('keeps the splash still while a start is short, and pulses its logo only once the wait is long', async () => {
    const page = await browser.context.newPage();
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    });
    const pulse = () =>
      page.locator('#splash > .logo').evaluate((logo) => {
        const [animation] = logo.getAnimations();
        return animation ? (animation.effect?.getComputedTiming().progress ?? null) : 'none';
      });
    await page.goto(server.url, { waitUntil: 'commit' });
    await page.locator('#splash > .logo').waitFor();
    // The animation is there, but in its delay: nothing on screen changes, so no frame is drawn for it.
    await page.waitForTimeout(1000);
    expect(await pulse()).toBeNull();
    await page.waitForTimeout(2600);
    expect(await pulse()).toEqual(expect.any(Number));
    await page.close();
  });

  it('stays put when its HTML arrives in pieces: a frame painted in between shows each part where it stays', async () => {
    // The page's HTML from a server of the test's own that sends it up to the splash's logo, waits, then sends
    // the rest (a slow link does that); the app's scripts are kept out, so only the splash shows.
    const html = await (await fetch(server.url)).text();
    const logo = html.indexOf('class="logo"', html.indexOf('<div id="splash"'));
    const cut = html.indexOf('>', logo) + 1;
    expect(logo).toBeGreaterThan(0);
    const PAUSE_MS = 1500;
    const pieces: Server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
      request.resume();
    });
    await new Promise<void>((resolve) => pieces.listen(0, '127.0.0.1', resolve));
    const page = await browser.context.newPage();
    try {
      await page.route(/\.js$/, (route) => route.abort());
      await watchShifts(page);
      const { port } = pieces.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
      // The first piece painted: the logo alone, the text not parsed yet.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      expect(await page.locator('#splash p').count()).toBe(0);
      const before = await page.locator('#splash > .logo').boundingBox();
      await page.locator('#splash p').waitFor();
      await page.waitForTimeout(300);
      expect(await page.locator('#splash > .logo').boundingBox()).toEqual(before);
      expect(await shifts(page)).toEqual([]);
    } finally {
      await page.close();
      await new Promise((resolve) => pieces.close(resolve));
    }
  });
});
