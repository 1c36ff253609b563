import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { openInteraction, signIn } from '../support/oidc-flow';
import { solidPng } from '../support/pictures';
import { expectRefused, withValue } from '../support/refused';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** Every JSON call takes exactly the declared types; paths, queries and multipart fields hold plainly written numbers. */

const U = '/users-izoomviewer';
const NOT_A_STRING = [['x'], 5, true, null, { x: 'x' }];
const NOT_AN_INTEGER = ['5', 5.5, true, null, [5], {}];
const NOT_A_NUMBER = ['1', true, null, [1]];
const NOT_A_BOOLEAN = ['true', 1, 0, null, [true]];
const withoutNull = (values: unknown[]) => values.filter((v) => v !== null);

let server: TestServer;
let admin: string;
let user: string;
let izoomId: number;
let albumId: number;

const post = (path: string, token: string | undefined, body: unknown) =>
  call(server.api, 'POST', path, { token, body });
const get = (path: string, token = user) => call(server.api, 'GET', path, { token });
const exists = async (email: string) => (await post(`${U}/check-account`, undefined, { email })).body.data.exists;

interface Case {
  path: () => string;
  token?: () => string;
  base: () => unknown;
  fields: Record<string, unknown[]>;
  /** What the call would change, read back: it must be the same after the refusals. */
  readBack?: () => Promise<unknown>;
}

const CASES: Record<string, Case> = {
  login: {
    path: () => `${U}/login`,
    token: () => user,
    base: () => ({ user: { fullname: 'Ann Able', communication: { email: true }, address: { city: 'Kyoto' } } }),
    fields: {
      'user.fullname': NOT_A_STRING,
      'user.communication.email': NOT_A_BOOLEAN,
      'user.address.city': NOT_A_STRING,
    },
    readBack: async () => (await get(`${U}/login/me`)).body.data,
  },
  'check-account': {
    path: () => `${U}/check-account`,
    base: () => ({ email: ADMIN.email }),
    fields: { email: NOT_A_STRING },
  },
  'reset-password': {
    path: () => `${U}/login/reset-password`,
    base: () => ({ token: 'x'.repeat(40), password: 'a-new-password' }),
    fields: { token: NOT_A_STRING, password: NOT_A_STRING },
  },
  'register-phone': {
    path: () => `${U}/register-phone`,
    token: () => user,
    base: () => ({ password: 'a-new-password' }),
    fields: { password: NOT_A_STRING },
  },
  'prepare-account': {
    path: () => `${U}/prepare-account`,
    token: () => admin,
    base: () => ({ email: 'typed-kiosk@test.izoom', fullname: 'Typed Kiosk' }),
    fields: { email: NOT_A_STRING, fullname: NOT_A_STRING },
    readBack: () => exists('typed-kiosk@test.izoom'),
  },
  'izooms/create': {
    path: () => '/izooms/create',
    base: () => ({ name: 'Typed', description: 'd', isPublic: false }),
    fields: { name: NOT_A_STRING, description: NOT_A_STRING, isPublic: NOT_A_BOOLEAN },
    readBack: async () => (await get('/izooms/get')).body.data.total,
  },
  'izooms/update': {
    path: () => `/izooms/update/${izoomId}`,
    base: () => ({ name: 'Typed', description: 'd', isPublic: false }),
    fields: { name: NOT_A_STRING, description: NOT_A_STRING, isPublic: NOT_A_BOOLEAN },
    readBack: async () => (await get(`/izooms/get-by-id/${izoomId}`)).body.data,
  },
  'izooms/reorder-pictures': {
    path: () => `/izooms/reorder-pictures/${izoomId}`,
    base: () => ({ pictureIds: [1] }),
    fields: { pictureIds: ['1', 1, null, {}], 'pictureIds.0': NOT_AN_INTEGER },
    readBack: async () => (await get(`/izooms/get-by-id/${izoomId}`)).body.data,
  },
  'izooms/delete-picture': {
    path: () => `/izooms/delete-picture/${izoomId}`,
    base: () => ({ pictureId: 1 }),
    fields: { pictureId: NOT_AN_INTEGER },
    readBack: async () => (await get(`/izooms/get-by-id/${izoomId}`)).body.data,
  },
  'izooms/update-poster': {
    path: () => `/izooms/update-poster/${izoomId}`,
    base: () => ({ pictureId: 1 }),
    fields: { pictureId: withoutNull(NOT_AN_INTEGER) },
    readBack: async () => (await get(`/izooms/get-by-id/${izoomId}`)).body.data,
  },
  'albums/create': {
    path: () => '/albums/create',
    base: () => ({ name: 'Typed', description: 'd', isPublic: false, posterIzoomId: izoomId }),
    fields: {
      name: NOT_A_STRING,
      description: NOT_A_STRING,
      isPublic: NOT_A_BOOLEAN,
      posterIzoomId: withoutNull(NOT_AN_INTEGER),
    },
    readBack: async () => (await get('/albums/get')).body.data.total,
  },
  'albums/update': {
    path: () => `/albums/update/${albumId}`,
    base: () => ({ name: 'Typed', isPublic: true, posterIzoomId: izoomId }),
    fields: { name: NOT_A_STRING, isPublic: NOT_A_BOOLEAN, posterIzoomId: withoutNull(NOT_AN_INTEGER) },
    readBack: async () => (await get(`/albums/get-by-id/${albumId}`)).body.data,
  },
  'albums/update-group': {
    path: () => `/albums/update-group/${albumId}`,
    base: () => ({ groups: [{ id: 'g', name: 'G', izoomIds: [izoomId] }] }),
    fields: {
      groups: ['g', null, {}],
      'groups.0.id': NOT_A_STRING,
      'groups.0.name': NOT_A_STRING,
      'groups.0.izoomIds.0': NOT_AN_INTEGER,
    },
    readBack: async () => (await get(`/albums/get-by-id/${albumId}`)).body.data,
  },
  'albums/update-position': {
    path: () => `/albums/update-position/${albumId}`,
    base: () => ({ positions: [{ izoomId, x: 1, y: 2, z: 3, rotation: 45, scale: 2 }] }),
    fields: Object.fromEntries([
      ['positions.0.izoomId', NOT_AN_INTEGER],
      ...['x', 'y', 'z', 'rotation', 'scale'].map((key) => [`positions.0.${key}`, NOT_A_NUMBER]),
    ]),
    readBack: async () => (await get(`/albums/get-by-id/${albumId}`)).body.data,
  },
  'albums/update-cill-file': {
    path: () => `/albums/update-cill-file/${albumId}`,
    base: () => ({ remove: true }),
    fields: { remove: ['true', 1, false, null, [true]] },
    readBack: async () => (await get(`/albums/get-by-id/${albumId}`)).body.data,
  },
};

beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: '1000' });
  admin = (await signIn(server.url, ADMIN)).access_token;
  user = (await signIn(server.url, { email: 'ann@test.izoom', password: 'ann-password-1', registerAs: 'Ann Able' }))
    .access_token;
  izoomId = (await post('/izooms/create', user, { name: 'Mine' })).body.data.id;
  albumId = (await post('/albums/create', user, { name: 'Mine' })).body.data.id;
  await post(`/albums/update-group/${albumId}`, user, { groups: [{ id: 'g', name: 'G', izoomIds: [izoomId] }] });
});
afterAll(() => server?.close());

describe('JSON bodies take exactly the declared types', () => {
  it.each(Object.keys(CASES))('%s: a wrong type in any field → 400 naming it; nothing changes', async (name) => {
    const { path, token, base, fields, readBack } = CASES[name] as Case;
    const before = await readBack?.();
    for (const [at, values] of Object.entries(fields)) {
      for (const value of values) {
        const answer = await post(path(), token?.() ?? user, withValue(base(), at, value));
        expectRefused(answer, `body.${at}`);
      }
    }
    expect(await readBack?.()).toEqual(before);
  });

  it('forgot-password: an e-mail in an array is refused and no mail is sent', async () => {
    for (const email of NOT_A_STRING.concat([[ADMIN.email]])) {
      expectRefused(await post(`${U}/login/forgot-password`, undefined, { email }), 'body.email');
    }
    // The mail would go out in the background: give it the time it takes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const outbox = path.join(server.dataDir, 'outbox');
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
  });

  it.each(['register', 'login'] as const)('the sign-in page %s form: wrong types are refused', async (form) => {
    const interaction = await openInteraction(server.url, { register: form === 'register' });
    const base =
      form === 'register'
        ? { email: 'newbie@test.izoom', fullname: 'New Bie', password: 'newbie-password-1' }
        : { email: ADMIN.email, password: ADMIN.password };
    for (const at of Object.keys(base)) {
      for (const value of NOT_A_STRING) {
        const response = await interaction.submit(withValue(base, at, value));
        expectRefused({ status: response.status, body: await response.json() }, `body.${at}`);
      }
    }
    if (form === 'register') expect(await exists('newbie@test.izoom')).toBe(false);
    // The same interaction still takes the right form: the refusals did not end it.
    expect((await interaction.submit(base)).status).toBe(200);
  });
});

describe('paths, queries and multipart fields hold plainly written numbers', () => {
  it('an id that is not plain digits → 400 params.id, and nothing changes', async () => {
    const before = (await get(`/izooms/get-by-id/${izoomId}`)).body.data;
    for (const id of [
      `${izoomId}abc`,
      `${izoomId}.5`,
      `${izoomId}.0`,
      `0${izoomId}`,
      `%20${izoomId}`,
      `${izoomId}e0`,
    ]) {
      expectRefused(await get(`/izooms/get-by-id/${id}`), 'params.id');
      expectRefused(await post(`/izooms/update/${id}`, user, { name: 'Renamed' }), 'params.id');
    }
    expect((await get(`/izooms/get-by-id/${izoomId}`)).body.data).toEqual(before);
  });

  it('a list page or size that is not plain digits, or a search with a control character → 400', async () => {
    for (const query of ['page=1abc', 'page=1.5', 'page=', 'page=01', 'page=1e0', 'page=true', 'pageSize=0x10']) {
      expectRefused(await get(`/izooms/get?${query}`), `querystring.${query.split('=')[0]}`);
    }
    expectRefused(await get('/albums/get?q=a%09b'), 'querystring.q');
    expectRefused(await get(`/albums/public-album-v2?q=${'x'.repeat(201)}`), 'querystring.q');
    expect((await get('/izooms/get?page=1&pageSize=5&q=%20Mine%20')).body.data).toMatchObject({
      total: 1,
      pageSize: 5,
    });
  });

  it('update-img: a pictureId that is not plain digits → 400 body.pictureId; the picture is unchanged', async () => {
    const added = await upload(server.api, `/izooms/upload/${izoomId}`, user, [
      { name: 'a.png', data: await solidPng(16, 16) },
    ]);
    const picture = added.body.data.added[0] as { id: number; hash: string };
    const replacement = [{ name: 'b.png', data: await solidPng(16, 16, '#3030c0'), field: 'file' }];
    for (const pictureId of [
      ` ${picture.id}`,
      `${picture.id}.0`,
      `0x${picture.id.toString(16)}`,
      `${picture.id}abc`,
      '',
    ]) {
      const answer = await upload(server.api, `/izooms/update-img/${izoomId}`, user, replacement, { pictureId });
      expectRefused(answer, 'body.pictureId');
    }
    const after = (await get(`/izooms/get-by-id/${izoomId}`)).body.data as { pictures: { hash: string }[] };
    expect(after.pictures.map((p) => p.hash)).toEqual([picture.hash]);
  });
});
