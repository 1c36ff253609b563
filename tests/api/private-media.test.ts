import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumSummary, AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { expectGone, expectServed } from '../support/media-checks';
import { signIn } from '../support/oidc-flow';
import { generate, type MediaUrl, mediaUrlsOf, publishedIzoom } from '../support/published';
import { glb, panoramaPng } from '../support/scenes';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * Private means private at once: when an izoom or album becomes private or is deleted, every media URL handed
 * out for it answers 404 on the very next request — from memory, from disk, or from a version still in its
 * grace period — and media of a private item is not for shared caches.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  // A replaced version would keep serving for ten minutes: privacy must not wait for it.
  server = await startTestServer({ OLD_VERSION_GRACE_SECONDS: '600' });
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());

const get = <T>(path: string, signedIn = true) => call<T>(server.api, 'GET', path, signedIn ? { token } : {});
const post = <T>(path: string, body?: unknown) => call<T>(server.api, 'POST', path, { token, body });
const izoomOf = async (id: number) => (await get<IzoomDetail>(`/izooms/get-by-id/${id}`)).body.data;

const unique = (urls: MediaUrl[]) => [...new Map(urls.map((u) => [u.url, u])).values()];

describe('an izoom', () => {
  let izoom: IzoomDetail;
  let firstPublic: MediaUrl[];
  let whilePrivate: MediaUrl[];

  beforeAll(async () => {
    izoom = await publishedIzoom(server.api, token, 'Going private', true);
  });

  it('made private: every URL handed out while public stops at once, a version in its grace period too', async () => {
    const v1 = await mediaUrlsOf(server.url, izoom);
    const v2 = await mediaUrlsOf(server.url, await generate(server.api, token, izoom.id));
    firstPublic = unique([...v1, ...v2]);
    expect(firstPublic.filter((u) => u.what === 'manifest')).toHaveLength(2);
    await expectServed(server.url, firstPublic, 'public');

    const answer = await post<IzoomDetail>(`/izooms/update/${izoom.id}`, { isPublic: false });
    expect(answer.status).toBe(200);
    await expectGone(server.url, firstPublic);

    whilePrivate = await mediaUrlsOf(server.url, await izoomOf(izoom.id));
    expect(whilePrivate.map((u) => u.url).filter((url) => firstPublic.some((u) => u.url === url))).toEqual([]);
    await expectServed(server.url, whilePrivate, 'private');
    expect((await get(`/izooms/get-public-izoom-by-id/${izoom.id}`, false)).status).toBe(404);
  });

  it('made public again: the URLs of its private time serve everyone, the first public ones stay dead', async () => {
    expect((await post(`/izooms/update/${izoom.id}`, { isPublic: true })).status).toBe(200);
    const now = await mediaUrlsOf(server.url, await izoomOf(izoom.id));
    expect(now.map((u) => u.url)).toEqual(whilePrivate.map((u) => u.url));
    await expectServed(server.url, now, 'public');
    await expectGone(server.url, firstPublic);
  });

  it('deleted: every URL it handed out stops at once', async () => {
    const urls = await mediaUrlsOf(server.url, await izoomOf(izoom.id));
    await expectServed(server.url, urls, 'public');
    expect((await post(`/izooms/delete/${izoom.id}`)).status).toBe(200);
    await expectGone(server.url, urls);
  });
});

describe("an album's poster (its poster izoom's)", () => {
  async function albumShowing(name: string) {
    const poster = await publishedIzoom(server.api, token, `${name} poster`, true);
    const created = await post('/albums/create', { name, isPublic: true, posterIzoomId: poster.id });
    expect(created.status).toBe(201);
    const summary = async () =>
      (await get<{ items: AlbumSummary[] }>(`/albums/public-album-v2?q=${encodeURIComponent(name)}`, false)).body.data
        .items[0] as AlbumSummary;
    const handedOut = (await summary()).poster?.renditions.map((r) => ({
      what: `album poster ${r.width} px`,
      url: r.url,
    }));
    expect(handedOut?.length).toBeGreaterThan(0);
    await expectServed(server.url, handedOut as MediaUrl[], 'public');
    return { poster, handedOut: handedOut as MediaUrl[], summary };
  }

  it('stops when that izoom is made private, and the album shows it no more', async () => {
    const { poster, handedOut, summary } = await albumShowing('Poster made private');
    expect((await post(`/izooms/update/${poster.id}`, { isPublic: false })).status).toBe(200);
    await expectGone(server.url, handedOut);
    expect(await summary()).toMatchObject({ posterIzoomId: null, poster: null, izoomCount: 0 });
  });

  it('stops when that izoom is deleted', async () => {
    const { poster, handedOut, summary } = await albumShowing('Poster deleted');
    expect((await post(`/izooms/delete/${poster.id}`)).status).toBe(200);
    await expectGone(server.url, handedOut);
    expect(await summary()).toMatchObject({ posterIzoomId: null, poster: null });
  });
});

describe.each([
  { kind: 'glb', name: 'room.glb', data: () => Promise.resolve(glb()) },
  { kind: 'panorama', name: 'sky.png', data: panoramaPng },
])("an album's scene file ($kind)", ({ kind, name, data }) => {
  let albumId: number;
  let firstPublic: MediaUrl[];
  let whilePrivate: MediaUrl[];
  const sceneOf = (album: AlbumWithIzooms) => [{ what: `${kind} scene file`, url: album.cillFile?.url as string }];
  const publicRead = () => get<AlbumWithIzooms>(`/albums/public/get-by-id/${albumId}`, false);

  beforeAll(async () => {
    albumId = (await post<AlbumWithIzooms>('/albums/create', { name: `Scene ${kind}`, isPublic: true })).body.data.id;
    const saved = await upload(server.api, `/albums/update-cill-file/${albumId}`, token, [
      { name, data: await data(), field: 'file' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.cillFile.kind).toBe(kind);
  });

  it('stops at once when the album is made private; its new URL is private', async () => {
    firstPublic = sceneOf((await publicRead()).body.data);
    await expectServed(server.url, firstPublic, 'public');
    expect((await post(`/albums/update/${albumId}`, { isPublic: false })).status).toBe(200);
    await expectGone(server.url, firstPublic);
    expect((await publicRead()).status).toBe(404);
    whilePrivate = sceneOf((await get<AlbumWithIzooms>(`/albums/get-by-id/${albumId}`)).body.data);
    expect(whilePrivate[0].url).not.toBe(firstPublic[0].url);
    await expectServed(server.url, whilePrivate, 'private');
  });

  it('made public again: the URL of its private time serves everyone, the first one stays dead', async () => {
    expect((await post(`/albums/update/${albumId}`, { isPublic: true })).status).toBe(200);
    const now = sceneOf((await publicRead()).body.data);
    expect(now).toEqual(whilePrivate);
    await expectServed(server.url, now, 'public');
    await expectGone(server.url, firstPublic);
  });

  it('stops at once when the album is deleted', async () => {
    const urls = sceneOf((await publicRead()).body.data);
    expect((await post(`/albums/delete/${albumId}`)).status).toBe(200);
    await expectGone(server.url, urls);
  });
});
