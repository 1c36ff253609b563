import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { presentation3Problems } from '../support/iiif-presentation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { generate } from '../support/published';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * IIIF from a real server (SQLite and a folder, or PostgreSQL and S3): the Image API 3.0 service of each picture of a
 * public izoom, drawn from its Deep Zoom pyramid, and the Presentation 3.0 Manifests and Collections.
 */

let server: TestServer;
let token: string;
let izoom: IzoomDetail;
let hidden: IzoomDetail;
let album: Album;
/** The 1000 × 700 source picture, as uploaded. */
let source: Buffer;
let base: string;

const post = <T>(path: string, body?: unknown) => call<T>(server.api, 'POST', path, { token, body });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const imageBase = (z: IzoomDetail, index = 0) => `/iiif/3/i${z.id}-v${z.generate.version}-p${z.pictures[index].id}`;

/**
 * Gradients, sharp-edged shapes and a fine 4 px checkerboard over all: a pixel off shows at once, and there is no
 * noise, which no two encoders agree on.
 */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#e9c46a"/><stop offset="1" stop-color="#e63946"/>
      </linearGradient>
      <pattern id="c" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" fill="#000"/><rect x="4" y="4" width="4" height="4" fill="#000"/>
      </pattern></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect width="100%" height="100%" fill="url(#c)" opacity="0.3"/>
      <circle cx="300" cy="250" r="180" fill="#2a9d8f"/><rect x="600" y="380" width="300" height="220" fill="#f1faee"/>
      <circle cx="780" cy="200" r="90" fill="#264653"/>
    </svg>`),
  )
    .jpeg({ quality: 95 })
    .toBuffer();

async function created(name: string, isPublic: boolean, files: { name: string; data: Buffer }[]) {
  const made = await post<IzoomDetail>('/izooms/create', { name, isPublic });
  expect(made.status).toBe(201);
  expect((await upload(server.api, `/izooms/upload/${made.body.data.id}`, token, files)).status).toBe(201);
  return generate(server.api, token, made.body.data.id);
}

/** Mean absolute difference per channel (0–255) of two pictures of the same size. */
async function meanDifference(answer: Buffer, expected: Sharp | Promise<Sharp>): Promise<number> {
  const rgb = (image: Sharp) => image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const a = await rgb(sharp(answer));
  const b = await rgb(await expected);
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

/** Then turned: from the scaled pixels (sharp would turn before scaling in one pipeline). */
const turned = async (scaled: Sharp, degrees: number) => sharp(await scaled.png().toBuffer()).rotate(degrees);

/** The pixels of `region` of the source picture at `width` × `height`. */
const sourceAt = (
  region: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
) => sharp(source).extract(region).resize(width, height, { fit: 'fill', kernel: 'lanczos3' });

const measured: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  source = await picture(1000, 700);
  izoom = await created('IIIF', true, [
    { name: 'shapes.jpg', data: source },
    { name: 'tall.jpg', data: await detailedJpeg(300, 400) },
  ]);
  hidden = await created('Hidden', false, [{ name: 'hidden.jpg', data: await detailedJpeg(200, 100) }]);
  base = `${server.url}${imageBase(izoom)}`;
  album = (await post<Album>('/albums/create', { name: 'IIIF album', description: 'For viewers', isPublic: true })).body
    .data;
  const groups = [
    { id: 'first', name: 'First room', izoomIds: [izoom.id, hidden.id] },
    { id: 'only-hidden', name: 'Hidden room', izoomIds: [hidden.id] },
  ];
  expect((await post(`/albums/update-group/${album.id}`, { groups })).status).toBe(200);
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

describe('IIIF Presentation API 3.0', () => {
  it("an izoom's Manifest: one Canvas per picture, each painted by its image service", async () => {
    const answer = await get(`/iiif/3/izooms/${izoom.id}/manifest.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
    const manifest = await answer.json();
    expect(presentation3Problems(manifest)).toEqual([]);
    expect(manifest).toMatchObject({
      id: `${server.url}/iiif/3/izooms/${izoom.id}/manifest.json`,
      type: 'Manifest',
      label: { none: ['IIIF'] },
      homepage: [{ id: `${server.url}/embed?izoom=${izoom.id}`, type: 'Text', format: 'text/html' }],
      thumbnail: [{ type: 'Image', format: 'image/jpeg' }],
    });
    expect(manifest.items.map((c: { width: number; height: number }) => [c.width, c.height])).toEqual([
      [1000, 700],
      [300, 400],
    ]);
    const body = manifest.items[0].items[0].items[0].body;
    expect(body.service).toEqual([{ id: base, type: 'ImageService3', profile: 'level2' }]);
    expect((await get(body.id.replace(server.url, ''))).status).toBe(200);
    expect((await get(manifest.thumbnail[0].id.replace(server.url, ''))).status).toBe(200);
    const again = await get(`/iiif/3/izooms/${izoom.id}/manifest.json`, {
      'if-none-match': answer.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it("an album's Collection: its groups as nested Collections of its public izooms' Manifests", async () => {
    const answer = await get(`/iiif/3/albums/${album.id}/collection.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const collection = await answer.json();
    expect(presentation3Problems(collection)).toEqual([]);
    expect(collection).toMatchObject({ type: 'Collection', label: { none: ['IIIF album'] } });
    expect(collection.items).toEqual([
      expect.objectContaining({
        id: `${server.url}/iiif/3/albums/${album.id}/groups/first/collection.json`,
        type: 'Collection',
        items: [expect.objectContaining({ id: `${server.url}/iiif/3/izooms/${izoom.id}/manifest.json` })],
      }),
    ]);
    const group = await (await get(`/iiif/3/albums/${album.id}/groups/first/collection.json`)).json();
    expect(presentation3Problems(group)).toEqual([]);
    expect((await get(`/iiif/3/albums/${album.id}/groups/only-hidden/collection.json`)).status).toBe(404);
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

describe('a new generation', () => {
  it('makes new image ids; the old ones are gone, and the Manifest names the new ones', async () => {
    const before = imageBase(izoom);
    izoom = await generate(server.api, token, izoom.id);
    const after = imageBase(izoom);
    expect(after).not.toBe(before);
    expect((await get(`${before}/info.json`)).status).toBe(404);
    expect((await get(`${after}/info.json`)).status).toBe(200);
    const manifest = await (await get(`/iiif/3/izooms/${izoom.id}/manifest.json`)).json();
    expect(manifest.items[0].items[0].items[0].body.service[0].id).toBe(`${server.url}${after}`);
  });
});

describe('private izooms and albums are not there', () => {
  it('a private izoom: no image service, no Manifest', async () => {
    for (const path of [`${imageBase(hidden)}/info.json`, `${imageBase(hidden)}/full/max/0/default.jpg`]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(`/iiif/3/izooms/${hidden.id}/manifest.json`)).status).toBe(404);
  });

  it('an izoom turned private is gone at once, from its service, its Manifest and its album; an album too', async () => {
    const paths = [
      `${imageBase(izoom)}/info.json`,
      `${imageBase(izoom)}/0,0,254,254/254,254/0/default.jpg`,
      `/iiif/3/izooms/${izoom.id}/manifest.json`,
    ];
    for (const path of paths) expect((await get(path)).status, path).toBe(200);
    expect((await post(`/izooms/update/${izoom.id}`, { isPublic: false })).status).toBe(200);
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
    const collection = await (await get(`/iiif/3/albums/${album.id}/collection.json`)).json();
    expect(collection.items).toEqual([]);
    expect((await post(`/albums/update/${album.id}`, { isPublic: false })).status).toBe(200);
    expect((await get(`/iiif/3/albums/${album.id}/collection.json`)).status).toBe(404);
  });
});
