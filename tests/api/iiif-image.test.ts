import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { imageBase, meanDifference, startIiifFixture, turned } from '../support/iiif-fixture';
import type { TestServer } from '../support/server';

/**
 * IIIF Image API 3.0 from a real server (SQLite and a folder, or PostgreSQL and S3): the service of each picture
 * of a public izoom, drawn from its Deep Zoom pyramid, its pixels compared with the source picture's.
 */

let server: TestServer;
let izoom: IzoomDetail;
let source: Buffer;
let base: string;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/** The pixels of `region` of the source picture at `width` × `height`. */
const sourceAt = (
  region: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
) => sharp(source).extract(region).resize(width, height, { fit: 'fill', kernel: 'lanczos3' });

const measured: Record<string, number> = {};

beforeAll(async () => {
  ({ server, izoom, source } = await startIiifFixture());
  base = `${server.url}${imageBase(izoom)}`;
}, 120_000);
afterAll(async () => {
  console.info('IIIF pixels against the source picture (mean absolute difference, 0-255):', measured);
  await server?.close();
});

describe('IIIF Image API 3.0', () => {
  it('info.json states the picture, its tiles (the pyramid without overlap), its sizes and level 2', async () => {
    const answer = await get(`${imageBase(izoom)}/info.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(await answer.json()).toEqual({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: base,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 1000,
      height: 700,
      maxWidth: 1024,
      maxHeight: 1024,
      maxArea: 1048576,
      sizes: [
        [1, 1],
        [2, 2],
        [4, 3],
        [8, 6],
        [16, 11],
        [32, 22],
        [63, 44],
        [125, 88],
        [250, 175],
        [500, 350],
        [1000, 700],
      ].map(([width, height]) => ({ width, height })),
      tiles: [{ width: 254, scaleFactors: [1, 2, 4] }],
      extraQualities: ['gray'],
      extraFormats: ['webp'],
      extraFeatures: ['mirroring', 'profileLinkHeader'],
    });
    const ld = await get(`${imageBase(izoom)}/info.json`, { accept: 'application/ld+json' });
    expect(ld.headers.get('content-type')).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/image\/3\/context\.json"/,
    );
    const redirect = await fetch(`${base}`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([303, `${base}/info.json`]);
  });

  it("a tile of info.json is that pyramid tile without its overlap: the source's pixels, at the tile's size", async () => {
    // A tile one pixel off (its overlap not cropped) measures 12.8, 14.0 and 20.4 on the first three. The pyramid's
    // levels are box-filtered, the reference is lanczos3: the checkerboard differs more the smaller the level.
    const tiles = [
      { name: 'tile 1,1 at scale 1', region: [254, 254, 254, 254], size: [254, 254], within: 6 },
      { name: 'last tile at scale 1', region: [762, 508, 238, 192], size: [238, 192], within: 7 },
      { name: 'tile 1,0 at scale 2', region: [508, 0, 492, 508], size: [246, 254], within: 8 },
      { name: 'the one tile at scale 4', region: [0, 0, 1000, 700], size: [250, 175], within: 12 },
    ];
    for (const { name, region, size, within } of tiles) {
      const answer = await get(`${imageBase(izoom)}/${region.join(',')}/${size.join(',')}/0/default.jpg`);
      expect(answer.status, name).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await answer.arrayBuffer());
      const [left, top, width, height] = region;
      measured[name] = await meanDifference(bytes, sourceAt({ left, top, width, height }, size[0], size[1]));
      expect(measured[name], name).toBeLessThan(within);
    }
  });

  it("a tile is the pyramid's own tile file less its overlap (left and bottom here), re-encoded", async () => {
    const folder = (izoom.manifestUrl as string).replace('manifest.json', '');
    const file = await get(`${folder}p/${izoom.pictures[0].id}_files/9/1_0.jpeg`);
    expect(file.status).toBe(200);
    const stored = Buffer.from(await file.arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ width: 247, height: 255 });
    const tile = Buffer.from(
      await (await get(`${imageBase(izoom)}/508,0,492,508/246,254/0/default.jpg`)).arrayBuffer(),
    );
    measured['tile 1,0 at scale 2 against its file'] = await meanDifference(
      tile,
      sharp(stored).extract({ left: 1, top: 0, width: 246, height: 254 }),
    );
    expect(measured['tile 1,0 at scale 2 against its file']).toBeLessThan(3);
  });

  it('sizes, regions, rotations, qualities and formats computed from the pyramid', async () => {
    const cases = [
      { url: 'full/500,350/0/default.jpg', size: [500, 350], expected: () => sourceAt(whole, 500, 350) },
      { url: 'full/max/0/default.png', size: [1000, 700], expected: () => sourceAt(whole, 1000, 700) },
      { url: 'full/300,/0/color.webp', size: [300, 210], expected: () => sourceAt(whole, 300, 210) },
      { url: 'square/!100,100/0/default.jpg', size: [100, 100], expected: () => sourceAt(square, 100, 100) },
      {
        url: 'pct:50,50,25,25/!100,100/90/gray.png',
        size: [70, 100],
        expected: async () =>
          sharp(
            await (await turned(sourceAt({ left: 500, top: 350, width: 250, height: 175 }, 100, 70), 90))
              .grayscale()
              .png()
              .toBuffer(),
          ),
      },
      {
        url: '100,100,300,200/pct:50/!180/default.jpg',
        size: [150, 100],
        expected: async () =>
          (await turned(sourceAt({ left: 100, top: 100, width: 300, height: 200 }, 150, 100), 180)).flop(),
      },
    ];
    const whole = { left: 0, top: 0, width: 1000, height: 700 };
    const square = { left: 150, top: 0, width: 700, height: 700 };
    for (const { url, size, expected } of cases) {
      const answer = await get(`${imageBase(izoom)}/${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('link')).toBe('<http://iiif.io/api/image/3/level2.json>;rel="profile"');
      const bytes = Buffer.from(await answer.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height], url).toEqual(size);
      measured[url] = await meanDifference(bytes, expected());
      expect(measured[url], url).toBeLessThan(6);
    }
  });

  it('malformed requests are refused (400), unsupported features too (501), unknown images not found', async () => {
    const refused = [
      ['abc/max/0/default.jpg', 400, 'BAD_REQUEST'],
      ['2000,0,10,10/max/0/default.jpg', 400, 'BAD_REQUEST'],
      ['0,0,0,10/max/0/default.jpg', 400, 'BAD_REQUEST'],
      ['full/1200,/0/default.jpg', 400, 'BAD_REQUEST'],
      ['full/,0/0/default.jpg', 400, 'BAD_REQUEST'],
      ['full/max/0/default.bmp', 400, 'BAD_REQUEST'],
      ['full/max/0/fancy.jpg', 400, 'BAD_REQUEST'],
      ['full/max/x/default.jpg', 400, 'BAD_REQUEST'],
      ['full/^1200,/0/default.jpg', 501, 'NOT_IMPLEMENTED'],
      ['full/max/45/default.jpg', 501, 'NOT_IMPLEMENTED'],
      ['full/max/0/bitonal.jpg', 501, 'NOT_IMPLEMENTED'],
      ['full/max/0/default.tif', 501, 'NOT_IMPLEMENTED'],
    ] as const;
    for (const [url, status, code] of refused) {
      const answer = await get(`${imageBase(izoom)}/${url}`);
      expect([url, answer.status], url).toEqual([url, status]);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await answer.json()) as { success: boolean; data: { code: string }; message: string };
      expect([body.success, body.data.code], url).toEqual([false, code]);
    }
    const otherVersion = imageBase(izoom).replace(`-v${izoom.generate.version}-`, `-v${izoom.generate.version + 1}-`);
    const unknown = [
      `${otherVersion}/info.json`,
      '/iiif/3/nothing/info.json',
      `/iiif/3/i${izoom.id}-v1-p999999/info.json`,
      '/iiif/3/i99999999999-v1-p1/info.json',
      '/iiif/3/izooms/999999999/manifest.json',
    ];
    for (const path of unknown) expect((await get(path)).status, path).toBe(404);
    for (const path of ['/iiif/3/izooms/99999999999/manifest.json', '/iiif/3/albums/0/collection.json']) {
      const answer = await get(path);
      expect([answer.status, ((await answer.json()) as { data: { code: string } }).data.code], path).toEqual([
        400,
        'VALIDATION_ERROR',
      ]);
    }
  });

  it('a CORS preflight is answered for any IIIF path', async () => {
    const answer = await fetch(`${base}/info.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://viewer.example', 'access-control-request-method': 'GET' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('OpenAPI', () => {
  it('lists the IIIF routes under their tag', async () => {
    const doc = (await (await fetch(`${server.api}/docs/json`)).json()) as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    const iiif = Object.keys(doc.paths).filter((path) => doc.paths[path].get?.tags?.includes('IIIF'));
    expect(iiif.sort()).toEqual([
      '/iiif/3/albums/{albumId}/collection.json',
      '/iiif/3/albums/{albumId}/groups/{groupId}/collection.json',
      '/iiif/3/izooms/{izoomId}/manifest.json',
      '/iiif/3/{id}',
      '/iiif/3/{id}/info.json',
      '/iiif/3/{id}/{region}/{size}/{rotation}/{qualityFormat}',
    ]);
  });
});
