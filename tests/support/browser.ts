import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (tests/support/ensure-chromium.mjs installs it); playwright-core never downloads one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, offline-safe headless run: nothing leaves the machine except localhost. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  // Headless Chromium 156 otherwise starts its address bar's pop-up pages (two chrome:// pages in a renderer of
  // their own, 160 MB) as it opens, which takes most of a core here for the first second of every test.
  disabledFeatures(),
];

/** Chromium takes one --disable-features: the list above, and more. */
function disabledFeatures(...more: string[]): string {
  return `--disable-features=${['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', ...more].join(',')}`;
}

export interface TestBrowser {
  context: BrowserContext;
  /** The first page of the context. */
  page: Page;
  /** Messages the pages logged with console.error or threw, for a test to check or print. */
  errors: string[];
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  /** A phone: touch events (the page sees a touch screen), the page's meta viewport, and its pixel density. */
  phone?: { deviceScaleFactor: number };
  /** More Chromium flags. */
  args?: string[];
  /**
   * 'block' keeps the app's service worker out, for tests that intercept requests with `route` (requests a
   * service worker makes never reach a page's routes). Default 'allow', as for a visitor.
   */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The profile blocks third-party cookies, as Brave, Firefox strict and Chromium's own setting do, and a frame
   * from another site gets no storage at all (localStorage throws; no IndexedDB, Cache Storage, cookies or
   * service worker), as where the browser does not partition storage.
   */
  blockThirdPartyCookies?: boolean;
}

/** Starts headless Chromium with a fresh temporary profile. */
export const launchBrowser = async (options: LaunchOptions = {}): Promise<TestBrowser> => {
  const profileDir = await mkdtemp(join(tmpdir(), 'izoom-chromium-'));
  let context: BrowserContext;
  try {
    if (options.blockThirdPartyCookies) {
      await mkdir(join(profileDir, 'Default'), { recursive: true });
      // Chromium's own setting (chrome://settings/cookies: "Block third-party cookies"), read at start.
      const preferences = { profile: { cookie_controls_mode: 1, block_third_party_cookies: true } };
      await writeFile(join(profileDir, 'Default', 'Preferences'), JSON.stringify(preferences));
    }
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        ...CHROMIUM_ARGS.filter((arg) => !options.blockThirdPartyCookies || !arg.startsWith('--disable-features=')),
        // Without storage partitioning a frame from another site is denied storage where cookies are blocked.
        ...(options.blockThirdPartyCookies ? [disabledFeatures('ThirdPartyStoragePartitioning')] : []),
        ...(options.args ?? []),
      ],
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: options.locale ?? 'en-US',
      serviceWorkers: options.serviceWorkers ?? 'allow',
      ...(options.phone && { hasTouch: true, isMobile: true, deviceScaleFactor: options.phone.deviceScaleFactor }),
    });
  } catch (error) {
    await rm(profileDir, { recursive: true, force: true });
    throw error;
  }

  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());

  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close().catch(() => undefined);
      await rm(profileDir, { recursive: true, force: true });
    },
  };
};
