/**
 * Installing the app, against the real server with its demo content and a build, in real Chromium: the web manifest
 * and every image it names, Chromium's own installability checks, the header's install button, and how an installed
 * app starts, on its homepage or as a kiosk.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from '../support/browser';
import type { TestServer } from '../support/server';
import { startDemoServer } from '../support/viewer-page';

const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts', 'install');

interface Image {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  [field: string]: unknown;
  icons: Image[];
  shortcuts: { name: string; url: string; icons: Image[] }[];
  screenshots: (Image & { form_factor: string; label: string })[];
}

let server: TestServer;
let browser: TestBrowser;
let albumId: number;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  ({ server, albumId } = await startDemoServer());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const manifest = async (): Promise<Manifest> => (await fetch(`${server.url}/manifest.webmanifest`)).json();

/** A new page on the homepage, once the app shows the demo album. */
const openHome = async (setUp?: (page: Page) => Promise<unknown>) => {
  const page = await browser.context.newPage();
  await setUp?.(page);
  await page.goto(server.url);
  await page.getByTestId('album-card').first().waitFor();
  return page;
};

const installButton = (page: Page) => page.getByRole('button', { name: 'Install app' });

/** What a layout shift entry says of one element that moved (not in TypeScript's DOM types). */
interface ShiftSource {
  node: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

interface FullscreenRequest {
  element: string;
  /** Whether the page had transient user activation (a recent gesture) when it asked. */
  active: boolean;
  outcome: string;
}

const FULLSCREEN_LOG = 'fullscreen request:';

/**
 * Logs every request for full screen once it has ended. Logged, not read by evaluating in the page: Playwright
 * evaluates as a user gesture, which would let the request through.
 */
const recordFullscreen = (where: Page | BrowserContext) =>
  where.addInitScript((prefix) => {
    const request = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      const asked = { element: this.tagName, active: navigator.userActivation.isActive };
      const done = request.call(this, options);
      const log = (outcome: string) => console.info(prefix, JSON.stringify({ ...asked, outcome }));
      done.then(
        () => log('granted'),
        (error: Error) => log(`refused: ${error.message}`),
      );
      return done;
    };
  }, FULLSCREEN_LOG);

/** The next request for full screen the page makes. */
const nextFullscreenRequest = async (page: Page): Promise<FullscreenRequest> => {
  const message = await page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(FULLSCREEN_LOG),
    timeout: 30_000,
  });
  return JSON.parse(message.text().slice(FULLSCREEN_LOG.length));
};

describe('installing izoom', () => {
  it('serves a complete web manifest', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await response.json()) as Manifest;
    expect(body).toMatchObject({
      id: '/',
      name: 'izoom',
      short_name: 'izoom',
      description: expect.stringMatching(/\w/),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: '#ffffff',
    });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(body.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/', '/my-album']);
    for (const shortcut of body.shortcuts) expect(shortcut.icons.map((icon) => icon.sizes)).toEqual(['96x96']);
    expect(body.screenshots.map((shot) => shot.form_factor)).toEqual(['wide', 'narrow']);
    for (const shot of body.screenshots) expect(shot.label).toMatch(/\w/);
  });

  it('serves every image the manifest and index.html name, of the type and size they declare', async () => {
    const { icons, shortcuts, screenshots } = await manifest();
    const html = await (await fetch(server.url)).text();
    const touchIcon = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(touchIcon).toBeDefined();
    const images: Image[] = [
      ...icons,
      ...shortcuts.flatMap((shortcut) => shortcut.icons),
      ...screenshots,
      { src: touchIcon ?? '', sizes: '180x180', type: 'image/png', purpose: 'opaque' },
    ];
    for (const image of images) {
      const response = await fetch(new URL(image.src, server.url));
      expect(response.status, image.src).toBe(200);
      expect(response.headers.get('content-type'), image.src).toBe(image.type);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { format, width, height } = await sharp(bytes).metadata();
      expect(`image/${format} ${width}x${height}`, image.src).toBe(`${image.type} ${image.sizes}`);
      // A maskable icon is cropped to any shape, and Apple's touch icon shows black where it is transparent.
      if (image.purpose === 'maskable' || image.purpose === 'opaque')
        expect((await sharp(bytes).stats()).isOpaque, image.src).toBe(true);
    }
    for (const shot of screenshots) {
      const response = await fetch(new URL(shot.src, server.url));
      expect((await response.arrayBuffer()).byteLength, shot.src).toBeLessThan(250 * 1024);
    }
  });

  it('passes Chromium’s installability checks, and Chromium offers to install: the header says so', async () => {
    const page = await openHome();
    const cdp = await page.context().newCDPSession(page);
    // Chromium no longer asks for a service worker with a fetch handler: nothing at all stands in the way.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const app = await cdp.send('Page.getAppManifest');
    expect(app.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(app.errors).toEqual([]);
    expect(await cdp.send('Page.getAppId')).toEqual({ appId: `${server.url}/`, recommendedId: '/' });
    // Chromium's own beforeinstallprompt.
    await installButton(page).waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('shows the install button for an offer, opens the browser’s dialog from it once, then hides it', async () => {
    const page = await openHome((page) =>
      page.addInitScript(() => {
        // Only the offers this test makes.
        window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation());
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      }),
    );
    expect(await installButton(page).count()).toBe(0);
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);
    await page.evaluate(() => {
      const prompted: string[] = [];
      Object.assign(window, { prompted });
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void prompted.push('prompt'),
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await installButton(page).waitFor();
    // The button takes its place beside the others, moving none of them.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length)).toBe(shiftsBefore);
    await installButton(page).hover();
    await page.getByRole('tooltip', { name: 'Install app' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'install-button.png') });
    // On a phone the header's controls still fit.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(ARTIFACTS, 'install-button-390.png') });
    const controls = await page
      .locator('header')
      .locator('a, button')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          left: element.getBoundingClientRect().left,
          right: element.getBoundingClientRect().right,
        })),
      );
    expect(Math.min(...controls.map((box) => box.left))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...controls.map((box) => box.right))).toBeLessThanOrEqual(390);
    await installButton(page).click();
    expect(await page.evaluate(() => (window as unknown as { prompted: string[] }).prompted)).toEqual(['prompt']);
    await installButton(page).waitFor({ state: 'detached' });
    await page.close();
  });

  it('shows an offer made before the app started with the rest of the header, moving nothing there', async () => {
    const page = await openHome((page) =>
      page.addInitScript(() => {
        window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation());
        // How far each header element moved in a layout shift, the splash's time included.
        const moves: number[] = [];
        Object.assign(window, { moves });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            for (const source of (entry as unknown as { sources: ShiftSource[] }).sources)
              if (source.node instanceof Element && source.node.closest('header'))
                moves.push(
                  Math.max(
                    Math.abs(source.currentRect.x - source.previousRect.x),
                    Math.abs(source.currentRect.y - source.previousRect.y),
                  ),
                );
        }).observe({ type: 'layout-shift', buffered: true });
        // The offer comes once install-prompt.ts listens, before the app's start has rendered anything.
        document.addEventListener('DOMContentLoaded', () => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
          });
          window.dispatchEvent(offer);
        });
      }),
    );
    await installButton(page).waitFor();
    await page.waitForTimeout(300);
    // A scrollbar coming as the page grows moves the header by its width at most; the button shown alone first,
    // then pushed aside by the controls coming after it, moved hundreds of pixels.
    const moves = await page.evaluate(() => (window as unknown as { moves: number[] }).moves);
    expect(moves.filter((move) => move > 20)).toEqual([]);
    await page.close();
  });

  it('starts a kiosk by asking for full screen', async () => {
    const page = await browser.context.newPage();
    await recordFullscreen(page);
    const request = nextFullscreenRequest(page);
    await page.goto(`${server.url}/album/${albumId}?kiosk&dwell=5`);
    expect(await request).toMatchObject({ element: 'HTML' });
    await page.close();
  });

  describe('the installed app', () => {
    let cdp: CDPSession;
    const manifestId = () => `${server.url}/`;
    const kioskUrl = () => `${server.url}/album/${albumId}?kiosk&dwell=5`;
    /** Opens the installed app (at its start URL, or at `url`) and answers its window. */
    const launch = async (url?: string) => {
      const opened = browser.context.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId: manifestId(), ...(url ? { url } : {}) });
      return opened;
    };

    beforeAll(async () => {
      const chromium = browser.context.browser();
      if (!chromium) throw new Error('no browser to install into');
      cdp = await chromium.newBrowserCDPSession();
      // The app's windows open in this context: the script is in them before the kiosk asks.
      await recordFullscreen(browser.context);
      // Installed from a kiosk page: what it opens at is still the manifest's start_url.
      await cdp.send('PWA.install', { manifestId: manifestId(), installUrlOrBundleUrl: kioskUrl() });
    });
    afterAll(() => cdp?.send('PWA.uninstall', { manifestId: manifestId() }));

    it('opens at its start URL, the homepage, even when installed from a kiosk page', async () => {
      const page = await launch();
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe(`${server.url}/`);
      await page.close();
    });

    it('goes full screen at a kiosk URL with no gesture only once the origin may', async () => {
      // Launched at a URL (as the operating system's launcher cannot), the app window is the kiosk, unattended.
      const refused = await launch(kioskUrl());
      expect(await nextFullscreenRequest(refused)).toEqual({
        element: 'HTML',
        active: false,
        outcome: expect.stringMatching(/^refused/),
      });
      await refused.close();

      // What the site setting "Automatic full screen", or the policy AutomaticFullscreenAllowedForUrls, grants.
      await cdp.send('Browser.setPermission', {
        permission: { name: 'fullscreen', allowWithoutGesture: true },
        setting: 'granted',
        origin: server.url,
      });
      const granted = await launch(kioskUrl());
      expect(await nextFullscreenRequest(granted)).toEqual({ element: 'HTML', active: false, outcome: 'granted' });
      expect(await granted.evaluate(() => document.fullscreenElement?.tagName)).toBe('HTML');
      await granted.close();
    });
  });
});
