// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';
import { ApiError, createApiClient, unwrap } from './client';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const jsonResponse = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const clientWith = (answer: (...args: FetchArgs) => Promise<Response>, token: string | null = null) => {
  const fetch = vi.fn(answer);
  const onInvalidAppVersion = vi.fn();
  const api = createApiClient({ baseUrl: '/api/', getToken: () => token, fetch, onInvalidAppVersion });
  return { api, fetch, onInvalidAppVersion };
};

const sentHeaders = (fetch: ReturnType<typeof vi.fn>, call = 0): Headers =>
  new Headers((fetch.mock.calls[call] as FetchArgs)[1]?.headers);

describe('API client', () => {
  it('sends the app version and the Bearer token to a path under the API base', async () => {
    const { api, fetch } = clientWith(
      async () => jsonResponse(200, { success: true, data: { id: 1 }, message: 'OK' }),
      'tok-1',
    );
    const result = await api.post('/users-izoomviewer/login', {});
    expect(result).toEqual({ success: true, data: { id: 1 }, message: 'OK', status: 200 });
    const [url, init] = fetch.mock.calls[0] as FetchArgs;
    expect(url).toBe('/api/users-izoomviewer/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(init?.credentials).toBe('same-origin');
    const headers = sentHeaders(fetch);
    expect(headers.get(APP_VERSION_HEADER)).toBe(APP_VERSION);
    expect(headers.get('X-App-Version')).toBe('v1.0.32');
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    const ok = async () => jsonResponse(200, { success: true, data: {}, message: 'OK' });
    const anonymous = clientWith(ok, null);
    await anonymous.api.get('/albums/public-album-v2');
    expect(sentHeaders(anonymous.fetch).has('Authorization')).toBe(false);
    expect(sentHeaders(anonymous.fetch).get(APP_VERSION_HEADER)).toBe(APP_VERSION);

    const signedIn = clientWith(ok, 'tok-2');
    await signedIn.api.post('/oidc/interaction/abc/login', { email: 'a@b.c' }, { absolute: true, auth: false });
    expect((signedIn.fetch.mock.calls[0] as FetchArgs)[0]).toBe('/oidc/interaction/abc/login');
    expect(sentHeaders(signedIn.fetch).has('Authorization')).toBe(false);
  });

  it('turns a network failure into status 0 with an empty-data failure envelope (spec §8)', async () => {
    const { api } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await api.get('/albums/public-album-v2');
    expect(result).toEqual({
      status: 0,
      success: false,
      data: {},
      message: 'Failed to fetch',
      description: expect.stringContaining('GET /api/albums/public-album-v2'),
    });
  });

  it('turns an HTTP failure without an envelope into status 0 with the status text', async () => {
    const { api } = clientWith(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const result = await api.get('/albums/get');
    expect(result.status).toBe(0);
    expect(result.success).toBe(false);
    expect(result.data).toEqual({});
    expect(result.message).toBe('Bad Gateway');
    expect(result.description).toContain('HTTP 502');
  });

  it('keeps the code, field and status of a failure envelope', async () => {
    const body = {
      success: false,
      data: { code: 'INVALID_CREDENTIALS' },
      message: 'The login detail is incorrect',
      description: 'wrong password',
    };
    const { api } = clientWith(async () => jsonResponse(401, body, 'Unauthorized'));
    const result = await api.post(
      '/oidc/interaction/x/login',
      { email: 'a@b.c', password: 'nope' },
      { absolute: true },
    );
    expect(result).toEqual({ ...body, status: 401 });
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('never reads an error status as success', async () => {
    const { api } = clientWith(async () => jsonResponse(500, { success: true, data: { odd: true }, message: 'odd' }));
    const result = await api.get('/x');
    expect(result).toEqual({ success: false, data: {}, message: 'odd', status: 500 });
  });

  it('reports INVALID_APP_VERSION failures to the handler', async () => {
    const body = { success: false, data: { code: 'INVALID_APP_VERSION' }, message: 'Please reload' };
    const { api, onInvalidAppVersion } = clientWith(async () => jsonResponse(426, body));
    const result = await api.get('/albums/get');
    expect(result.success).toBe(false);
    expect(onInvalidAppVersion).toHaveBeenCalledWith({ ...body, status: 426 });
  });

  it('unwraps the data of a success', async () => {
    const page = { items: [], total: 0, page: 1, pageSize: 20 };
    const { api } = clientWith(async () => jsonResponse(200, { success: true, data: page, message: 'OK' }));
    expect(unwrap(await api.get('/albums/public-album-v2'))).toEqual(page);
  });

  it('rethrows when the caller aborted', async () => {
    const controller = new AbortController();
    const { api } = clientWith(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api.get('/x', { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it('gives up a read that hangs, as a status 0 failure; writes have no limit', async () => {
    const hang = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
        setTimeout(() => resolve(jsonResponse(200, { success: true, data: 1, message: '' })), 200);
      });
    const api = createApiClient({ baseUrl: '/api', fetch: vi.fn(hang), readTimeoutMs: 20 });
    const read = await api.get('/albums/get-by-id/1');
    expect(read).toMatchObject({ status: 0, success: false, message: 'The server did not answer in time' });
    const write = await api.post('/albums/update/1', {});
    expect(write).toMatchObject({ status: 200, success: true });
  });

  it('answers a GET from the answers the page came with, once, and asks the server after that', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { success: true, data: { from: 'server' }, message: 'OK' }));
    const api = createApiClient({
      baseUrl: '/api',
      fetch,
      firstAnswers: {
        '/albums/public-album-v2': { success: true, data: { from: 'page' }, message: 'OK' },
        '/albums/update/1': { success: true, data: { from: 'page' }, message: 'OK' },
        '/izooms/public-list': { success: false, data: { code: 'X' }, message: 'no' },
      },
    });
    expect(await api.get('/albums/public-album-v2')).toEqual({
      success: true,
      data: { from: 'page' },
      message: 'OK',
      status: 200,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect((await api.get('/albums/public-album-v2')).data).toEqual({ from: 'server' });
    // Only a successful GET is answered so: a write, or a failure the page came with, goes to the server.
    expect((await api.post('/albums/update/1', {})).data).toEqual({ from: 'server' });
    expect((await api.get('/izooms/public-list')).data).toEqual({ from: 'server' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
