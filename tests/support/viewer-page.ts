import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { call } from './api';
import { waitForGeneration } from './generation';
import { startTestServer, type TestServer } from './server';

/**
 * The real server with its demo content (8 MP pictures, so fitted views are below native pixels), all generated;
 * with the demo album's id and izoom count; `env` and `reuse` as for startTestServer.
 */
export async function startDemoServer(
  env: Record<string, string> = {},
  reuse: { dataDir?: string } = {},
): Promise<{ server: TestServer; albumId: number; albumIzoomCount: number; izoomIds: number[] }> {
  const server = await startTestServer({ DEMO_CONTENT: 'true', DEMO_MEGAPIXELS: '8', ...env }, reuse);
  await server.seeding;
  const list = await call<{ items: { id: number }[] }>(server.api, 'GET', '/izooms/public-list');
  for (const izoom of list.body.data.items) await waitForGeneration(server.api, undefined, izoom.id);
  const albums = await call<{ items: { id: number; izoomCount: number }[] }>(
    server.api,
    'GET',
    '/albums/public-album-v2',
  );
  const album = albums.body.data.items[0];
  return {
    server,
    albumId: album?.id ?? 0,
    albumIzoomCount: album?.izoomCount ?? 0,
    izoomIds: list.body.data.items.map((i) => i.id),
  };
}

/** An element's pixels (saved as `path`), how much they vary (a blank or one-colour canvas: ~0) and their mean colour. */
export async function elementPixels(element: Locator, path: string) {
  const png = await element.screenshot({ path });
  const image = sharp(png).removeAlpha();
  const { channels } = await image.stats();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info, deviation: Math.max(...channels.map((c) => c.stdev)), mean: channels.map((c) => c.mean) };
}

/** Waits until the focus viewer has every visible tile on the GPU and its camera has stopped. */
export async function waitForViewerSharp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { izoomViewer?: { stats(): { sharp: boolean } } }).izoomViewer?.stats().sharp === true,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(300);
}

/** The Deep Zoom levels of every tile the page (and its workers) request from now on, in order. */
export function recordTileLevels(page: Page): number[] {
  const levels: number[] = [];
  page.on('request', (request) => {
    const level = /_files\/(\d+)\//.exec(request.url())?.[1];
    if (level) levels.push(Number(level));
  });
  return levels;
}
