import type { CDPSession, Page } from 'playwright-core';

type Point = { x: number; y: number };

/**
 * A finger on the page through Chromium's own input pipeline (CDP `Input.dispatchTouchEvent`), as a phone's
 * touch screen sends it: the page gets touch events and pointer events of type `touch`. Needs a context with
 * touch (launchBrowser's `phone`).
 */
export const touchscreen = async (page: Page) => {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y, id: 1 }] : [] });

  /** Puts a finger down at `from`, slides it by (dx, dy) in `steps` moves, and lifts it unless told not to. */
  const drag = async (from: Point, dx: number, dy: number, { steps = 8, lift = true } = {}) => {
    await touch('touchStart', from);
    for (let step = 1; step <= steps; step++) {
      await touch('touchMove', { x: from.x + (dx * step) / steps, y: from.y + (dy * step) / steps });
    }
    if (lift) await touch('touchEnd');
  };

  return { drag, lift: () => touch('touchEnd'), detach: () => cdp.detach() };
};
