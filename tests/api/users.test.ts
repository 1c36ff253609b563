import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../src/shared/constants';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { ADMIN, startTestServer, type TestServer } from '../support/server';

const U = '/users-izoomviewer';
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer({ DEFAULT_VIEWER_EMAIL_DOMAIN: 'kiosk.example.org', AUTH_RATE_LIMIT: '50' });
  adminToken = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(() => server.close());

const outbox = () => {
  const dir = path.join(server.dataDir, 'outbox');
  try {
    // Read as a mail client would: undo quoted-printable soft line breaks and escapes.
    const decode = (eml: string) =>
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    return readdirSync(dir).map((f) => decode(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
};
const waitFor = async <T>(probe: () => T | undefined, ms = 5000): Promise<T> => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    const value = probe();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
};

describe('login and login/me', () => {
  it('login with a user payload updates the profile; login/me reads it back', async () => {
    const answer = await call(server.api, 'POST', `${U}/login`, {
      token: adminToken,
      body: { user: { fullname: 'Ada Admin', language: 'ja', occupation: 'Curator', address: { city: 'Kyoto' } } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      fullname: 'Ada Admin',
      language: 'ja',
      occupation: 'Curator',
      address: { city: 'Kyoto' },
    });
    const me = await call(server.api, 'GET', `${U}/login/me`, { token: adminToken });
    expect(me.body).toMatchObject({
      success: true,
      data: { email: ADMIN.email, occupation: 'Curator', address: { city: 'Kyoto' } },
    });
  });

  it('refuses a profile field that is not one', async () => {
    const answer = await call(server.api, 'POST', `${U}/login`, { token: adminToken, body: { user: { role: 1 } } });
    expect(answer).toMatchObject({
      status: 400,
      body: { data: { code: 'VALIDATION_ERROR', field: 'body.user.role' } },
    });
  });
});

describe('forgot-password and reset-password', () => {
  it('answers the same whether or not the account exists, and mails a one-time link to real accounts only', async () => {
    const known = await call(server.api, 'POST', `${U}/login/forgot-password`, { body: { email: ADMIN.email } });
    const unknown = await call(server.api, 'POST', `${U}/login/forgot-password`, {
      body: { email: 'nobody@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const mail = await waitFor(() => outbox().find((m) => m.includes(ADMIN.email)));
    expect(outbox().some((m) => m.includes('nobody@example.com'))).toBe(false);
    const token = /reset-password\?token=([\w-]+)/.exec(mail)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    const reset = await call(server.api, 'POST', `${U}/login/reset-password`, {
      body: { token, password: 'brand-new-password' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });
    const reused = await call(server.api, 'POST', `${U}/login/reset-password`, {
      body: { token, password: 'another-password' },
    });
    expect(reused).toMatchObject({ status: 410, body: { data: { code: 'INVALID_RESET_TOKEN' } } });

    await expect(signIn(server.url, ADMIN)).rejects.toMatchObject({ status: 401 });
    await signIn(server.url, { email: ADMIN.email, password: 'brand-new-password' });
    await call(server.api, 'POST', `${U}/login/forgot-password`, { body: { email: ADMIN.email } });
    const second = await waitFor(() => outbox().find((m) => m !== mail && m.includes(ADMIN.email)));
    const token2 = /reset-password\?token=([\w-]+)/.exec(second)?.[1] ?? '';
    await call(server.api, 'POST', `${U}/login/reset-password`, { body: { token: token2, password: ADMIN.password } });

    // A reset ends every sign-in of the account, the admin's of beforeAll too.
    expect((await call(server.api, 'GET', `${U}/login/me`, { token: adminToken })).status).toBe(401);
    adminToken = (await signIn(server.url, ADMIN)).access_token;
  });
});

describe('prepare-account, check-account, register, register-phone', () => {
  it('an admin prepares a guest viewer account; a bare name gets the default viewer domain; it can sign in', async () => {
    const answer = await call(server.api, 'POST', `${U}/prepare-account`, {
      token: adminToken,
      body: { email: 'lobby-kiosk' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user).toMatchObject({
      email: 'lobby-kiosk@kiosk.example.org',
      role: Role.Guest,
      roles: [3],
    });
    const { password } = answer.body.data as { password: string };
    expect(password).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);

    const again = await call(server.api, 'POST', `${U}/prepare-account`, {
      token: adminToken,
      body: { email: 'lobby-kiosk' },
    });
    expect(again).toMatchObject({ status: 409, body: { data: { code: 'CONFLICT' } } });

    const kiosk = await signIn(server.url, { email: 'lobby-kiosk@kiosk.example.org', password });
    const me = await call(server.api, 'GET', `${U}/login/me`, { token: kiosk.access_token });
    expect(me.body.data).toMatchObject({ role: 3 });
    const refused = await call(server.api, 'POST', `${U}/prepare-account`, {
      token: kiosk.access_token,
      body: { email: 'x' },
    });
    expect(refused).toMatchObject({ status: 403, body: { data: { code: 'FORBIDDEN' } } });
    const anonymous = await call(server.api, 'POST', `${U}/prepare-account`, { body: { email: 'x' } });
    expect(anonymous.status).toBe(401);
    const invalid = await call(server.api, 'POST', `${U}/prepare-account`, {
      token: adminToken,
      body: { email: 'two words' },
    });
    expect(invalid).toMatchObject({ status: 400, body: { data: { field: 'body.email' } } });
  });

  it('check-account tells whether an e-mail has an account', async () => {
    const yes = await call(server.api, 'POST', `${U}/check-account`, { body: { email: ADMIN.email.toUpperCase() } });
    expect(yes.body).toMatchObject({ success: true, data: { exists: true } });
    const no = await call(server.api, 'POST', `${U}/check-account`, { body: { email: 'ghost@example.com' } });
    expect(no.body.data).toEqual({ exists: false });
  });

  it('register: an identity that already has an account gets CONFLICT; no token is UNAUTHENTICATED', async () => {
    expect((await call(server.api, 'POST', `${U}/register`, { token: adminToken })).body.data.code).toBe('CONFLICT');
    expect((await call(server.api, 'POST', `${U}/register`)).status).toBe(401);
  });

  it('register-phone: an identity without a password sets one, once', async () => {
    const user = await server.app.repos.users.create({ email: 'phone@example.com', role: Role.User });
    const { token } = await server.app.repos.credentials.createPersonalToken(
      user.id,
      'test',
      new Date(Date.now() + 60_000),
    );
    const short = await call(server.api, 'POST', `${U}/register-phone`, { token, body: { password: 'short' } });
    expect(short).toMatchObject({ status: 400, body: { message: 'password minimum length is 8' } });
    const set = await call(server.api, 'POST', `${U}/register-phone`, { token, body: { password: 'phone-password' } });
    expect(set).toMatchObject({ status: 200, body: { data: { email: 'phone@example.com', hasPassword: true } } });
    const twice = await call(server.api, 'POST', `${U}/register-phone`, {
      token,
      body: { password: 'other-password' },
    });
    expect(twice).toMatchObject({ status: 409, body: { data: { code: 'CONFLICT' } } });
    await signIn(server.url, { email: 'phone@example.com', password: 'phone-password' });
  });
});

describe('rate limits', () => {
  it('limit check-account, forgot-password and the login form per address', async () => {
    const limited = await startTestServer({ AUTH_RATE_LIMIT: '3' });
    try {
      for (const path of [`${U}/check-account`, `${U}/login/forgot-password`]) {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await call(limited.api, 'POST', path, { body: { email: 'a@b.co' } }));
        expect(
          answers.map((a) => a.status),
          path,
        ).toEqual([200, 200, 200, 429]);
        expect(answers[3]?.body).toMatchObject({ success: false, data: { code: 'RATE_LIMITED' } });
      }
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          await signIn(limited.url, { email: ADMIN.email, password: 'wrong' }).catch(
            (e: { status: number }) => e.status,
          ),
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
