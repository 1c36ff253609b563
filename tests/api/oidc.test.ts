import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { refresh, signIn, signInBrowser } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { decodePayload, forgeToken } from '../support/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('embedded issuer: discovery', () => {
  it('publishes its configuration and keys under /oidc', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.url}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.prompt_values_supported).toContain('create');
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'izoom-web',
      redirect_uri: `${server.url}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
    });
    const response = await fetch(`${server.url}/oidc/auth?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });
});

describe('embedded issuer: its own pages in the reader’s language', () => {
  const badRequest = (query: Record<string, string>, language: string) =>
    fetch(`${server.url}/oidc/auth?${new URLSearchParams({ client_id: 'nobody', ...query })}`, {
      headers: { 'accept-language': language },
    });

  it('tells an error in English by default, with what happened kept for support', async () => {
    const response = await badRequest({}, 'fr-FR,fr;q=0.9');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sign-in could not continue');
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/oops/i);
  });

  it('tells an error in Japanese from Accept-Language, and from ui_locales before it', async () => {
    for (const response of [
      await badRequest({}, 'ja-JP,ja;q=0.9,en;q=0.5'),
      await badRequest({ ui_locales: 'ja' }, 'en'),
    ]) {
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain('サインインを続けられませんでした');
      expect(html).toContain('izoom に戻る');
    }
  });

  it('titles the sign-out page in the language the app asks for', async () => {
    const doc = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    const { cookies } = await signInBrowser(server.url, ADMIN);
    const end = (ui_locales: string) =>
      fetch(`${doc.end_session_endpoint}?${new URLSearchParams({ client_id: 'izoom-web', ui_locales })}`, {
        headers: { cookie: cookies.header() },
      });
    const ja = await (await end('ja')).text();
    expect(ja).toContain('<title>サインアウトしています…</title>');
    expect(ja).toContain('<html lang="ja">');
    const en = await (await end('en')).text();
    expect(en).toContain('<title>Signing out…</title>');
  });
});

describe('code + PKCE flow', () => {
  it('signs the admin in, with a signed JWT access token for the API, and the login call answers the user', async () => {
    const tokens = await signIn(server.url, ADMIN);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    const claims = decodePayload(tokens.access_token);
    expect(claims.iss).toBe(`${server.url}/oidc`);
    expect(claims.aud).toBe(server.api);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const login = await call(server.api, 'POST', '/users-izoomviewer/login', { token: tokens.access_token });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, data: { email: ADMIN.email, roles: [1], role: 1 } });
    expect(JSON.stringify(login.body)).not.toMatch(/password_hash|scrypt/);
  });

  it('refreshes: the refresh token gives a new working access token and is rotated', async () => {
    const first = await signIn(server.url, ADMIN);
    const second = await refresh(server.url, first.refresh_token ?? '');
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await call(server.api, 'GET', '/users-izoomviewer/login/me', { token: second.access_token });
    expect(me.body.data).toMatchObject({ email: ADMIN.email });
    await expect(refresh(server.url, first.refresh_token ?? '')).rejects.toThrow(/invalid_grant/);
  });

  it('registers a new account through prompt=create and signs it in as a user', async () => {
    const tokens = await signIn(server.url, {
      email: 'New.Person@Example.com',
      password: 'a-long-password',
      registerAs: 'New Person',
    });
    const login = await call(server.api, 'POST', '/users-izoomviewer/login', { token: tokens.access_token });
    expect(login.body.data).toMatchObject({
      email: 'new.person@example.com',
      fullname: 'New Person',
      firstname: 'New',
      lastname: 'Person',
      role: 2,
    });
    const again = signIn(server.url, {
      email: 'new.person@example.com',
      password: 'x-long-password',
      registerAs: 'Twice',
    });
    await expect(again).rejects.toMatchObject({ status: 409 });
  });

  it('answers a wrong password with the spec message and INVALID_CREDENTIALS', async () => {
    const attempt = signIn(server.url, { email: ADMIN.email, password: 'wrong-password' });
    await expect(attempt).rejects.toMatchObject({
      status: 401,
      answer: { success: false, data: { code: 'INVALID_CREDENTIALS' }, message: 'The login detail is incorrect' },
    });
  });

  it('answers a stale interaction with INTERACTION_EXPIRED', async () => {
    const response = await fetch(`${server.url}/oidc/interaction/nope/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ success: false, data: { code: 'INTERACTION_EXPIRED' } });
  });
});

describe('the API accepts tokens from the configured issuer only', () => {
  const me = (token: string) => call(server.api, 'GET', '/users-izoomviewer/login/me', { token });
  // The grant of a real sign-in of the admin: the API accepts a token only while its sign-in lasts.
  let gid: unknown;
  beforeAll(async () => {
    gid = decodePayload((await signIn(server.url, ADMIN)).access_token).gid;
  });
  const claims = () => ({ iss: `${server.url}/oidc`, aud: server.api, sub: '1', gid });
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a token signed by the issuer (the control for the cases below)', async () => {
    expect(gid).toEqual(expect.any(String));
    const answer = await me(await forgeToken(server.app.db, claims(), now() + 60));
    expect(answer.status).toBe(200);
  });

  it('refuses a token signed by the issuer that names no live sign-in', async () => {
    for (const grant of [undefined, 'no-such-grant']) {
      const answer = await me(await forgeToken(server.app.db, { ...claims(), gid: grant }, now() + 60));
      expect(answer).toMatchObject({ status: 401, body: { success: false, data: { code: 'UNAUTHENTICATED' } } });
    }
  });

  it('refuses an expired token', async () => {
    const answer = await me(await forgeToken(server.app.db, claims(), now() - 120));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      success: false,
      data: { code: 'UNAUTHENTICATED' },
      message: expect.stringMatching(/expired/),
    });
  });

  it('refuses a token from another issuer, whether signed by its key or ours', async () => {
    const stranger = await forgeToken(null, { ...claims(), iss: 'https://evil.example/oidc' }, now() + 60);
    expect((await me(stranger)).status).toBe(401);
    const wrongIss = await forgeToken(server.app.db, { ...claims(), iss: 'https://evil.example/oidc' }, now() + 60);
    expect((await me(wrongIss)).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const answer = await me(
      await forgeToken(server.app.db, { ...claims(), aud: 'https://other.example/api' }, now() + 60),
    );
    expect(answer.status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const { access_token: token } = await signIn(server.url, ADMIN);
    const [header, payload, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '2' }),
    ).toString('base64url');
    const answer = await me(`${header}.${changed}.${signature}`);
    expect(answer.status).toBe(401);
    expect(answer.body.data.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a missing token and a malformed Authorization header', async () => {
    const missing = await call(server.api, 'GET', '/users-izoomviewer/login/me');
    expect(missing).toMatchObject({ status: 401, body: { success: false, data: { code: 'UNAUTHENTICATED' } } });
    const malformed = await call(server.api, 'GET', '/users-izoomviewer/login/me', {
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed).toMatchObject({ status: 401, body: { data: { code: 'UNAUTHENTICATED' } } });
  });
});
