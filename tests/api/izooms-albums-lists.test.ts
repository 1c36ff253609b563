import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumSummary, AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { Izoom } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';

/** Lists (paging, search, sort, who sees what), the public lists, and reading one item. */

type Actor = 'admin' | 'a' | 'b' | 'guest';
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

let server: TestServer;
const tokens = {} as Record<Actor, string>;
const izooms = {} as Record<string, Izoom>;
const albums = {} as Record<string, Album>;

const get = <T>(path: string, actor?: Actor) =>
  call<T>(server.api, 'GET', path, { token: actor === undefined ? undefined : tokens[actor] });
const post = <T>(path: string, actor: Actor, body: unknown) =>
  call<T>(server.api, 'POST', path, { token: tokens[actor], body });
const names = (page: Page<{ name: string }>) => page.items.map((i) => i.name);
const sorted = (list: string[]) => [...list].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));

async function makeIzoom(actor: Actor, name: string, isPublic: boolean) {
  const answer = await post<Izoom>('/izooms/create', actor, { name, isPublic });
  expect(answer.status).toBe(201);
  izooms[name] = answer.body.data;
  return answer.body.data;
}
async function makeAlbum(actor: Actor, name: string, isPublic: boolean, groups: string[][], poster?: string) {
  const created = await post<Album>('/albums/create', actor, {
    name,
    isPublic,
    ...(poster && { posterIzoomId: izooms[poster]?.id }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const body = {
    groups: groups.map((g, i) => ({ id: `g${i}`, name: `Group ${i}`, izoomIds: g.map((n) => izooms[n]?.id) })),
  };
  const grouped = await post<Album>(`/albums/update-group/${created.body.data.id}`, actor, body);
  expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
  albums[name] = grouped.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = (await signIn(server.url, ADMIN)).access_token;
  const prepared = await post<{ password: string }>('/users-izoomviewer/prepare-account', 'admin', {
    email: 'viewer@test.izoom',
  });
  expect(prepared.status).toBe(201);
  const [a, b, guest] = await Promise.all([
    signIn(server.url, { email: 'a@test.izoom', password: 'a-password-1', registerAs: 'Ann Able' }),
    signIn(server.url, { email: 'b@test.izoom', password: 'b-password-1', registerAs: 'Ben Baker' }),
    signIn(server.url, { email: 'viewer@test.izoom', password: prepared.body.data.password }),
  ]);
  Object.assign(tokens, { a: a.access_token, b: b.access_token, guest: guest.access_token });

  await makeIzoom('a', 'Alpha sunrise', true);
  await makeIzoom('a', 'Beta river', false);
  await makeIzoom('a', 'Gamma hill', true);
  await makeIzoom('b', 'Delta forest', false);
  await makeIzoom('b', 'Epsilon lake', true);
  await makeIzoom('admin', 'Zeta archive', false);

  await makeAlbum('a', 'Mixed album', true, [['Beta river', 'Alpha sunrise'], ['Epsilon lake']], 'Beta river');
  await makeAlbum('a', 'Poster album', true, [['Gamma hill']], 'Gamma hill');
  await makeAlbum('a', 'Secret album', false, [['Beta river']]);
  await makeAlbum('b', 'Forest album', false, [['Delta forest']]);
  await makeAlbum('admin', 'Empty album', true, []);
});
afterAll(() => server?.close());

const ALL_IZOOMS = ['Alpha sunrise', 'Beta river', 'Gamma hill', 'Delta forest', 'Epsilon lake', 'Zeta archive'];
const PUBLIC_IZOOMS = ['Alpha sunrise', 'Epsilon lake', 'Gamma hill'];
const ALL_ALBUMS = ['Mixed album', 'Poster album', 'Secret album', 'Forest album', 'Empty album'];
const PUBLIC_ALBUMS = ['Empty album', 'Mixed album', 'Poster album'];

describe('who sees what in the lists', () => {
  it.each([
    { path: '/izooms/get', actor: 'admin', expected: ALL_IZOOMS },
    { path: '/izooms/get', actor: 'a', expected: ['Alpha sunrise', 'Beta river', 'Gamma hill'] },
    { path: '/izooms/get', actor: 'b', expected: ['Delta forest', 'Epsilon lake'] },
    { path: '/izooms/get', actor: 'guest', expected: PUBLIC_IZOOMS },
    { path: '/izooms/public-list', actor: undefined, expected: PUBLIC_IZOOMS },
    { path: '/izooms/public-list', actor: 'b', expected: PUBLIC_IZOOMS },
    { path: '/albums/get', actor: 'admin', expected: ALL_ALBUMS },
    { path: '/albums/get', actor: 'a', expected: ['Mixed album', 'Poster album', 'Secret album'] },
    { path: '/albums/get', actor: 'b', expected: ['Forest album'] },
    { path: '/albums/get', actor: 'guest', expected: PUBLIC_ALBUMS },
    { path: '/albums/public-album-v2', actor: undefined, expected: PUBLIC_ALBUMS },
  ] as Array<{ path: string; actor?: Actor; expected: string[] }>)(
    '$path as $actor',
    async ({ path, actor, expected }) => {
      const answer = await get<Page<{ name: string }>>(`${path}?sort=name&pageSize=100`, actor);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ total: expected.length, page: 1, pageSize: 100 });
      expect(names(answer.body.data)).toEqual(sorted(expected));
    },
  );

  it('counts in each listed album only the izooms the caller may see', async () => {
    const counts = async (actor: Actor) => {
      const answer = await get<Page<{ name: string; izoomCount: number; poster: unknown }>>(
        '/albums/get?pageSize=100',
        actor,
      );
      expect(answer.status).toBe(200);
      return Object.fromEntries(answer.body.data.items.map((a) => [a.name, a.izoomCount]));
    };
    // Mixed album holds a's private Beta river, a's public Alpha sunrise and b's public Epsilon lake.
    expect((await counts('a'))['Mixed album']).toBe(3);
    expect((await counts('guest'))['Mixed album']).toBe(2);
    expect(await counts('admin')).toMatchObject({ 'Mixed album': 3, 'Forest album': 1, 'Empty album': 0 });
  });

  it('answers 401 UNAUTHENTICATED to the signed-in lists and reads without a token', async () => {
    for (const path of ['/izooms/get', '/albums/get', `/izooms/get-by-id/${izooms['Alpha sunrise']?.id}`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ success: false, data: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('paging, search and sort', () => {
  it('pages through the admin list with the right total, each item once', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await get<Page<Izoom>>(`/izooms/get?sort=name&pageSize=2&page=${page}`, 'admin');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ total: ALL_IZOOMS.length, page, pageSize: 2 });
      expect(answer.body.data.items).toHaveLength(page <= 3 ? 2 : 0);
      seen.push(...names(answer.body.data));
    }
    expect(seen).toEqual(sorted(ALL_IZOOMS));
  });

  it('defaults to page 1 of 20', async () => {
    const answer = await get<Page<Izoom>>('/izooms/public-list');
    expect(answer.body.data).toMatchObject({ page: 1, pageSize: 20, total: PUBLIC_IZOOMS.length });
  });

  it.each([
    { query: 'pageSize=101', field: 'querystring.pageSize' },
    { query: 'pageSize=0', field: 'querystring.pageSize' },
    { query: 'page=0', field: 'querystring.page' },
    { query: 'sort=size', field: 'querystring.sort' },
  ])('refuses $query with 400 VALIDATION_ERROR on $field', async ({ query, field }) => {
    for (const path of ['/izooms/get', '/izooms/public-list', '/albums/get', '/albums/public-album-v2']) {
      const answer = await get(`${path}?${query}`, 'admin');
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ success: false, data: { code: 'VALIDATION_ERROR', field } });
    }
  });

  it('accepts pageSize=100', async () => {
    expect((await get('/albums/get?pageSize=100', 'admin')).status).toBe(200);
  });

  it.each([
    { path: '/izooms/get', actor: 'admin', q: 'river', expected: ['Beta river'] },
    { path: '/izooms/get', actor: 'admin', q: 'RIVER', expected: ['Beta river'] },
    { path: '/izooms/get', actor: 'admin', q: 'a', expected: ALL_IZOOMS },
    { path: '/izooms/get', actor: 'a', q: 'forest', expected: [] },
    { path: '/izooms/get', actor: 'guest', q: 'river', expected: [] },
    { path: '/izooms/public-list', q: 'lake', expected: ['Epsilon lake'] },
    { path: '/albums/get', actor: 'admin', q: 'album', expected: ALL_ALBUMS },
    { path: '/albums/get', actor: 'b', q: 'secret', expected: [] },
    { path: '/albums/public-album-v2', q: 'poster', expected: ['Poster album'] },
    { path: '/albums/public-album-v2', q: 'secret', expected: [] },
  ] as Array<{ path: string; actor?: Actor; q: string; expected: string[] }>)(
    '$path?q=$q as $actor',
    async ({ path, actor, q, expected }) => {
      const answer = await get<Page<{ name: string }>>(`${path}?sort=name&q=${encodeURIComponent(q)}`, actor);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.total).toBe(expected.length);
      expect(names(answer.body.data)).toEqual(sorted(expected));
    },
  );

  it('searches % and _ literally, not as wildcards', async () => {
    await makeIzoom('b', 'snake_case', false);
    await makeIzoom('b', 'snakeXcase', false);
    await makeIzoom('b', '100% zoom', false);
    await makeIzoom('b', '1000 zoom', false);
    for (const [q, expected] of [
      ['snake_case', ['snake_case']],
      ['100%', ['100% zoom']],
    ] as const) {
      const answer = await get<Page<Izoom>>(`/izooms/get?q=${encodeURIComponent(q)}`, 'b');
      expect(answer.status).toBe(200);
      expect(names(answer.body.data), `q=${q}`).toEqual(expected);
    }
  });

  it('sorts by name, createdAt and updatedAt, both ways', async () => {
    const list = async (sort: string) =>
      (await get<Page<Izoom>>(`/izooms/get?sort=${sort}&pageSize=100`, 'a')).body.data.items.map((i) => i.name);
    const created = ['Alpha sunrise', 'Beta river', 'Gamma hill'];
    expect(await list('name')).toEqual(created);
    expect(await list('-name')).toEqual([...created].reverse());
    expect(await list('createdAt')).toEqual(created);
    expect(await list('-createdAt')).toEqual([...created].reverse());

    await new Promise((resolve) => setTimeout(resolve, 5));
    const touched = await post(`/izooms/update/${izooms['Alpha sunrise']?.id}`, 'a', { description: 'touched' });
    expect(touched.status).toBe(200);
    expect(await list('-updatedAt')).toEqual(['Alpha sunrise', 'Gamma hill', 'Beta river']);
    expect(await list('updatedAt')).toEqual(['Beta river', 'Gamma hill', 'Alpha sunrise']);
    expect(await list('createdAt')).toEqual(created);
  });
});

describe('public-album-v2 summaries', () => {
  it('counts only public izooms and hides a poster izoom that is not public', async () => {
    const answer = await get<Page<AlbumSummary>>('/albums/public-album-v2?sort=name');
    const byName = Object.fromEntries(answer.body.data.items.map((s) => [s.name, s]));
    expect(byName['Mixed album']).toEqual({
      id: albums['Mixed album']?.id,
      name: 'Mixed album',
      description: '',
      posterIzoomId: null,
      poster: null,
      izoomCount: 2,
      updatedAt: albums['Mixed album']?.updatedAt,
    });
    expect(byName['Poster album']).toMatchObject({ posterIzoomId: izooms['Gamma hill']?.id, izoomCount: 1 });
    expect(byName['Empty album']).toMatchObject({ posterIzoomId: null, izoomCount: 0 });
  });
});

describe('reading one item', () => {
  it('answers an album with the izooms of its groups the caller may see, in group order, and names no other', async () => {
    const [river, sunrise, lake] = ['Beta river', 'Alpha sunrise', 'Epsilon lake'].map((n) => izooms[n]?.id);
    const id = albums['Mixed album']?.id;
    for (const [actor, expected] of [
      ['a', [river, sunrise, lake]],
      ['admin', [river, sunrise, lake]],
      ['b', [sunrise, lake]],
      ['guest', [sunrise, lake]],
      [undefined, [sunrise, lake]],
    ] as Array<[Actor | undefined, number[]]>) {
      const path = actor ? `/albums/get-by-id/${id}` : `/albums/public/get-by-id/${id}`;
      const answer = await get<AlbumWithIzooms>(path, actor);
      expect(answer.status, `${actor}`).toBe(200);
      expect(answer.body.data).toMatchObject({ id, name: 'Mixed album' });
      expect(
        answer.body.data.groups.flatMap((g) => g.izoomIds),
        `${actor}`,
      ).toEqual(expected);
      expect(
        answer.body.data.izooms.map((i) => i.id),
        `${actor}`,
      ).toEqual(expected);
    }
  });

  it.each([
    { what: 'private album', path: () => `/albums/get-by-id/${albums['Secret album']?.id}` },
    { what: 'private izoom', path: () => `/izooms/get-by-id/${izooms['Beta river']?.id}` },
  ])("answers someone else's $what with 404, the owner and admin with 200", async ({ path }) => {
    for (const actor of ['b', 'guest'] as const) {
      const answer = await get(path(), actor);
      expect(answer.status, actor).toBe(404);
      expect(answer.body).toMatchObject({ success: false, data: { code: 'NOT_FOUND' } });
    }
    for (const actor of ['a', 'admin'] as const) expect((await get(path(), actor)).status, actor).toBe(200);
  });

  it('lets anyone read a public item, also anonymously, and hides private ones from the public calls', async () => {
    const sunrise = izooms['Alpha sunrise'];
    for (const actor of ['b', 'guest'] as const) {
      const answer = await get<Izoom>(`/izooms/get-by-id/${sunrise?.id}`, actor);
      expect(answer.body.data).toMatchObject({ id: sunrise?.id, name: 'Alpha sunrise', isPublic: true });
    }
    const anonymous = await get<Izoom>(`/izooms/get-public-izoom-by-id/${sunrise?.id}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({ id: sunrise?.id, isPublic: true });

    for (const path of [
      `/izooms/get-public-izoom-by-id/${izooms['Beta river']?.id}`,
      `/albums/public/get-by-id/${albums['Secret album']?.id}`,
      '/albums/public/get-by-id/999999',
      '/izooms/get-public-izoom-by-id/999999',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ success: false, data: { code: 'NOT_FOUND' } });
    }
  });
});
