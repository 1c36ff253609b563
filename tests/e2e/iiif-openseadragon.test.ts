/**
 * OpenSeadragon 6, the reference IIIF tile viewer, on another site opens a picture's IIIF Image API 3.0 info.json
 * from the real server and draws it: whole, and a region at native pixels (tiles of scale factor 1). The pixels it
 * draws are compared with the source picture's.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { launchBrowser, type TestBrowser } from '../support/browser';
import { imageBase, meanDifference } from '../support/iiif-fixture';
import { signIn } from '../support/oidc-flow';
import { drawnPicture, showRegion, waitForFullyLoaded } from '../support/openseadragon-page';
import { type OutsideSite, serveOutsideSite } from '../support/outside-site';
import { regionsJpeg } from '../support/pictures';
import { generate } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** The picture is 3:2 like the viewer, so OpenSeadragon's home view fills the viewer exactly. */
const PICTURE = { width: 2400, height: 1600 };
const VIEW = { width: 900, height: 600 };
const ARTIFACTS = join(process.cwd(), 'tests', '.artifacts');
/**
 * Mean absolute difference per channel (0–255) allowed against the source resized by sharp (Lanczos 3).
 * Right answers measure 6.9 at the whole view: OpenSeadragon draws the 1200 px level scaled to 900 px with the GPU's
 * bilinear filter (sharp's own bilinear against its Lanczos measures 2.9 on this picture), from JPEG tiles at
 * quality 85; and 2.3 at native pixels, most of it JPEG on the yellow dots (quality 85 alone measures 1.6 on
 * this view). Wrong ones, made once in src/server/iiif for the purpose: info.json 24 px too wide measures
 * 52 at the whole view; every region 1 px right of where asked, 4.8 at native pixels (8.4 at the whole view, where
 * that is 0.4 screen pixels: below this limit, so it is the native view that catches it).
 */
const WHOLE_LIMIT = 10;
const NATIVE_LIMIT = 3.5;

const PAGE = `<!doctype html><meta charset="utf-8"><title>Another site</title><link rel="icon" href="data:,">
<style>html, body { margin: 0; background: #000 } #osd { width: ${VIEW.width}px; height: ${VIEW.height}px }</style>
<div id="osd"></div>
<script src="/openseadragon/openseadragon.min.js"></script>
<script>
  window.tiles = { loaded: [], failed: [] };
  window.viewer = OpenSeadragon({
    element: document.getElementById('osd'),
    tileSources: new URLSearchParams(location.search).get('info'),
    prefixUrl: '/openseadragon/images/',
    crossOriginPolicy: 'Anonymous',
    showNavigationControl: false,
    animationTime: 0,
    blendTime: 0,
  });
  viewer.addHandler('tile-loaded', (event) => tiles.loaded.push(event.tile.getUrl()));
  viewer.addHandler('tile-load-failed', (event) => tiles.failed.push(event.tile.getUrl()));
</script>`;

let server: TestServer;
let site: OutsideSite;
let browser: TestBrowser;
let source: Buffer;
let izoom: IzoomDetail;
const measured: Record<string, number | string> = {};

beforeAll(async () => {
  [server, site] = await Promise.all([
    startTestServer(),
    serveOutsideSite(
      { '/': PAGE },
      { '/openseadragon/': join(process.cwd(), 'node_modules/openseadragon/build/openseadragon') },
    ),
  ]);
  const token = (await signIn(server.url, ADMIN)).access_token;
  const made = await call<IzoomDetail>(server.api, 'POST', '/izooms/create', {
    token,
    body: { name: 'Regions', isPublic: true },
  });
  source = await regionsJpeg(PICTURE.width, PICTURE.height);
  await upload(server.api, `/izooms/upload/${made.body.data.id}`, token, [{ name: 'regions.jpg', data: source }]);
  izoom = await generate(server.api, token, made.body.data.id);
  browser = await launchBrowser({ viewport: VIEW });
});
afterAll(async () => {
  console.info('OpenSeadragon 6 drawing our IIIF image (mean absolute difference per channel, 0-255):', measured);
  await browser?.close();
  await site?.close();
  await server?.close();
});

type Tiles = { tiles: { loaded: string[]; failed: string[] } };

const shot = (name: string) =>
  browser.page.screenshot({ clip: { x: 0, y: 0, ...VIEW }, path: join(ARTIFACTS, `iiif-openseadragon-${name}.png`) });

describe('OpenSeadragon 6 on another site, with our info.json', () => {
  it('draws the whole picture as the source shows it', async () => {
    const { page } = browser;
    const info = `${server.url}${imageBase(izoom)}/info.json`;
    measured.url = info;
    await page.goto(`${site.url}/?info=${encodeURIComponent(info)}`);
    expect(await page.evaluate(() => location.origin)).not.toBe(new URL(server.url).origin);
    await waitForFullyLoaded(page, 'viewer');
    const whole = await meanDifference(
      await shot('whole'),
      sharp(source).resize(VIEW.width, VIEW.height, { fit: 'fill', kernel: 'lanczos3' }),
    );
    measured.whole = Number(whole.toFixed(2));
    const { size, rect, drawer } = await drawnPicture(page, 'viewer');
    measured.drawer = drawer;
    expect(size).toEqual(PICTURE);
    for (const [key, value] of Object.entries({ x: 0, y: 0, ...VIEW }))
      expect(rect[key as keyof typeof rect]).toBeCloseTo(value, 1);
    expect(whole).toBeLessThan(WHOLE_LIMIT);
  });

  it('draws a region at native pixels from tiles of scale factor 1, as the source shows it', async () => {
    const region = { x: 1000, y: 500, ...VIEW };
    await showRegion(browser.page, 'viewer', region);
    const native = await meanDifference(
      await shot('native'),
      sharp(source).extract({ left: region.x, top: region.y, ...VIEW }),
    );
    measured.native = Number(native.toFixed(2));
    const { rect } = await drawnPicture(browser.page, 'viewer');
    expect(rect.x).toBeCloseTo(-region.x, 1);
    expect(rect.y).toBeCloseTo(-region.y, 1);
    expect(rect.width).toBeCloseTo(PICTURE.width, 1);
    expect(native).toBeLessThan(NATIVE_LIMIT);

    const { loaded, failed } = await browser.page.evaluate(() => (window as unknown as Tiles).tiles);
    expect(failed).toEqual([]);
    // Tiles of scale factor 1: a 254 px region asked for at 254 px. The view spans 5 × 4 of them.
    const fullSize = loaded.filter((url) => /\/\d+,\d+,254,254\/254,254\/0\/default\.jpg$/.test(url));
    measured.tilesLoaded = loaded.length;
    measured.nativeTiles = fullSize.length;
    expect(fullSize.length).toBeGreaterThanOrEqual(20);
    expect(loaded.every((url) => url.startsWith(`${server.url}${imageBase(izoom)}/`))).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});
