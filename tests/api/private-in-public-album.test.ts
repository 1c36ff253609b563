import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumGroup, AlbumPosition, AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { type Actor, type SignedIn, signInActors } from '../support/actors';
import { call } from '../support/api';
import { publishedIzoom } from '../support/published';
import { startTestServer, type TestServer } from '../support/server';

/**
 * A public album holding a private izoom: every answer about the album (and about izooms) to a reader who may
 * not see that izoom holds no trace of it — no id in groups, positions or poster, no URL, no count that gives
 * it away — while its owner and admins still get all of it.
 */

let server: TestServer;
let tokens: Record<SignedIn, string>;
let tokenOf: (actor: Actor) => string | undefined;
let hidden: IzoomDetail;
let shown: IzoomDetail;
let albumId: number;

const get = <T>(path: string, actor: Actor) => call<T>(server.api, 'GET', path, { token: tokenOf(actor) });
const post = <T>(path: string, actor: Actor, body?: unknown) =>
  call<T>(server.api, 'POST', path, { token: tokenOf(actor), body });

/**
 * Where `id` appears in an answer's JSON text as a number of its own (an id in a list, a value) or in a media
 * URL. The hidden izoom's id is made larger than every other number these answers hold (album, user and
 * picture ids, counts, sizes, pages), so any such appearance is a reference to it.
 */
const tracesOf = (answer: unknown, id: number) =>
  JSON.stringify(answer).match(new RegExp(`[\\[,:]${id}[,\\]}]|/i/${id}/`, 'g')) ?? [];

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, tokenOf } = await signInActors(server));
  for (let i = 0; i < 40; i++) await post('/izooms/create', 'owner', { name: 'Filler' });
  shown = await publishedIzoom(server.api, tokens.owner, 'Shown', true);
  hidden = await publishedIzoom(server.api, tokens.owner, 'Hidden', false);
  expect(hidden.id).toBeGreaterThan(40);
  const album = await post<AlbumWithIzooms>('/albums/create', 'owner', {
    name: 'Public with a secret',
    isPublic: true,
    posterIzoomId: hidden.id,
  });
  albumId = album.body.data.id;
  const groups: AlbumGroup[] = [
    { id: 'both', name: 'Both', izoomIds: [hidden.id, shown.id] },
    { id: 'secret', name: 'Only the hidden one', izoomIds: [hidden.id] },
    { id: 'empty', name: 'Nothing yet', izoomIds: [] },
  ];
  expect((await post(`/albums/update-group/${albumId}`, 'owner', { groups })).status).toBe(200);
  const positions: AlbumPosition[] = [
    { izoomId: hidden.id, x: 1.5, y: 0.5, z: -2.5, rotation: 90, scale: 1.25 },
    { izoomId: shown.id, x: -1.5, y: 0.5, z: -2.5, rotation: -90, scale: 1.25 },
  ];
  expect((await post(`/albums/update-position/${albumId}`, 'owner', { positions })).status).toBe(200);
});
afterAll(() => server?.close());

/** Every call that answers with albums or izooms, as `actor` makes it. */
const readsOf = (actor: Actor): string[] =>
  actor === 'anonymous'
    ? [
        '/albums/public-album-v2',
        `/albums/public/get-by-id/${albumId}`,
        '/izooms/public-list',
        `/izooms/get-public-izoom-by-id/${shown.id}`,
      ]
    : [
        '/albums/get',
        `/albums/get-by-id/${albumId}`,
        '/izooms/get',
        `/izooms/get-by-id/${shown.id}`,
        '/admin/summary',
        ...readsOf('anonymous'),
      ];

async function expectNoTrace(actor: Actor) {
  for (const path of readsOf(actor)) {
    const answer = await get(path, actor);
    expect(answer.status, path).toBe(200);
    expect(tracesOf(answer.body, hidden.id), `${actor} ${path}`).toEqual([]);
  }
  const path = actor === 'anonymous' ? `/albums/public/get-by-id/${albumId}` : `/albums/get-by-id/${albumId}`;
  const album = (await get<AlbumWithIzooms>(path, actor)).body.data;
  expect(album).toMatchObject({
    posterIzoomId: null,
    groups: [
      { id: 'both', name: 'Both', izoomIds: [shown.id] },
      { id: 'empty', name: 'Nothing yet', izoomIds: [] },
    ],
    positions: [{ izoomId: shown.id }],
  });
  expect(album.izooms.map((i) => i.id)).toEqual([shown.id]);
  const summaries = await get<{ items: Array<{ id: number; izoomCount: number }> }>('/albums/public-album-v2', actor);
  expect(summaries.body.data.items.find((s) => s.id === albumId)?.izoomCount).toBe(1);
}

describe('a public album holding a private izoom', () => {
  it.each(['anonymous', 'other', 'guest'] as const)('shows %s no trace of it in any answer', expectNoTrace);

  it.each(['owner', 'admin'] as const)('still shows %s all of it', async (actor) => {
    const album = (await get<AlbumWithIzooms>(`/albums/get-by-id/${albumId}`, actor)).body.data;
    expect(tracesOf(album, hidden.id).length).toBeGreaterThan(0);
    expect(album).toMatchObject({
      posterIzoomId: hidden.id,
      groups: [
        { id: 'both', izoomIds: [hidden.id, shown.id] },
        { id: 'secret', izoomIds: [hidden.id] },
        { id: 'empty', izoomIds: [] },
      ],
    });
    expect(album.positions.map((p) => p.izoomId)).toEqual([hidden.id, shown.id]);
    expect(album.izooms.map((i) => i.id)).toEqual([hidden.id, shown.id]);
    const listed = await get<{ items: Array<{ id: number; izoomCount: number }> }>('/albums/get', actor);
    expect(listed.body.data.items.find((a) => a.id === albumId)?.izoomCount).toBe(2);
  });

  it('answers its own writes without it to an album owner who may not see it', async () => {
    // Bob's album holds Alice's public izoom, which she then makes private.
    const bobs = await post<AlbumWithIzooms>('/albums/create', 'other', { name: "Bob's", isPublic: true });
    const id = bobs.body.data.id;
    const groups = [{ id: 'g', name: 'G', izoomIds: [shown.id] }];
    expect((await post(`/albums/update-group/${id}`, 'other', { groups })).status).toBe(200);
    expect((await post(`/izooms/update/${shown.id}`, 'owner', { isPublic: false })).status).toBe(200);
    const renamed = await post(`/albums/update/${id}`, 'other', { name: "Bob's album" });
    expect(renamed.status).toBe(200);
    expect(tracesOf(renamed.body, shown.id)).toEqual([]);
    expect(tracesOf((await get(`/albums/get-by-id/${id}`, 'other')).body, shown.id)).toEqual([]);
    const placed = await post(`/albums/update-position/${id}`, 'other', {
      positions: [{ izoomId: shown.id, x: 0, y: 0, z: 0, rotation: 0, scale: 1 }],
    });
    expect(placed.status).toBe(400);
    expect(placed.body.data).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.positions.0.izoomId' });
    expect((await post(`/izooms/update/${shown.id}`, 'owner', { isPublic: true })).status).toBe(200);
  });

  it('shows no trace of it either once the album was made private and public again', async () => {
    expect((await post(`/albums/update/${albumId}`, 'owner', { isPublic: false })).status).toBe(200);
    expect((await get(`/albums/public/get-by-id/${albumId}`, 'anonymous')).status).toBe(404);
    expect((await post(`/albums/update/${albumId}`, 'owner', { isPublic: true })).status).toBe(200);
    await expectNoTrace('anonymous');
    await expectNoTrace('guest');
  });
});
