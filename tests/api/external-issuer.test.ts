import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { startTestServer, type TestServer } from '../support/server';

/** A second izoom server configured with OIDC_ISSUER pointing at the first one's issuer, as with any external provider. */
let issuer: TestServer;
let api: TestServer;
beforeAll(async () => {
  issuer = await startTestServer();
  api = await startTestServer({ OIDC_ISSUER: `${issuer.url}/oidc`, OIDC_AUDIENCE: issuer.api });
});
afterAll(async () => {
  await api.close();
  await issuer.close();
});

describe('an external issuer', () => {
  it('is used through its discovery document and JWKS; the first login makes the app user', async () => {
    const config = (await (await fetch(`${api.url}/app-config.json`)).json()) as { oidcIssuer: string };
    expect(config.oidcIssuer).toBe(`${issuer.url}/oidc`);
    expect((await fetch(`${api.url}/oidc/.well-known/openid-configuration`)).status).toBe(404);

    const tokens = await signIn(issuer.url, {
      email: 'far@example.com',
      password: 'far-away-password',
      registerAs: 'Far Away',
    });
    const before = await call(api.api, 'GET', '/users-izoomviewer/login/me', { token: tokens.access_token });
    expect(before).toMatchObject({ status: 401, body: { data: { code: 'UNAUTHENTICATED' } } });

    const login = await call(api.api, 'POST', '/users-izoomviewer/login', { token: tokens.access_token });
    expect(login).toMatchObject({
      status: 200,
      body: { data: { email: 'far@example.com', role: 2, hasPassword: false } },
    });
    const me = await call(api.api, 'GET', '/users-izoomviewer/login/me', { token: tokens.access_token });
    expect(me.body.data).toMatchObject({ id: login.body.data.id });
    const register = await call(api.api, 'POST', '/users-izoomviewer/register', { token: tokens.access_token });
    expect(register).toMatchObject({ status: 409, body: { data: { code: 'CONFLICT' } } });
  });

  it("refuses the other server's own tokens: only the configured issuer counts", async () => {
    const own = await startTestServer();
    try {
      const tokens = await signIn(own.url, { email: 'x@example.com', password: 'x-long-password', registerAs: 'X' });
      const answer = await call(api.api, 'POST', '/users-izoomviewer/login', { token: tokens.access_token });
      expect(answer).toMatchObject({ status: 401, body: { data: { code: 'UNAUTHENTICATED' } } });
    } finally {
      await own.close();
    }
  });
});
