import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumWithIzooms } from '../../src/shared/schemas/albums';
import type { Izoom } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { startTestServer, type TestServer } from '../support/server';

/** Refused input (and that nothing changed), groups and positions, and what deleting an izoom does to albums. */

type Actor = 'a' | 'b';
let server: TestServer;
const tokens = {} as Record<Actor, string>;

const post = <T = unknown>(path: string, actor: Actor, body?: unknown) =>
  call<T>(server.api, 'POST', path, { token: tokens[actor], body });
const readAlbum = async (id: number) => {
  const answer = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${id}`, { token: tokens.a });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

let counter = 0;
async function izoom(actor: Actor, isPublic = false): Promise<Izoom> {
  const answer = await post<Izoom>('/izooms/create', actor, { name: `izoom ${++counter}`, isPublic });
  expect(answer.status).toBe(201);
  return answer.body.data;
}
/** A's album with one group of the given izooms, each placed. */
async function album(actor: Actor, izoomIds: number[]): Promise<AlbumWithIzooms> {
  const created = await post<Album>('/albums/create', actor, { name: `album ${++counter}` });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  expect((await post(`/albums/update-group/${id}`, actor, { groups: [{ id: 'g', name: 'G', izoomIds }] })).status).toBe(
    200,
  );
  if (izoomIds.length > 0) {
    const positions = izoomIds.map((izoomId, i) => ({ izoomId, x: i, y: 0, z: 0, rotation: 0, scale: 1 }));
    expect((await post(`/albums/update-position/${id}`, actor, { positions })).status).toBe(200);
  }
  const answer = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${id}`, { token: tokens[actor] });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  const [a, b] = await Promise.all([
    signIn(server.url, { email: 'a@test.izoom', password: 'a-password-1', registerAs: 'Ann Able' }),
    signIn(server.url, { email: 'b@test.izoom', password: 'b-password-1', registerAs: 'Ben Baker' }),
  ]);
  Object.assign(tokens, { a: a.access_token, b: b.access_token });
});
afterAll(() => server?.close());

function expectInvalid(answer: { status: number; body: unknown }, field?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ success: false, data: { code: 'VALIDATION_ERROR' } });
  if (field !== undefined) {
    const actual = (answer.body as { data: { field?: string } }).data.field;
    if (typeof field === 'string') expect(actual).toBe(field);
    else expect(actual).toMatch(field);
  }
}

describe('create and update validation', () => {
  it.each(['/izooms/create', '/albums/create'])(
    '%s without a name → 400 body.name "name is required"',
    async (path) => {
      const answer = await post(path, 'a', { description: 'no name' });
      expectInvalid(answer, 'body.name');
      expect(answer.body.message).toBe('name is required');
    },
  );

  it.each(['/izooms/create', '/albums/create'])('%s with a blank name or an unknown field → 400', async (path) => {
    expectInvalid(await post(path, 'a', { name: '   ' }), 'body.name');
    expectInvalid(await post(path, 'a', { name: 'Fine', colour: 'red' }), 'body.colour');
    const listed = await call<{ total: number }>(server.api, 'GET', path.replace('create', 'get'), { token: tokens.a });
    expect(listed.body.data.total).toBe(0);
  });

  it('update with an empty body or an unknown field → 400, and the item is unchanged', async () => {
    const mine = await izoom('a');
    const mineAlbum = await album('a', []);
    for (const body of [undefined, {}, { ownerId: 99 }]) {
      expectInvalid(await post(`/izooms/update/${mine.id}`, 'a', body));
      expectInvalid(await post(`/albums/update/${mineAlbum.id}`, 'a', body));
    }
    const readIzoom = await call(server.api, 'GET', `/izooms/get-by-id/${mine.id}`, { token: tokens.a });
    expect(readIzoom.body.data).toEqual({ ...mine, pictures: [] });
    expect(await readAlbum(mineAlbum.id)).toEqual(mineAlbum);
  });

  it("refuses someone else's private izoom as the poster, accepts a public one", async () => {
    const [privateB, publicB] = [await izoom('b'), await izoom('b', true)];
    const created = await post<Album>('/albums/create', 'a', { name: 'poster', posterIzoomId: privateB.id });
    expectInvalid(created, 'body.posterIzoomId');
    const ok = await post<Album>('/albums/create', 'a', { name: 'poster', posterIzoomId: publicB.id });
    expect(ok.status).toBe(201);
    const before = await readAlbum(ok.body.data.id);
    expectInvalid(await post(`/albums/update/${before.id}`, 'a', { posterIzoomId: privateB.id }), 'body.posterIzoomId');
    expect(await readAlbum(before.id)).toEqual(before);
  });
});

describe('update-group', () => {
  it("refuses unknown izooms, the other user's private izooms and duplicate group ids; the album is unchanged", async () => {
    const own = await izoom('a');
    const privateB = await izoom('b');
    const before = await album('a', [own.id]);
    const refused: Array<[unknown, string | RegExp]> = [
      [{ groups: [{ id: 'g', name: 'G', izoomIds: [own.id, 999999] }] }, /^body\.groups/],
      [
        {
          groups: [
            { id: 'g', name: 'G', izoomIds: [own.id] },
            { id: 'h', name: 'H', izoomIds: [privateB.id] },
          ],
        },
        /^body\.groups/,
      ],
      [
        {
          groups: [
            { id: 'g', name: 'G', izoomIds: [own.id] },
            { id: 'g', name: 'Again', izoomIds: [] },
          ],
        },
        /^body\.groups/,
      ],
      [{ groups: [{ id: 'g', name: 'G', izoomIds: [own.id, own.id] }] }, /^body\.groups/],
      [{ groups: [{ id: 'bad id!', name: 'G', izoomIds: [] }] }, /^body\.groups/],
      [{ groups: [{ id: 'g', izoomIds: [] }] }, 'body.groups.0.name'],
      [{ groups: [], extra: true }, 'body.extra'],
      [{}, 'body.groups'],
    ];
    for (const [body, field] of refused) {
      expectInvalid(await post(`/albums/update-group/${before.id}`, 'a', body), field);
      expect(await readAlbum(before.id), JSON.stringify(body)).toEqual(before);
    }
  });

  it("accepts the other user's PUBLIC izoom in a group", async () => {
    const own = await izoom('a');
    const publicB = await izoom('b', true);
    const before = await album('a', [own.id]);
    const groups = [
      { id: 'g', name: 'G', izoomIds: [own.id] },
      { id: 'theirs', name: 'Theirs', izoomIds: [publicB.id] },
    ];
    const answer = await post<Album>(`/albums/update-group/${before.id}`, 'a', { groups });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await readAlbum(before.id);
    expect(after.groups).toEqual(groups);
    expect(after.izooms.map((i) => i.id)).toEqual([own.id, publicB.id]);
  });

  it('drops the positions of izooms no longer in any group, and keeps the others', async () => {
    const [one, two, three] = [await izoom('a'), await izoom('a'), await izoom('a')];
    const before = await album('a', [one.id, two.id, three.id]);
    expect(before.positions.map((p) => p.izoomId)).toEqual([one.id, two.id, three.id]);
    const groups = [
      { id: 'first', name: 'First', izoomIds: [three.id] },
      { id: 'second', name: 'Second', izoomIds: [one.id] },
    ];
    expect((await post(`/albums/update-group/${before.id}`, 'a', { groups })).status).toBe(200);
    const after = await readAlbum(before.id);
    expect(after.groups).toEqual(groups);
    expect(after.positions).toEqual(before.positions.filter((p) => p.izoomId !== two.id));
    expect(after.izooms.map((i) => i.id)).toEqual([three.id, one.id]);
  });
});

describe('update-position', () => {
  it('merges positions by izoom id', async () => {
    const [one, two] = [await izoom('a'), await izoom('a')];
    const before = await album('a', [one.id, two.id]);
    const moved = { izoomId: two.id, x: -5.25, y: 1e6, z: -1e6, rotation: -360, scale: 1000 };
    const answer = await post<Album>(`/albums/update-position/${before.id}`, 'a', { positions: [moved] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await readAlbum(before.id)).positions).toEqual([before.positions[0], moved]);
  });

  it('refuses bad positions with 400, and the album is unchanged', async () => {
    const [one, two, outside] = [await izoom('a'), await izoom('a'), await izoom('a')];
    const before = await album('a', [one.id, two.id]);
    const p = (over: Record<string, unknown> = {}) => ({
      izoomId: one.id,
      x: 1,
      y: 2,
      z: 3,
      rotation: 4,
      scale: 1,
      ...over,
    });
    const refused: Array<[unknown, string | RegExp | undefined]> = [
      [{ positions: [p({ izoomId: outside.id })] }, 'body.positions.0.izoomId'],
      [{ positions: [p({ izoomId: 999999 })] }, 'body.positions.0.izoomId'],
      [{ positions: [p(), p({ izoomId: two.id }), p({ x: 9 })] }, 'body.positions.2.izoomId'],
      [{ positions: [p({ scale: 0 })] }, 'body.positions.0.scale'],
      [{ positions: [p({ scale: -1 })] }, 'body.positions.0.scale'],
      [{ positions: [p({ x: 1e6 + 1 })] }, 'body.positions.0.x'],
      [{ positions: [p({ rotation: 361 })] }, 'body.positions.0.rotation'],
      [{ positions: [p({ y: undefined })] }, 'body.positions.0.y'],
      [{ positions: [p({ extra: 1 })] }, 'body.positions.0.extra'],
      [{ positions: [] }, 'body.positions'],
      [`{"positions":[{"izoomId":${one.id},"x":1e400,"y":0,"z":0,"rotation":0,"scale":1}]}`, /^body\.positions/],
      [`{"positions":[{"izoomId":${one.id},"x":0,"y":0,"z":-1e400,"rotation":0,"scale":1}]}`, /^body\.positions/],
      [`{"positions":[{"izoomId":${one.id},"x":0,"y":0,"z":0,"rotation":0,"scale":1e400}]}`, /^body\.positions/],
    ];
    for (const [body, field] of refused) {
      expectInvalid(await post(`/albums/update-position/${before.id}`, 'a', body), field);
      expect(await readAlbum(before.id), JSON.stringify(body)).toEqual(before);
    }
  });
});

describe('deleting an izoom', () => {
  it("takes it out of every album's groups and positions, its owner's and others'", async () => {
    const [gone, kept] = [await izoom('a', true), await izoom('a', true)];
    const mine = await album('a', [gone.id, kept.id]);
    const theirs = await album('b', [kept.id, gone.id]);
    const extra = { id: 'solo', name: 'Solo', izoomIds: [gone.id] };
    expect((await post(`/albums/update-group/${mine.id}`, 'a', { groups: [...mine.groups, extra] })).status).toBe(200);

    const deleted = await post(`/izooms/delete/${gone.id}`, 'a');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const afterMine = await readAlbum(mine.id);
    expect(afterMine.groups).toEqual([
      { id: 'g', name: 'G', izoomIds: [kept.id] },
      { id: 'solo', name: 'Solo', izoomIds: [] },
    ]);
    expect(afterMine.positions).toEqual(mine.positions.filter((p) => p.izoomId === kept.id));
    expect(afterMine.izooms.map((i) => i.id)).toEqual([kept.id]);

    const afterTheirs = await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${theirs.id}`, {
      token: tokens.b,
    });
    expect(afterTheirs.body.data.groups).toEqual([{ id: 'g', name: 'G', izoomIds: [kept.id] }]);
    expect(afterTheirs.body.data.positions).toEqual(theirs.positions.filter((p) => p.izoomId === kept.id));
    // With the izoom gone from the groups, placing it is refused.
    const place = { izoomId: gone.id, x: 0, y: 0, z: 0, rotation: 0, scale: 1 };
    expectInvalid(
      await post(`/albums/update-position/${mine.id}`, 'a', { positions: [place] }),
      'body.positions.0.izoomId',
    );
  });

  it("clears the album poster when the poster's izoom is deleted", async () => {
    const poster = await izoom('a');
    const created = await post<Album>('/albums/create', 'a', { name: 'with poster', posterIzoomId: poster.id });
    expect(created.body.data.posterIzoomId).toBe(poster.id);
    expect((await post(`/izooms/delete/${poster.id}`, 'a')).status).toBe(200);
    expect((await readAlbum(created.body.data.id)).posterIzoomId).toBeNull();
  });
});
