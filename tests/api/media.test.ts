import { get as httpGet } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { waitForGeneration } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg, sidewaysPhotoWithGps, solidPng } from '../support/pictures';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** What /media serves and how: immutable, cacheable, ranged, private by key, upright and without metadata. */

let server: TestServer;
let token: string;
let izoom: IzoomDetail;
let manifestUrl: string;
let manifest: IzoomManifest;

const get = (p: string) => call(server.api, 'GET', p, { token });
const post = (p: string, body?: unknown) => call(server.api, 'POST', p, { token, body });
const media = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });
/** What the server keeps under a key, in whichever store it uses (DATA_DIR or a bucket). */
const stored = (key: string) => server.app.store.children(key);
const tileOf = (picture: IzoomManifest['pictures'][number], level: number, col = 0, row = 0) =>
  manifestUrl.replace('manifest.json', '') +
  picture.tileUrlTemplate.replace('{level}', String(level)).replace('{col}', String(col)).replace('{row}', String(row));

async function generated(id: number): Promise<IzoomDetail> {
  expect((await post(`/izooms/generate-izoom/${id}`)).status).toBe(202);
  expect((await waitForGeneration(server.api, token, id)).at(-1)?.state).toBe('done');
  return (await get(`/izooms/get-by-id/${id}`)).body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  const created = await post('/izooms/create', { name: 'Media', isPublic: true });
  await upload(server.api, `/izooms/upload/${created.body.data.id}`, token, [
    { name: 'sideways.jpg', data: await sidewaysPhotoWithGps() },
    { name: 'plain.jpg', data: await detailedJpeg(1000, 700) },
  ]);
  izoom = await generated(created.body.data.id);
  manifestUrl = izoom.manifestUrl as string;
  manifest = (await (await media(manifestUrl)).json()) as IzoomManifest;
});
afterAll(async () => server?.close());

describe('published pictures', () => {
  it('are upright (EXIF orientation applied) with no metadata left: tiles, posters, thumbnails', async () => {
    const sideways = manifest.pictures[0];
    expect([sideways.width, sideways.height]).toEqual([40, 60]);
    expect(izoom.pictures[0]).toMatchObject({ width: 40, height: 60 });
    const urls = [tileOf(sideways, sideways.maxLevel), izoom.pictures[0].thumbnailUrl];
    const poster = izoom.poster?.renditions[0]?.url as string;
    urls.push(poster);
    for (const url of urls) {
      const bytes = Buffer.from(await (await media(url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(bytes.includes(Buffer.from('izoom-test-camera')), url).toBe(false);
    }
    // Red was on the left of the stored pixels; upright (rotated 90° clockwise) it is on top.
    const tile = Buffer.from(await (await media(tileOf(sideways, sideways.maxLevel))).arrayBuffer());
    const { data, info } = await sharp(tile).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(20, 5)[0]).toBeGreaterThan(200);
    expect(pixel(20, 5)[2]).toBeLessThan(60);
    expect(pixel(20, 55)[2]).toBeGreaterThan(200);
    expect(pixel(20, 55)[0]).toBeLessThan(60);
  });

  it('are converted to sRGB: a Display P3 picture comes out with sRGB values and no profile', async () => {
    // Pure sRGB red, stored as Display P3 values (about 234, 51, 35) with the P3 profile attached.
    const p3 = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const created = await post('/izooms/create', { name: 'P3' });
    await upload(server.api, `/izooms/upload/${created.body.data.id}`, token, [{ name: 'p3.png', data: p3 }]);
    const p3Izoom = await generated(created.body.data.id);
    const p3Manifest = (await (await media(p3Izoom.manifestUrl as string)).json()) as IzoomManifest;
    const url =
      (p3Izoom.manifestUrl as string).replace('manifest.json', '') +
      p3Manifest.pictures[0].tileUrlTemplate.replace('{level}', '6').replace('{col}', '0').replace('{row}', '0');
    const tile = Buffer.from(await (await media(url)).arrayBuffer());
    expect((await sharp(tile).metadata()).icc).toBeUndefined();
    const { data } = await sharp(tile).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = data;
    expect(r).toBeGreaterThan(245);
    expect(g).toBeLessThan(20);
    expect(b).toBeLessThan(20);
    expect((await post(`/izooms/delete/${p3Izoom.id}`)).status).toBe(200);
  });

  it('a pyramid has every level down to 1 × 1 with the tile count of the Deep Zoom layout', async () => {
    const plain = manifest.pictures[1];
    const dir = `${manifestUrl.slice(1).replace('manifest.json', '')}p/${plain.id}_files`;
    const levels = (await stored(dir)).map(Number).sort((a, b) => a - b);
    expect(levels).toEqual(Array.from({ length: plain.maxLevel + 1 }, (_, i) => i));
    // 1000 × 700 at level 10: 4 × 3 tiles of 254; level 9 (500 × 350): 2 × 2; then one tile per level.
    expect((await stored(`${dir}/10`)).sort()).toHaveLength(12);
    expect(await stored(`${dir}/9`)).toHaveLength(4);
    expect(await stored(`${dir}/0`)).toEqual(['0_0.jpeg']);
    const single = await sharp(Buffer.from(await (await media(tileOf(plain, 0))).arrayBuffer())).metadata();
    expect([single.width, single.height]).toEqual([1, 1]);
  });
});

describe('media serving', () => {
  it('answers with long-lived immutable caching, an ETag, 304 on revalidation and 206 for a range', async () => {
    const url = tileOf(manifest.pictures[1], 10, 1, 1);
    const full = await media(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = full.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const length = Number(full.headers.get('content-length'));
    // Raw HTTP: fetch() turns a conditional request into a no-cache one.
    const revalidated = await new Promise<number | undefined>((resolve, reject) =>
      httpGet(`${server.url}${url}`, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject),
    );
    expect(revalidated).toBe(304);
    const part = await media(url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await media(manifestUrl)).headers.get('content-type')).toBe('application/json; charset=utf-8');
    // A range past the end: from disk the static plugin's refusal becomes the media scope's 404; from S3 the same.
    const past = await media(url, { range: `bytes=${length}-` });
    expect(past.status).toBe(404);
    expect(((await past.json()) as { success: boolean }).success).toBe(false);
  });

  it('answers small files from memory as from disk, and never a file changed on disk since', async () => {
    const url = tileOf(manifest.pictures[1], 10, 2, 1);
    const headersOf = (r: Response) =>
      ['etag', 'content-type', 'cache-control', 'access-control-allow-origin', 'content-length'].map((h) =>
        r.headers.get(h),
      );
    const first = await media(url); // read into memory
    const again = await media(url); // from memory
    const disk = await media(url, { range: 'bytes=0-' }); // ranges are streamed from disk
    const bodies = await Promise.all([first, again, disk].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect([first.status, again.status, disk.status]).toEqual([200, 200, 206]);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(headersOf(again)).toEqual(headersOf(disk));
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(bodies[1].equals(bodies[0]) && bodies[2].equals(bodies[0])).toBe(true);
    const head = await fetch(`${server.url}${url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bodies[0].length)]);

    const key = url.slice(1);
    const replacement = await detailedJpeg(254, 254);
    await server.app.store.put(key, replacement);
    const changed = Buffer.from(await (await media(url)).arrayBuffer());
    expect(changed.equals(replacement)).toBe(true);
    await server.app.store.remove(key);
    expect((await media(url)).status).toBe(404);
  });

  it('lists nothing and lets no path out of the media root', async () => {
    const folder = manifestUrl.replace('manifest.json', '');
    for (const url of [
      '/media/',
      '/media/i/',
      folder,
      folder.slice(0, -1),
      `${folder}p/`,
      '/media/../izoom.sqlite',
      '/media/%2e%2e/izoom.sqlite',
      '/media/..%2fizoom.sqlite',
      '/media/i/..%2f..%2fizoom.sqlite',
      '/media/%2e%2e%2f%2e%2e%2foidc/keys.json',
      `/media/i/${izoom.id}/not-a-version/manifest.json`,
    ]) {
      const answer = await media(url);
      expect(answer.status, url).toBe(404);
      expect(((await answer.json()) as { success: boolean }).success, url).toBe(false);
    }
  });

  it('making an izoom private changes its keys: URLs handed out while public stop working', async () => {
    const before = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    expect((await post(`/izooms/update/${izoom.id}`, { isPublic: false })).status).toBe(200);
    const after = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    for (const [old, now] of [
      [before.manifestUrl, after.manifestUrl],
      [before.poster?.renditions[0].url, after.poster?.renditions[0].url],
      [before.pictures[0].thumbnailUrl, after.pictures[0].thumbnailUrl],
    ] as [string, string][]) {
      expect(now).not.toBe(old);
      expect((await media(old)).status, old).toBe(404);
      expect((await media(now)).status, now).toBe(200);
    }
    // Anonymous callers get neither the izoom nor its keys.
    expect((await call(server.api, 'GET', `/izooms/get-public-izoom-by-id/${izoom.id}`)).status).toBe(404);
    manifestUrl = after.manifestUrl as string;
    izoom = after;
  });

  it('regenerating publishes a new version and removes the old one; deleting removes every file', async () => {
    const v2 = await generated(izoom.id);
    expect(v2.generate.version).toBe(2);
    expect(v2.manifestUrl).not.toBe(izoom.manifestUrl);
    expect((await media(izoom.manifestUrl as string)).status).toBe(404);
    expect((await media(v2.manifestUrl as string)).status).toBe(200);

    const other = await post('/izooms/create', { name: 'Other' });
    await upload(server.api, `/izooms/upload/${other.body.data.id}`, token, [
      { name: 'x.png', data: await solidPng(50, 50) },
    ]);
    expect((await post(`/izooms/delete/${izoom.id}`)).status).toBe(200);
    expect((await media(v2.manifestUrl as string)).status).toBe(404);
    expect(await stored('media/i')).toEqual([String(other.body.data.id)]);
    expect(await stored('originals/i')).toEqual([String(other.body.data.id)]);
  });
});
