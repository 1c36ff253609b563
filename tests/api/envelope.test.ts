import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../src/shared/api-paths';
import { APP_VERSION_HEADER } from '../../src/shared/constants';
import { call } from '../support/api';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '4096', MIN_APP_VERSION: 'v1.0.30' });
});
afterAll(() => server.close());

const raw = (path: string, init: RequestInit = {}) => fetch(`${server.api}${path}`, init);

describe('every failure is the envelope with a real status and data.code', () => {
  it('an unknown /api path', async () => {
    const response = await raw('/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      data: { code: 'NOT_FOUND' },
      message: 'The requested path is not found',
      description: '/api/nothing/here',
    });
  });

  it('an unknown path under /oidc and /media is not the app', async () => {
    for (const path of ['/media/x.jpg', '/oidc/interaction']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('malformed JSON', async () => {
    const response = await raw('/users-izoomviewer/check-account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      data: { code: 'INVALID_JSON' },
      message: 'The request body is not valid JSON',
    });
  });

  it('a body over the limit', async () => {
    const response = await raw('/users-izoomviewer/check-account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(5000)}@example.com` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, data: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('a body that is not JSON', async () => {
    const response = await raw('/users-izoomviewer/check-account', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@b.co',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('validation failures name the field with the spec §5 messages', async () => {
    const missing = await call(server.api, 'POST', '/users-izoomviewer/check-account', { body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, data: { code: 'VALIDATION_ERROR', field: 'body.email' }, message: 'email is required' },
    });
    const bad = await call(server.api, 'POST', '/users-izoomviewer/check-account', { body: { email: 'not-an-email' } });
    expect(bad.body).toMatchObject({ data: { field: 'body.email' }, message: 'email is not valid' });
    const extra = await call(server.api, 'POST', '/users-izoomviewer/check-account', {
      body: { email: 'a@b.co', admin: true },
    });
    expect(extra.body).toMatchObject({
      data: { code: 'VALIDATION_ERROR', field: 'body.admin' },
      message: 'admin is not valid',
    });
    const short = await call(server.api, 'POST', '/users-izoomviewer/login/reset-password', {
      body: { token: 'x'.repeat(30), password: 'short' },
    });
    expect(short.body).toMatchObject({ data: { field: 'body.password' }, message: 'password minimum length is 8' });
    const query = await call(server.api, 'GET', '/albums/public-album-v2?pageSize=1000');
    expect(query).toMatchObject({
      status: 400,
      body: { data: { code: 'VALIDATION_ERROR', field: 'querystring.pageSize' } },
    });
    const param = await call(server.api, 'GET', '/izooms/get-public-izoom-by-id/abc');
    expect(param).toMatchObject({ status: 400, body: { data: { field: 'params.id' } } });
  });

  it('an X-App-Version below MIN_APP_VERSION answers INVALID_APP_VERSION with a human message', async () => {
    for (const version of ['v1.0.29', 'v0.9.99', 'garbage']) {
      const answer = await call(server.api, 'GET', '/albums/public-album-v2', {
        headers: { [APP_VERSION_HEADER]: version },
      });
      expect(answer.status, version).toBe(426);
      expect(answer.body).toMatchObject({
        success: false,
        data: { code: 'INVALID_APP_VERSION' },
        message: expect.stringMatching(/reload/i),
      });
    }
    for (const version of ['v1.0.30', 'v1.0.32', '1.1.0']) {
      const answer = await call(server.api, 'GET', '/albums/public-album-v2', {
        headers: { [APP_VERSION_HEADER]: version },
      });
      expect(answer.status, version).toBe(200);
    }
  });

  it('a POST with no body at all reads as an empty payload', async () => {
    const response = await raw('/users-izoomviewer/login', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ data: { code: 'UNAUTHENTICATED' } });
  });
});

describe('OpenAPI', () => {
  it('documents every call of the spec at /api/docs, with its method', async () => {
    const doc = (await (await raw('/docs/json')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const apiCall of ALL_CALLS) {
      const path = `/api${apiCall.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path], path).toHaveProperty(apiCall.method.toLowerCase());
      if (apiCall.multipart) {
        const operation = doc.paths[path][apiCall.method.toLowerCase()] as {
          requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
        };
        const form = operation.requestBody?.content['multipart/form-data']?.schema.properties;
        expect(Object.keys(form ?? {}), path).toEqual(Object.keys(apiCall.multipart));
      }
    }
    expect(ALL_CALLS.length).toBe(34);
    expect(ALL_CALLS.filter((c) => c.multipart).map((c) => c.path)).toEqual([
      '/izooms/upload/:id',
      '/izooms/upload-zip/:id',
      '/izooms/update-poster/:id',
      '/izooms/update-img/:id',
      '/izooms/upload-zip-and-generate/:id',
      '/albums/update-cill-file/:id',
    ]);
    const ui = await raw('/docs');
    expect([200, 302]).toContain(ui.status);
  });
});

describe('a configurable API base', () => {
  it('serves the API under API_BASE', async () => {
    const other = await startTestServer({ API_BASE: '/v1' });
    try {
      const answer = await fetch(`${other.url}/v1/albums/public-album-v2`);
      expect(answer.status).toBe(200);
      const old = await fetch(`${other.url}/api/albums/public-album-v2`);
      expect(old.headers.get('content-type')).not.toMatch(/json/);
      const config = (await (await fetch(`${other.url}/app-config.json`)).json()) as { apiBase: string };
      expect(config.apiBase).toBe('/v1');
    } finally {
      await other.close();
    }
  });
});
