import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateWithNewSceneFileKey } from '../../src/server/storage/album-files';
import { updateWithNewKeys } from '../../src/server/storage/izoom-files';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { waitForGeneration, waitForState } from '../support/generation';
import { expectGone, expectServed } from '../support/media-checks';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { mediaUrlsOf, publishedIzoom } from '../support/published';
import { glb } from '../support/scenes';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * A visibility change moves media to new keys: all of it or none of it. A change that fails leaves every URL
 * working and no folder behind; a generation finishing under it publishes a private version.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());

const get = <T>(p: string) => call<T>(server.api, 'GET', p, { token });
const post = <T>(p: string, body?: unknown) => call<T>(server.api, 'POST', p, { token, body });
const foldersOf = async (kind: 'i' | 'a', id: number) =>
  (await server.app.store.children(`media/${kind}/${id}`)).sort();
/** A row update the database refuses: the owner does not exist (SQLite says FOREIGN KEY, PostgreSQL foreign key). */
const refused = { is_public: 0, owner_id: 999_999 };

describe('a visibility change that fails', () => {
  it('leaves an izoom as it was: public, every URL working, no folder left over', async () => {
    const izoom = await publishedIzoom(server.api, token, 'Refused change', true);
    const urls = await mediaUrlsOf(server.url, izoom);
    const folders = await foldersOf('i', izoom.id);
    await expect(updateWithNewKeys(server.app, izoom.id, refused)).rejects.toThrow(/foreign key/i);
    expect((await get<IzoomDetail>(`/izooms/get-by-id/${izoom.id}`)).body.data).toEqual(izoom);
    await expectServed(server.url, urls, 'public');
    expect(await foldersOf('i', izoom.id)).toEqual(folders);
  });

  it("leaves an album's scene file as it was: public, its URL working, no folder left over", async () => {
    const albumId = (await post<AlbumWithIzooms>('/albums/create', { name: 'Refused', isPublic: true })).body.data.id;
    const saved = await upload(server.api, `/albums/update-cill-file/${albumId}`, token, [
      { name: 'room.glb', data: glb(), field: 'file' },
    ]);
    expect(saved.status).toBe(200);
    const folders = await foldersOf('a', albumId);
    await expect(updateWithNewSceneFileKey(server.app, albumId, refused)).rejects.toThrow(/foreign key/i);
    const album = (await get<AlbumWithIzooms>(`/albums/get-by-id/${albumId}`)).body.data;
    expect(album).toMatchObject({ isPublic: true, cillFile: saved.body.data.cillFile });
    await expectServed(server.url, [{ what: 'scene file', url: album.cillFile?.url as string }], 'public');
    expect(await foldersOf('a', albumId)).toEqual(folders);
  });
});

describe('an izoom made private while a generation runs', () => {
  it('publishes a private version, and nothing handed out while public works', async () => {
    const izoom = await publishedIzoom(server.api, token, 'Private mid-generation', true);
    const urls = await mediaUrlsOf(server.url, izoom);
    // A bigger picture keeps the next generation running long enough to change the izoom under it.
    const bigger = await upload(server.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'big.jpg', data: await detailedJpeg(4000, 3000) },
    ]);
    expect(bigger.status).toBe(201);
    expect((await post(`/izooms/generate-izoom/${izoom.id}`)).status).toBe(202);
    await waitForState(server.api, token, izoom.id, 'generating');
    expect((await post(`/izooms/update/${izoom.id}`, { isPublic: false })).status).toBe(200);
    await expectGone(server.url, urls);

    expect((await waitForGeneration(server.api, token, izoom.id)).at(-1)?.state).toBe('done');
    const now = (await get<IzoomDetail>(`/izooms/get-by-id/${izoom.id}`)).body.data;
    expect(now).toMatchObject({ isPublic: false, generate: { version: 2 } });
    await expectGone(server.url, urls);
    await expectServed(server.url, await mediaUrlsOf(server.url, now), 'private');
    expect(await foldersOf('i', izoom.id)).toHaveLength(3);
  });
});
