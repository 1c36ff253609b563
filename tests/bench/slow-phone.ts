import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

export interface SlowPhone {
  page: Page;
  cdp: CDPSession;
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A phone on a slow link, for the start benchmarks: a fresh profile, 412 × 823 at 1.75×, touch, 4 × CPU
 * slowdown, 150 ms latency, 1.6 Mbit/s down and 750 kbit/s up (Lighthouse's mobile preset, but for real).
 * Chromium slows the CPU by keeping the page's main thread busy, so its CPU time is only the page's own at 1.
 */
export async function openSlowPhone({ cpuSlowdown = 4 } = {}): Promise<SlowPhone> {
  const profile = mkdtempSync(path.join(tmpdir(), 'izoom-slow-phone-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  return {
    page,
    cdp,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
