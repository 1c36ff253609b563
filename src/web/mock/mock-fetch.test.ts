import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_BACKEND_DELAY_MS } from '../../shared/constants';
import { ErrorCode } from '../../shared/envelope';
import { DEMO_USERS, withoutSecrets } from './demo-users';
import { InMemoryDb } from './in-memory-db';
import { createDemoDb, MockMessages } from './mock-backend';
import { createMockFetch } from './mock-fetch';
import { ADMIN, api, failure, USER } from './mock-fetch-kit';

// Izooms, albums, generic collections and transport of the mock backend (users and sign-in: mock-fetch-users.test.ts).

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('mock fetch: izooms and albums', () => {
  it('answers the public lists with an empty page, reading page and pageSize from the query', async () => {
    const call = api();
    const izooms = await call('/izooms/public-list?page=2&pageSize=12&sort=-updatedAt');
    expect(izooms).toEqual({
      status: 200,
      json: { success: true, data: { items: [], total: 0, page: 2, pageSize: 12 }, message: 'OK' },
    });
    const albums = await call('/albums/public-album-v2');
    expect(albums.json.data).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('asks for a sign-in where the real server does', async () => {
    const call = api();
    expect((await call('/izooms/get')).status).toBe(401);
    expect((await call('/albums/get', { token: USER.authToken })).json.data.items).toEqual([]);
    expect((await call('/admin/summary')).status).toBe(401);
    expect((await call('/admin/summary', { token: USER.authToken })).json.data).toEqual({
      izooms: 0,
      albums: 0,
      pictures: 0,
      storageBytes: 0,
      jobs: [],
    });
  });

  it('answers reads by id with 404 and writes with 404 saying only users are kept', async () => {
    const call = api();
    expect(await call('/izooms/get-public-izoom-by-id/7')).toEqual({
      status: 404,
      json: failure(ErrorCode.NotFound, 'The requested izoom is not found'),
    });
    const album = await call('/albums/get-by-id/7', { token: USER.authToken });
    expect(album.json).toEqual(failure(ErrorCode.NotFound, 'The requested album is not found'));
    const write = await call('/albums/create', { method: 'POST', body: { name: 'A' }, token: ADMIN.authToken });
    expect(write.status).toBe(404);
    expect(write.json.message).toBe(MockMessages.usersOnly);
  });
});

describe('mock fetch: generic collection URLs', () => {
  it('are for admins only', async () => {
    const call = api();
    expect((await call('/users')).status).toBe(401);
    const asUser = await call('/users', { token: USER.authToken });
    expect(asUser.status).toBe(403);
    expect(asUser.json.data.code).toBe(ErrorCode.Forbidden);
  });

  it('read users without secrets', async () => {
    const call = api();
    const list = await call('/users', { token: ADMIN.authToken });
    expect(list.json.data).toEqual(DEMO_USERS.map(withoutSecrets));
    const one = await call('/users/2', { token: ADMIN.authToken });
    expect(one.json.data).toEqual(withoutSecrets(USER));
  });

  it('map the db statuses to envelope codes with the db messages', async () => {
    const call = api();
    const token = ADMIN.authToken;
    expect(await call('/users/abc', { token })).toEqual({
      status: 422,
      json: failure(ErrorCode.ValidationError, "'users' id='abc' is not a number"),
    });
    expect(await call('/users/99', { token })).toEqual({
      status: 404,
      json: failure(ErrorCode.NotFound, "'users' with id='99' not found"),
    });
    const taken = await call('/users', { method: 'POST', body: { id: 2, username: 'x' }, token });
    expect(taken.status).toBe(409);
    expect(taken.json.data.code).toBe(ErrorCode.Conflict);
    const mismatch = await call('/users/2', { method: 'PUT', body: { id: 3 }, token });
    expect(mismatch.json).toEqual(failure(ErrorCode.ValidationError, 'Request id does not match item.id'));
    const noId = await call('/users', { method: 'PUT', body: { id: 3 }, token });
    expect(noId).toEqual({ status: 404, json: failure(ErrorCode.NotFound, 'Missing users id') });
    expect((await call('/users/99', { method: 'PUT', body: { id: 99 }, token })).status).toBe(404);
  });

  it('answer 500 INTERNAL_ERROR when no id can be generated', async () => {
    const db = new InMemoryDb({ users: DEMO_USERS, tags: [{ id: 'a' }] });
    const res = await api(createMockFetch({ delayMs: 0, db }))('/tags', {
      method: 'POST',
      body: {},
      token: ADMIN.authToken,
    });
    expect(res).toEqual({ status: 500, json: failure(ErrorCode.InternalError, 'Failed to generate new id') });
  });

  it('create, update and delete; an update keeps the secrets it was not shown', async () => {
    const call = api();
    const token = ADMIN.authToken;
    const made = await call('/users', { method: 'POST', body: { username: 'new', roles: [2] }, token });
    expect(made).toMatchObject({ status: 201, json: { data: { id: 4, username: 'new', role: 2 } } });
    const shown = (await call('/users/2', { token })).json.data;
    const put = await call('/users/2', { method: 'PUT', body: { ...shown, fullname: 'Renamed' }, token });
    expect(put).toEqual({ status: 200, json: { success: true, data: null, message: 'OK' } });
    const login = await call('/users-izoomviewer/login', {
      method: 'POST',
      body: { username: 'user', password: 'demo' },
    });
    expect(login.json.data).toMatchObject({ fullname: 'Renamed', authToken: USER.authToken });
    expect((await call('/users/3', { method: 'DELETE', token })).json.data).toBeNull();
    expect((await call('/users/3', { token })).status).toBe(404);
  });
});

describe('mock fetch: transport', () => {
  it('answers unknown paths and wrong methods with 404, malformed JSON with 400', async () => {
    const call = api();
    expect(await call('/nothing/here')).toEqual({
      status: 404,
      json: failure(ErrorCode.NotFound, 'The requested path is not found'),
    });
    expect((await call('/users-izoomviewer/login/me', { method: 'POST', body: {} })).status).toBe(404);
    const bad = await call('/users-izoomviewer/login', { method: 'POST', body: '{"email":' });
    expect(bad).toEqual({ status: 400, json: failure(ErrorCode.ValidationError, MockMessages.invalidJson) });
  });

  it('waits 500 ms by default before it answers', async () => {
    vi.useFakeTimers();
    expect(MOCK_BACKEND_DELAY_MS).toBe(500);
    let settled = false;
    const answer = createMockFetch()('/api/izooms/public-list').then((res) => {
      settled = true;
      return res;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await answer).status).toBe(200);
  });

  it('rejects with an AbortError when the request is aborted during the delay', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const answer = createMockFetch()('/api/users-izoomviewer/login/me', { signal: controller.signal });
    const outcome = answer.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    await expect(createMockFetch()('/api/users', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('passes URLs outside the API base to the real fetch, untouched and without delay', async () => {
    const real = vi.fn(async () => new Response('asset body', { status: 200 }));
    vi.stubGlobal('fetch', real);
    const mockFetch = createMockFetch({ delayMs: 10_000 });
    for (const url of ['/assets/app.js', '/apiary', 'https://cdn.example.org/api/users']) {
      const res = await mockFetch(url);
      expect(await res.text()).toBe('asset body');
    }
    expect(real.mock.calls).toEqual([
      ['/assets/app.js', undefined],
      ['/apiary', undefined],
      ['https://cdn.example.org/api/users', undefined],
    ]);
  });

  it('reads Request objects and a custom API base', async () => {
    const mockFetch = createMockFetch({ apiBase: '/backend/v1/', delayMs: 0, db: createDemoDb() });
    const request = new Request('http://localhost/backend/v1/users-izoomviewer/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'guest', password: 'demo' }),
    });
    const res = await mockFetch(request);
    expect(res.status).toBe(200);
    expect((await res.json()).data.username).toBe('guest');
  });
});
