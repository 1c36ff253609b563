import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { imageBase, startIiifFixture } from '../support/iiif-fixture';
import { presentation3Problems } from '../support/iiif-presentation';
import { generate } from '../support/published';
import type { TestServer } from '../support/server';

/**
 * IIIF Presentation API 3.0 from a real server (SQLite and a folder, or PostgreSQL and S3): each public izoom a
 * Manifest, each public album a Collection, checked as @iiif/parser reads them; private ones not there.
 */

let server: TestServer;
let token: string;
let izoom: IzoomDetail;
let hidden: IzoomDetail;
let album: Album;
let base: string;

const post = <T>(path: string, body?: unknown) => call<T>(server.api, 'POST', path, { token, body });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

beforeAll(async () => {
  ({ server, token, izoom, hidden, album } = await startIiifFixture());
  base = `${server.url}${imageBase(izoom)}`;
}, 120_000);
afterAll(async () => server?.close());

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
