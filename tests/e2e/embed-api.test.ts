/**
 * The embed API from another site, in real Chromium against the real server: a page on localhost (the app is on
 * 127.0.0.1) frames /embed?iiif= and drives it with postMessage — goTo (animated, then immediate), goHome — and
 * hears `view` rects and `fully-loaded` back; malformed messages change nothing and throw nothing.
 */
import { createServer, type Server } from 'node:http';
import type { Frame, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { type StaticIiif, serveStaticIiif } from '../support/iiif-static';
import { startTestServer, type TestServer } from '../support/server';

interface Message {
  izoom: string;
  rect?: { x: number; y: number; width: number; height: number };
}

let server: TestServer;
let iiif: StaticIiif;
let parent: Server;
let parentUrl: string;
let browser: TestBrowser;

/** The other site's page: frames `?src=`, keeps every message from it in `messages`, and `send`s to it. */
const PARENT_PAGE = (src: string) => `<!doctype html><title>Another site</title><body style="margin:0">
<iframe id="izoom" src="${src.replaceAll('"', '&quot;')}" style="border:0;width:800px;height:600px"></iframe>
<script>
  window.messages = [];
  const frame = document.getElementById('izoom');
  addEventListener('message', (event) => {
    if (event.source === frame.contentWindow) window.messages.push(event.data);
  });
  window.send = (message) => frame.contentWindow.postMessage(message, '*');
</script></body>`;

beforeAll(async () => {
  const source = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  [server, iiif] = await Promise.all([startTestServer(), serveStaticIiif(source)]);
  parent = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PARENT_PAGE(src));
  });
  await new Promise<void>((resolve) => parent.listen(0, 'localhost', resolve));
  parentUrl = `http://localhost:${(parent.address() as { port: number }).port}/`;
  browser = await launchBrowser({ viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await browser?.close();
  parent?.close();
  await iiif?.close();
  await server?.close();
});

const messages = (page: Page) => page.evaluate(() => (window as unknown as { messages: Message[] }).messages);
const send = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { send(m: unknown): void }).send(m), message);

const frameSharp = () =>
  frame.evaluate(
    () => (window as unknown as { izoomViewer: { stats(): { sharp: boolean } } }).izoomViewer.stats().sharp,
  );

/** Sends `message` and waits for the `fully-loaded` after it (the view is sharp then): answers every message heard since. */
async function move(page: Page, message: unknown): Promise<Message[]> {
  const before = (await messages(page)).length;
  await send(page, message);
  await expect
    .poll(async () => (await messages(page)).slice(before).some((m) => m.izoom === 'fully-loaded'), { timeout: 10_000 })
    .toBe(true);
  expect(await frameSharp()).toBe(true);
  return (await messages(page)).slice(before);
}

const lastView = (heard: Message[]) => heard.filter((m) => m.izoom === 'view').at(-1)?.rect;

const expectRect = (rect: Message['rect'], expected: NonNullable<Message['rect']>) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(rect?.[key]).toBeCloseTo(expected[key], 0);
};

let page: Page;
let frame: Frame;

describe('embed API', () => {
  it('is framed by another origin and says it is ready, then fully loaded', async () => {
    page = browser.page;
    const embed = `${server.url}/embed?iiif=${encodeURIComponent(`${iiif.url}/v3/pic/info.json`)}`;
    await page.goto(`${parentUrl}?src=${encodeURIComponent(embed)}`);
    const element = await page.waitForSelector('#izoom');
    frame = (await element.contentFrame()) as Frame;
    const origins = [await page.evaluate(() => location.origin), await frame.evaluate(() => location.origin)];
    expect(origins[0]).not.toBe(origins[1]);
    // The parent cannot reach into the frame: the browser treats them as different origins.
    expect(
      await page.evaluate(() => {
        try {
          return (document.getElementById('izoom') as HTMLIFrameElement).contentWindow?.document.title ?? null;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await expect
      .poll(async () => (await messages(page)).map((m) => m.izoom), { timeout: 20_000 })
      .toContain('fully-loaded');
    expect((await messages(page))[0]).toEqual({ izoom: 'ready', image: { width: 1000, height: 700 } });
  });

  it('goes to a rect, animated: views on the way, the rect at the end, then fully-loaded', async () => {
    const rect = { x: 200, y: 100, width: 400, height: 300 };
    const heard = await move(page, { izoom: 'goTo', rect });
    const views = heard.filter((m) => m.izoom === 'view');
    // The slide animation reports on its way, throttled.
    expect(views.length).toBeGreaterThan(1);
    expect(views.length).toBeLessThan(20);
    expectRect(lastView(heard), rect);
    expect(heard.at(-1)?.izoom).toBe('fully-loaded');
  });

  it('goes to a rect at once, and home', async () => {
    const rect = { x: 550, y: 350, width: 400, height: 300 };
    const heard = await move(page, { izoom: 'goTo', rect, immediate: true });
    expect(heard.filter((m) => m.izoom === 'view')).toHaveLength(1);
    expectRect(lastView(heard), rect);
    const home = lastView(await move(page, { izoom: 'goHome' }));
    // The whole picture, centred, with the viewer's margin.
    expect((home?.x ?? 0) + (home?.width ?? 0) / 2).toBeCloseTo(500, 0);
    expect((home?.y ?? 0) + (home?.height ?? 0) / 2).toBeCloseTo(350, 0);
    expect(home?.width).toBeGreaterThan(1000);
  });

  it('ignores malformed and unknown messages without an error', async () => {
    const before = await messages(page);
    const camera = () =>
      frame.evaluate(
        () => (window as unknown as { izoomViewer: { stats(): { camera: object } } }).izoomViewer.stats().camera,
      );
    const cameraBefore = await camera();
    for (const message of [
      { izoom: 'goTo', rect: { x: 'a', y: 0, width: 10, height: 10 } },
      { izoom: 'goTo', rect: { x: 0, y: 0, width: 0, height: 10 } },
      { izoom: 'goTo' },
      { izoom: 'explode' },
      { izoom: 'goHome', immediate: 'yes' },
      'goHome',
      null,
      [1, 2],
    ])
      await send(page, message);
    await page.waitForTimeout(300);
    expect(await messages(page)).toEqual(before);
    expect(await camera()).toEqual(cameraBefore);
    expect(browser.errors).toEqual([]);
  });
});
