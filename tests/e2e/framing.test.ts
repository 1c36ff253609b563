/**
 * Framing, against the real server (with its Content-Security-Policy and X-Frame-Options) in real Chromium: a page
 * of another site (localhost, where the app is 127.0.0.1) frames izoom. /embed renders and zooms there — also
 * when the browser denies the frame all storage — and every other page refuses to render, also when the
 * app's service worker answers the frame from its cache. Screenshots are in tests/.artifacts/framing/.
 */
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'framing');

let server: TestServer;
let albumId: number;
let izoomId: number;
let dziUrl: string;
let parent: Server;
let parentUrl: string;
const browsers: TestBrowser[] = [];

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  const demo = await startDemoServer();
  ({ server, albumId } = demo);
  izoomId = demo.izoomIds[0] ?? 0;
  const izoom = await fetch(`${server.api}/izooms/get-public-izoom-by-id/${izoomId}`).then((r) => r.json());
  const manifestUrl: string = izoom.data.manifestUrl;
  const manifest = await fetch(`${server.url}${manifestUrl}`).then((r) => r.json());
  dziUrl = `${server.url}${manifestUrl.replace('manifest.json', '')}${manifest.pictures[0].dzi}`;
  // The other site: one page that frames whatever `?src=` names, filling the window.
  parent = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><title>Another site</title><body style="margin:0"><iframe id="izoom" src="${src.replaceAll('"', '&quot;')}" style="border:0;width:100vw;height:100vh"></iframe></body>`,
    );
  });
  await new Promise<void>((resolve) => parent.listen(0, 'localhost', resolve));
  parentUrl = `http://localhost:${(parent.address() as { port: number }).port}/`;
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  parent?.close();
  await server?.close();
});

const browserWith = async (blockThirdPartyCookies: boolean) => {
  const browser = await launchBrowser({ viewport: { width: 900, height: 600 }, blockThirdPartyCookies });
  browsers.push(browser);
  return browser;
};

/** Opens the other site framing `path` of izoom; the frame once it has loaded (or been refused). */
const frameIn = async (page: Page, path: string): Promise<Frame> => {
  await page.goto(`${parentUrl}?src=${encodeURIComponent(`${server.url}${path}`)}`);
  const element = await page.waitForSelector('#izoom');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load').catch(() => undefined);
  return frame;
};

/** What the app drew in the frame: its root element's children, or null where the frame shows no app. */
const appRendered = (frame: Frame) =>
  frame.evaluate(() => document.getElementById('root')?.childElementCount ?? null).catch(() => null);

const viewerStats = (frame: Frame) =>
  frame.evaluate(
    () =>
      (
        window as unknown as { izoomViewer?: { stats(): { sharp: boolean; camera: { zoom: number } } } }
      ).izoomViewer?.stats() ?? null,
  );

const waitForSharp = (frame: Frame) =>
  frame.waitForFunction(
    () => (window as unknown as { izoomViewer?: { stats(): { sharp: boolean } } }).izoomViewer?.stats().sharp === true,
    undefined,
    { timeout: 30_000 },
  );

/** Zooms in with the wheel over the middle of the frame; the camera's zoom before and after. */
const zoomIn = async (page: Page, frame: Frame) => {
  const before = (await viewerStats(frame))?.camera.zoom ?? 0;
  await page.mouse.move(450, 300);
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(30);
  }
  await waitForSharp(frame);
  return { before, after: (await viewerStats(frame))?.camera.zoom ?? 0 };
};

describe('framed by another site', () => {
  it('/embed renders and zooms; the other pages refuse to render, also from the service worker', async () => {
    const browser = await browserWith(false);
    const { page } = browser;
    const embed = await frameIn(page, `/embed?izoom=${izoomId}`);
    await waitForSharp(embed);
    const zoom = await zoomIn(page, embed);
    expect(zoom.after).toBeGreaterThan(zoom.before * 1.5);
    await page.screenshot({ path: join(ARTIFACTS, 'embed.png') });
    // The frame's own service worker (storage partitioned by the framing site) now answers its page loads.
    await embed.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, { timeout: 60_000 });
    const again = await frameIn(page, `/embed?izoom=${izoomId}`);
    await waitForSharp(again);
    expect(await again.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    for (const path of ['/', `/album/${albumId}`, '/auth/login', '/admin', '/api/docs']) {
      const frame = await frameIn(page, path);
      expect(await appRendered(frame), path).toBeNull();
      const blocked = browser.errors.some((e) => /frame-ancestors|X-Frame-Options/.test(e));
      expect(blocked, path).toBe(true);
      browser.errors.length = 0;
    }
    await page.screenshot({ path: join(ARTIFACTS, 'album-refused.png') });
  });

  it('/embed of an izoom and of any Deep Zoom image works with no storage at all', async () => {
    const browser = await browserWith(true);
    const { page } = browser;
    for (const path of [`/embed?izoom=${izoomId}`, `/embed?dzi=${encodeURIComponent(dziUrl)}`]) {
      const frame = await frameIn(page, path);
      expect(
        await frame.evaluate(() => Promise.resolve().then(() => localStorage.length)).catch((e) => String(e)),
      ).toMatch(/SecurityError/);
      await waitForSharp(frame);
      const zoom = await zoomIn(page, frame);
      expect(zoom.after, path).toBeGreaterThan(zoom.before * 1.5);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'embed-no-storage.png') });
    expect(browser.errors.filter((e) => /could not start|SecurityError/.test(e))).toEqual([]);
  });
});
