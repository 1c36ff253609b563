import type { Page } from 'playwright-core';

/**
 * An OpenSeadragon viewer on a test page, reached through the page's global `name` (OpenSeadragon's own page sets
 * `window.viewer`; the Mirador page `window.osd`). Only the viewer's and its first image's methods are used, so
 * this works with the page's OpenSeadragon 6 as with the OpenSeadragon 5 inside Mirador's bundle.
 */
export type Rect = { x: number; y: number; width: number; height: number };

export interface DrawnPicture {
  /** The picture's size in its own pixels. */
  size: { width: number; height: number };
  /** Where it is drawn on the page, in CSS pixels (fractional). */
  rect: Rect;
  /** The viewer's element on the page. */
  element: Rect;
  /** The drawer OpenSeadragon chose: webgl, canvas or html. */
  drawer: string;
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Waits until the viewer has an image with every tile of the view at its final level, drawn, and blended in (Mirador
 * fades tiles in over 0.1 s: until then the coarser level shows through).
 */
export async function waitForFullyLoaded(page: Page, name: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (global) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's viewer.
      const world = (window as any)[global]?.world;
      return world?.getItemAt(0)?.getFullyLoaded() && !world.needsDraw();
    },
    name,
    { timeout },
  );
  await page.evaluate(nextFrames);
}

/**
 * Shows `region` of the image (its pixels) in the whole viewer at once; resolves once every tile of that view is
 * loaded and drawn (which may be at once, when the level was loaded already).
 */
export async function showRegion(page: Page, name: string, region: Rect): Promise<void> {
  await page.evaluate(
    ({ global, x, y, width, height }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's viewer.
      const viewer = (window as any)[global];
      viewer.viewport.fitBounds(viewer.world.getItemAt(0).imageToViewportRectangle(x, y, width, height), true);
    },
    { global: name, ...region },
  );
  // The viewer's next update, one frame on, finds which tiles the view needs.
  await page.evaluate(nextFrames);
  await waitForFullyLoaded(page, name);
}

export const drawnPicture = (page: Page, name: string): Promise<DrawnPicture> =>
  page.evaluate((global) => {
    // biome-ignore lint/suspicious/noExplicitAny: the page's viewer.
    const viewer = (window as any)[global];
    const item = viewer.world.getItemAt(0);
    const size = item.getContentSize();
    const element = (viewer.element as HTMLElement).getBoundingClientRect();
    // Mirador's page has no OpenSeadragon.Point to pass: image → viewport → element, by numbers.
    const toElement = (x: number, y: number) =>
      viewer.viewport.pixelFromPoint(item.imageToViewportCoordinates(x, y, true), true);
    const topLeft = toElement(0, 0);
    const bottomRight = toElement(size.x, size.y);
    return {
      size: { width: size.x, height: size.y },
      rect: {
        x: element.x + topLeft.x,
        y: element.y + topLeft.y,
        width: bottomRight.x - topLeft.x,
        height: bottomRight.y - topLeft.y,
      },
      element: { x: element.x, y: element.y, width: element.width, height: element.height },
      drawer: viewer.drawer?.getType?.() ?? 'unknown',
    };
  }, name);
