import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '../../src/shared/schemas/albums';
import type { IzoomDetail, IzoomPoster } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { startPageServer } from '../support/page-server';
import { detailedJpeg } from '../support/pictures';
import { ADMIN, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * Posters and thumbnails as AVIF beside their JPEGs: made with them (posters at the widths the API hands out),
 * served like every other medium (immutable, public only while the izoom is), made on first request for those
 * from before; and the first poster of the homepage and of a public album page preloaded from the page's HTML.
 */

let server: TestServer;
let token: string;

const post = <T>(p: string, body?: unknown) => call<T>(server.api, 'POST', p, { token, body });
const media = (url: string) => fetch(`${server.url}${url}`);
const keyOf = (url: string) => url.replace(/^\/media\//, 'media/');

async function izoomWith(name: string, isPublic: boolean, width: number, height: number): Promise<IzoomDetail> {
  const created = await post<IzoomDetail>('/izooms/create', { name, isPublic });
  expect(created.status).toBe(201);
  const uploaded = await upload(server.api, `/izooms/upload/${created.body.data.id}`, token, [
    { name: 'picture.jpg', data: await detailedJpeg(width, height) },
  ]);
  expect(uploaded.status).toBe(201);
  return uploaded.body.data.izoom as IzoomDetail;
}

/** Each AVIF of the poster: an AVIF image of its width and the poster's proportions, cached as `caching` says. */
async function expectAvifs(poster: IzoomPoster, caching: 'public' | 'private') {
  for (const { width, url } of poster.avif) {
    const answer = await media(url);
    expect(answer.status, url).toBe(200);
    expect(answer.headers.get('content-type'), url).toBe('image/avif');
    expect(answer.headers.get('cache-control'), url).toBe(`${caching}, max-age=31536000, immutable`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.compression], url).toEqual(['heif', 'av1']);
    expect(meta.width, url).toBe(width);
    expect(Math.abs((meta.height ?? 0) - (width * poster.height) / poster.width), url).toBeLessThanOrEqual(1);
    // Smaller than the JPEG of the same width.
    const jpeg = poster.renditions.find((r) => r.width === width);
    if (jpeg) expect(bytes.length, url).toBeLessThan(Number((await media(jpeg.url)).headers.get('content-length')));
  }
}

beforeAll(async () => {
  server = await startPageServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('AVIF posters', () => {
  it('are made with the poster at each width up to the largest JPEG, and served immutable', async () => {
    const wide = await izoomWith('Wide', true, 2000, 1250);
    const poster = wide.poster as IzoomPoster;
    expect(poster.renditions.map((r) => r.width)).toEqual([160, 320, 640, 1280]);
    expect(poster.avif.map((r) => r.width)).toEqual([160, 320, 640, 960, 1280]);
    expect(poster.avif.every((r) => r.url.endsWith(`/${r.width}.avif`))).toBe(true);
    // In the store before anyone asked for them.
    for (const { url } of poster.avif) expect(await server.app.store.head(keyOf(url)), url).toBeDefined();
    await expectAvifs(poster, 'public');

    const small = (await izoomWith('Small', true, 1000, 700)).poster as IzoomPoster;
    expect(small.renditions.map((r) => r.width)).toEqual([160, 320, 640]);
    expect(small.avif.map((r) => r.width)).toEqual([160, 320, 640]);
    const tiny = (await izoomWith('Tiny', true, 120, 90)).poster as IzoomPoster;
    expect([tiny.renditions.map((r) => r.width), tiny.avif.map((r) => r.width)]).toEqual([[120], [120]]);
    await expectAvifs(tiny, 'public');
  });

  it('of a poster made before there were AVIFs are made on their first request, at handed-out widths only', async () => {
    const poster = (await izoomWith('Older', true, 1500, 1000)).poster as IzoomPoster;
    for (const { url } of poster.avif) await server.app.store.remove(keyOf(url));
    expect(await server.app.store.head(keyOf(poster.avif[3].url))).toBeUndefined();
    // A burst of requests for one is answered whole, every one.
    const burst = await Promise.all([1, 2, 3].map(() => media(poster.avif[3].url)));
    expect(burst.map((a) => a.status)).toEqual([200, 200, 200]);
    await expectAvifs(poster, 'public');
    for (const { url } of poster.avif) expect(await server.app.store.head(keyOf(url)), url).toBeDefined();

    const folder = poster.avif[0].url.replace(/[^/]+$/, '');
    for (const name of ['480.avif', '1920.avif', '0640.avif', '640.webp']) {
      expect((await media(`${folder}${name}`)).status, name).toBe(404);
      expect(await server.app.store.head(keyOf(`${folder}${name}`)), name).toBeUndefined();
    }
  });

  it('of a private izoom are private, and its public keys stop, made on request or not', async () => {
    const izoom = await izoomWith('Going private', true, 1400, 900);
    const before = izoom.poster as IzoomPoster;
    await server.app.store.remove(keyOf(before.avif[1].url));
    expect((await post(`/izooms/update/${izoom.id}`, { isPublic: false })).status).toBe(200);
    for (const { url } of before.avif) {
      expect((await media(url)).status, url).toBe(404);
      expect(await server.app.store.head(keyOf(url)), url).toBeUndefined();
    }
    const visitor = await call(server.api, 'GET', `/izooms/get-public-izoom-by-id/${izoom.id}`);
    expect(visitor.status).toBe(404);
    const after = (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token })).body.data
      .poster as IzoomPoster;
    expect(after.avif.map((r) => r.url).filter((url) => before.avif.some((r) => r.url === url))).toEqual([]);
    await expectAvifs(after, 'private');
  });
});

describe('AVIF thumbnails', () => {
  it('are made at upload beside the JPEG, or on first request for older ones, and go with their picture', async () => {
    const izoom = await izoomWith('Thumbnails', true, 900, 1200);
    const [picture] = izoom.pictures;
    expect(picture.thumbnailAvifUrl).toBe(picture.thumbnailUrl.replace(/\.jpeg$/, '.avif'));
    const avifKey = keyOf(picture.thumbnailAvifUrl);
    expect(await server.app.store.head(avifKey)).toBeDefined();
    const check = async () => {
      const answer = await media(picture.thumbnailAvifUrl);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/avif');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 240, 320]);
    };
    await check();
    await server.app.store.remove(avifKey);
    await check();
    expect(await server.app.store.head(avifKey)).toBeDefined();
    // Only beside a thumbnail of the current key.
    const folder = picture.thumbnailAvifUrl.replace(/[^/]+$/, '');
    expect((await media(`${folder}not-a-picture.avif`)).status).toBe(404);
    expect(await server.app.store.head(keyOf(`${folder}not-a-picture.avif`))).toBeUndefined();

    expect((await post(`/izooms/delete-picture/${izoom.id}`, { pictureId: picture.id })).status).toBe(200);
    expect((await media(picture.thumbnailAvifUrl)).status).toBe(404);
    expect(await server.app.store.head(avifKey)).toBeUndefined();
  });
});

describe('the HTML of a page preloads its first poster', () => {
  const preloadOf = async (page: string) => {
    const html = await (await fetch(`${server.url}${page}`)).text();
    const found =
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        html,
      );
    // At the top of the head: the picture is asked for ahead of the app's scripts.
    if (found) expect(found.index).toBeLessThan(html.indexOf('<title>'));
    return found;
  };
  const srcsetOf = (poster: IzoomPoster) => poster.avif.map((r) => `${r.url} ${r.width}w`).join(', ');

  it("on the homepage, the first public album's; on a public album page, its first izoom's; none when private", async () => {
    const cover = await izoomWith('Cover', true, 1600, 1000);
    const second = await izoomWith('Second', true, 900, 600);
    const created = await post<Album>('/albums/create', { name: 'Preloaded', isPublic: true });
    const albumId = created.body.data.id;
    const groups = [
      { id: 'g0', name: 'Empty', izoomIds: [] },
      { id: 'g1', name: 'Both', izoomIds: [second.id, cover.id] },
    ];
    expect((await post(`/albums/update-group/${albumId}`, { groups })).status).toBe(200);
    expect((await post(`/albums/update/${albumId}`, { posterIzoomId: cover.id })).status).toBe(200);

    const home = await preloadOf('/');
    expect(home?.[1]).toBe(srcsetOf(cover.poster as IzoomPoster));
    expect(home?.[2]).toBe('(min-width: 75em) 360px, (min-width: 48em) calc(50vw - 48px), calc(100vw - 64px)');
    expect((await preloadOf(`/album/${albumId}`))?.[1]).toBe(srcsetOf(second.poster as IzoomPoster));

    expect((await post(`/albums/update/${albumId}`, { isPublic: false })).status).toBe(200);
    expect(await preloadOf(`/album/${albumId}`)).toBeNull();
    expect(await preloadOf('/album/999999')).toBeNull();
    expect(await preloadOf('/auth/login')).toBeNull();
    // With no public album the homepage's first picture is the first public izoom's, as the app lists them.
    const listed = await call<{ items: IzoomDetail[] }>(
      server.api,
      'GET',
      '/izooms/public-list?pageSize=12&sort=-updatedAt',
    );
    expect((await preloadOf('/'))?.[1]).toBe(srcsetOf(listed.body.data.items[0].poster as IzoomPoster));
  });
});
