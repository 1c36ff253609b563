import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumGroup, AlbumPosition } from '../../src/shared/schemas/albums';
import type { Izoom } from '../../src/shared/schemas/izooms';
import { type Actor, CODES, type SignedIn, signInActors } from '../support/actors';
import { call } from '../support/api';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The roles × ownership matrix of every izoom and album write: admin, the owner (user A), another
 * user (B), a guest and an anonymous caller, against A's private and A's public item.
 */

type Target = 'private' | 'public';

let server: TestServer;
let tokens: Record<SignedIn, string>;
let ids: Record<SignedIn, number>;
let tokenOf: (actor: Actor) => string | undefined;

beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, ids, tokenOf } = await signInActors(server));
});
afterAll(() => server?.close());

let counter = 0;
const uniqueName = (what: string) => `${what} ${++counter}`;

async function create<T>(path: string, body: Record<string, unknown>, actor: Actor = 'owner'): Promise<T> {
  const answer = await call<T>(server.api, 'POST', path, { token: tokenOf(actor), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** What the admin reads back: the item, or the status when there is none. */
async function readBack<T>(kind: 'izooms' | 'albums', id: number): Promise<{ status: number; data: T }> {
  const answer = await call<T>(server.api, 'GET', `/${kind}/get-by-id/${id}`, { token: tokens.admin });
  return { status: answer.status, data: answer.body.data };
}

/** Fresh items of A for one cell: an izoom and an album (holding it, placed) with the target's visibility. */
interface Fixture {
  izoom: Izoom;
  spare: Izoom;
  album: Album;
}
async function fixture(target: Target): Promise<Fixture> {
  const isPublic = target === 'public';
  const izoom = await create<Izoom>('/izooms/create', { name: uniqueName('izoom'), description: 'before', isPublic });
  const spare = await create<Izoom>('/izooms/create', { name: uniqueName('spare') });
  const album = await create<Album>('/albums/create', { name: uniqueName('album'), description: 'before', isPublic });
  const groups: AlbumGroup[] = [{ id: 'main', name: 'Main', izoomIds: [izoom.id] }];
  const grouped = await call(server.api, 'POST', `/albums/update-group/${album.id}`, {
    token: tokens.owner,
    body: { groups },
  });
  expect(grouped.status).toBe(200);
  const position: AlbumPosition = { izoomId: izoom.id, x: 0, y: 0, z: 0, rotation: 0, scale: 1 };
  const placed = await call<Album>(server.api, 'POST', `/albums/update-position/${album.id}`, {
    token: tokens.owner,
    body: { positions: [position] },
  });
  expect(placed.status).toBe(200);
  return { izoom, spare, album: placed.body.data };
}

interface Write {
  name: string;
  kind: 'izooms' | 'albums';
  path: string;
  body: (f: Fixture) => unknown;
  /** The change really happened (the admin reads it back). */
  changed: (f: Fixture, read: { status: number; data: Record<string, unknown> }) => void;
}

const writes: Write[] = [
  {
    name: 'izoom update',
    kind: 'izooms',
    path: '/izooms/update',
    body: () => ({ name: 'Renamed izoom', description: 'after' }),
    changed: (_, read) => expect(read.data).toMatchObject({ name: 'Renamed izoom', description: 'after' }),
  },
  {
    name: 'izoom delete',
    kind: 'izooms',
    path: '/izooms/delete',
    body: () => undefined,
    changed: (_, read) => expect(read).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } }),
  },
  {
    name: 'album update',
    kind: 'albums',
    path: '/albums/update',
    body: () => ({ name: 'Renamed album', description: 'after' }),
    changed: (_, read) => expect(read.data).toMatchObject({ name: 'Renamed album', description: 'after' }),
  },
  {
    name: 'album delete',
    kind: 'albums',
    path: '/albums/delete',
    body: () => undefined,
    changed: (_, read) => expect(read).toMatchObject({ status: 404, data: { code: 'NOT_FOUND' } }),
  },
  {
    name: 'album update-group',
    kind: 'albums',
    path: '/albums/update-group',
    body: (f) => ({
      groups: [
        { id: 'main', name: 'Main', izoomIds: [f.izoom.id] },
        { id: 'more', name: 'More', izoomIds: [f.spare.id] },
      ],
    }),
    changed: (f, read) =>
      expect(read.data.groups).toEqual([
        { id: 'main', name: 'Main', izoomIds: [f.izoom.id] },
        { id: 'more', name: 'More', izoomIds: [f.spare.id] },
      ]),
  },
  {
    name: 'album update-position',
    kind: 'albums',
    path: '/albums/update-position',
    body: (f) => ({ positions: [{ izoomId: f.izoom.id, x: 1.5, y: -2, z: 3, rotation: 90, scale: 2 }] }),
    changed: (f, read) =>
      expect(read.data.positions).toEqual([{ izoomId: f.izoom.id, x: 1.5, y: -2, z: 3, rotation: 90, scale: 2 }]),
  },
];

/** The contract: who may change A's private and A's public item. */
const matrix: Array<{ actor: Actor; target: Target; status: number }> = [
  { actor: 'admin', target: 'private', status: 200 },
  { actor: 'admin', target: 'public', status: 200 },
  { actor: 'owner', target: 'private', status: 200 },
  { actor: 'owner', target: 'public', status: 200 },
  { actor: 'other', target: 'private', status: 404 },
  { actor: 'other', target: 'public', status: 403 },
  { actor: 'guest', target: 'private', status: 404 },
  { actor: 'guest', target: 'public', status: 403 },
  { actor: 'anonymous', target: 'private', status: 401 },
  { actor: 'anonymous', target: 'public', status: 401 },
];

describe.each(writes)('$name: roles × ownership', (write) => {
  it.each(matrix)("$actor on A's $target item → $status", async ({ actor, target, status }) => {
    const f = await fixture(target);
    const id = write.kind === 'izooms' ? f.izoom.id : f.album.id;
    const before = await readBack<Record<string, unknown>>(write.kind, id);
    expect(before.status).toBe(200);

    const answer = await call(server.api, 'POST', `${write.path}/${id}`, {
      token: tokenOf(actor),
      body: write.body(f),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const after = await readBack<Record<string, unknown>>(write.kind, id);
    if (status === 200) {
      expect(answer.body.success).toBe(true);
      write.changed(f, after);
    } else {
      expect(answer.body).toMatchObject({ success: false, data: { code: CODES[status] } });
      expect(after).toEqual(before);
    }
  });
});

const creates = [
  { name: 'izoom create', kind: 'izooms', path: '/izooms/create' },
  { name: 'album create', kind: 'albums', path: '/albums/create' },
] as const;

const createMatrix: Array<{ actor: Actor; status: number }> = [
  { actor: 'admin', status: 201 },
  { actor: 'owner', status: 201 },
  { actor: 'other', status: 201 },
  { actor: 'guest', status: 403 },
  { actor: 'anonymous', status: 401 },
];

describe.each(creates)('$name: roles', ({ kind, path }) => {
  it.each(createMatrix)('$actor → $status', async ({ actor, status }) => {
    const newest = async () => {
      const listed = await call<{ total: number; items: Array<{ id: number }> }>(
        server.api,
        'GET',
        `/${kind}/get?sort=-createdAt&pageSize=1`,
        { token: tokens.admin },
      );
      expect(listed.status).toBe(200);
      return { total: listed.body.data.total, id: listed.body.data.items[0]?.id };
    };
    const before = await newest();
    const name = uniqueName(`created by ${actor}`);
    const answer = await call<Izoom | Album>(server.api, 'POST', path, {
      token: tokenOf(actor),
      body: { name, isPublic: false },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    const after = await newest();
    if (status === 201) {
      const created = answer.body.data;
      expect(created).toMatchObject({ name, isPublic: false, ownerId: ids[actor as keyof typeof ids] });
      const mine = await call(server.api, 'GET', `/${kind}/get-by-id/${created.id}`, { token: tokenOf(actor) });
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ id: created.id, name });
      expect(after).toEqual({ total: before.total + 1, id: created.id });
    } else {
      expect(answer.body).toMatchObject({ success: false, data: { code: CODES[status] } });
      expect(after).toEqual(before);
    }
  });
});
