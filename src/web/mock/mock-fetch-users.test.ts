import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../shared/envelope';
import { createApiClient } from '../api/client';
import { DEMO_PASSWORD, DEMO_USERS, withoutSecrets } from './demo-users';
import { MockMessages } from './mock-backend';
import { createMockFetch } from './mock-fetch';
import { ADMIN, api, failure, GUEST, USER } from './mock-fetch-kit';

// The demo users, sign-in and accounts of the mock backend (the rest: mock-fetch.test.ts).

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('demo users (spec §3)', () => {
  const FIELDS = `id username password email authToken refreshToken roles pic fullname firstname lastname occupation
    companyName phone language timeZone website emailSettings.emailNotification emailSettings.sendCopyToPersonalEmail
    emailSettings.activityRelatesEmail.youHaveNewNotifications emailSettings.activityRelatesEmail.youAreSentADirectMessage
    emailSettings.activityRelatesEmail.someoneAddsYouAsAsAConnection emailSettings.activityRelatesEmail.uponNewOrder
    emailSettings.activityRelatesEmail.newMembershipApproval emailSettings.activityRelatesEmail.memberRegistration
    emailSettings.updates.newsAboutProductAndFeatureUpdates emailSettings.updates.tipsOnGettingMoreOutOfIzoom
    emailSettings.updates.thingsYouMissed emailSettings.updates.newsAboutPartnersProductsAndOtherServices
    communication.email communication.sms communication.phone
    address.addressLine address.city address.state address.postCode
    socialNetworks.linkedIn socialNetworks.facebook socialNetworks.twitter socialNetworks.instagram`
    .trim()
    .split(/\s+/);

  const at = (value: unknown, path: string) =>
    path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

  it.each(DEMO_USERS.map((u) => [u.username, u] as const))('%s has every field', (_name, user) => {
    expect(FIELDS).toHaveLength(40);
    for (const field of FIELDS) expect(at(user, field), field).not.toBeUndefined();
    expect(typeof at(user, 'emailSettings.updates.thingsYouMissed')).toBe('boolean');
  });

  it('are admin, user and guest with roles 1, 2, 3, the demo password and their own tokens', () => {
    expect(DEMO_USERS.map((u) => [u.id, u.username, u.roles, u.email])).toEqual([
      [1, 'admin', [1], 'admin@demo.izoom.app'],
      [2, 'user', [2], 'user@demo.izoom.app'],
      [3, 'guest', [3], 'guest@demo.izoom.app'],
    ]);
    expect(DEMO_USERS.every((u) => u.password === DEMO_PASSWORD && DEMO_PASSWORD === 'demo')).toBe(true);
    const tokens = DEMO_USERS.flatMap((u) => [u.authToken, u.refreshToken]);
    expect(new Set(tokens).size).toBe(6);
    expect(DEMO_USERS.every((u) => u.pic === '' || u.pic.startsWith('data:'))).toBe(true);
  });

  it('withoutSecrets drops the password and tokens and adds role and hasPassword', () => {
    const shown = withoutSecrets(USER);
    expect(shown).not.toHaveProperty('password');
    expect(shown).not.toHaveProperty('authToken');
    expect(shown).not.toHaveProperty('refreshToken');
    expect(shown).toMatchObject({ id: 2, username: 'user', role: 2, hasPassword: true, fullname: USER.fullname });
  });
});

describe('mock fetch: sign-in', () => {
  it('logs in by username or e-mail and answers the user with its tokens', async () => {
    const call = api();
    const byName = await call('/users-izoomviewer/login', {
      method: 'POST',
      body: { username: 'admin', password: 'demo' },
    });
    expect(byName.status).toBe(200);
    expect(byName.json).toMatchObject({ success: true, data: { id: 1, role: 1, authToken: ADMIN.authToken } });
    expect(byName.json.data).not.toHaveProperty('password');
    const byEmail = await call('/users-izoomviewer/login', {
      method: 'POST',
      body: { email: 'USER@demo.izoom.app', password: 'demo' },
    });
    expect(byEmail.json.data).toMatchObject({ id: 2, refreshToken: USER.refreshToken });
  });

  it('refuses wrong credentials with 401 INVALID_CREDENTIALS and the spec message', async () => {
    const call = api();
    for (const body of [
      { username: 'admin', password: 'nope' },
      { email: 'nobody@x.org', password: 'demo' },
    ]) {
      const res = await call('/users-izoomviewer/login', { method: 'POST', body });
      expect(res.status).toBe(401);
      expect(res.json).toEqual(failure(ErrorCode.InvalidCredentials, 'The login detail is incorrect'));
    }
  });

  it('with an empty body answers the Bearer user, or 401 without one', async () => {
    const call = api();
    const ok = await call('/users-izoomviewer/login', { method: 'POST', body: {}, token: GUEST.authToken });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual(withoutSecrets(GUEST));
    const none = await call('/users-izoomviewer/login', { method: 'POST', body: {} });
    expect(none.status).toBe(401);
    expect(none.json.data.code).toBe(ErrorCode.Unauthenticated);
  });

  it('with a user payload updates the profile, never the roles', async () => {
    const call = api();
    const body = { user: { fullname: 'Jo Weber', roles: [1], address: { city: 'Hamburg' } } };
    const res = await call('/users-izoomviewer/login', { method: 'POST', body, token: USER.authToken });
    expect(res.json.data).toMatchObject({ fullname: 'Jo Weber', roles: [2], address: { city: 'Hamburg' } });
    expect(res.json.data.address.postCode).toBe(USER.address.postCode);
    const me = await call('/users-izoomviewer/login/me', { token: USER.authToken });
    expect(me.json.data.fullname).toBe('Jo Weber');
  });

  it('me answers the Bearer user; no token or an unknown one is 401', async () => {
    const call = api();
    const me = await call('/users-izoomviewer/login/me', { token: ADMIN.authToken });
    expect(me).toEqual({ status: 200, json: { success: true, data: withoutSecrets(ADMIN), message: 'OK' } });
    expect(await call('/users-izoomviewer/login/me')).toEqual({
      status: 401,
      json: failure(ErrorCode.Unauthenticated, MockMessages.signIn),
    });
    const unknown = await call('/users-izoomviewer/login/me', { token: 'auth-token-forged' });
    expect(unknown.status).toBe(401);
    expect(unknown.json.data.code).toBe(ErrorCode.Unauthenticated);
  });

  it('works through the app API client', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl: '/api', fetch: createMockFetch({ delayMs: 0 }), getToken: () => token });
    const login = await client.post<{ authToken: string }>('/users-izoomviewer/login', {
      email: 'guest@demo.izoom.app',
      password: 'demo',
    });
    expect(login.success && login.data.authToken).toBe(GUEST.authToken);
    token = GUEST.authToken;
    const me = await client.get('/users-izoomviewer/login/me');
    expect(me).toMatchObject({ success: true, status: 200, data: { username: 'guest' } });
  });
});

describe('mock fetch: accounts', () => {
  const newcomer = { email: 'mika@example.org', fullname: 'Mika Tanaka', password: 'long-enough-1' };

  it('registers a role-2 user who can then log in', async () => {
    const call = api();
    const reg = await call('/users-izoomviewer/register', { method: 'POST', body: newcomer });
    expect(reg.status).toBe(201);
    expect(reg.json.data).toMatchObject({ id: 4, username: 'mika', roles: [2], role: 2, firstname: 'Mika' });
    expect(reg.json.data.authToken).toMatch(/^auth-token-/);
    const login = await call('/users-izoomviewer/login', {
      method: 'POST',
      body: { email: newcomer.email, password: newcomer.password },
    });
    expect(login.json.data).toMatchObject({ id: 4, authToken: reg.json.data.authToken });
    const me = await call('/users-izoomviewer/login/me', { token: reg.json.data.authToken });
    expect(me.json.data.email).toBe(newcomer.email);
  });

  it('refuses a used e-mail with 409 and bad fields with 400', async () => {
    const call = api();
    const used = await call('/users-izoomviewer/register', {
      method: 'POST',
      body: { ...newcomer, email: 'admin@demo.izoom.app' },
    });
    expect(used.status).toBe(409);
    expect(used.json.data.code).toBe(ErrorCode.Conflict);
    const short = await call('/users-izoomviewer/register', { method: 'POST', body: { ...newcomer, password: 'x' } });
    expect(short.status).toBe(400);
    expect(short.json.data).toEqual({ code: ErrorCode.ValidationError, field: 'body.password' });
  });

  it('forgot-password answers the same whether or not the account exists; a bad e-mail is 400', async () => {
    const call = api();
    const known = await call('/users-izoomviewer/login/forgot-password', {
      method: 'POST',
      body: { email: 'user@demo.izoom.app' },
    });
    const unknown = await call('/users-izoomviewer/login/forgot-password', {
      method: 'POST',
      body: { email: 'nobody@example.org' },
    });
    expect(known).toEqual(unknown);
    expect(known).toEqual({
      status: 200,
      json: { success: true, data: null, message: 'If an account exists for that e-mail, a reset link is on its way' },
    });
    const bad = await call('/users-izoomviewer/login/forgot-password', { method: 'POST', body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      success: false,
      data: { code: ErrorCode.ValidationError, field: 'body.email' },
      message: 'Email is not valid',
    });
  });

  it('check-account tells whether an e-mail has an account', async () => {
    const call = api();
    const yes = await call('/users-izoomviewer/check-account', {
      method: 'POST',
      body: { email: 'guest@demo.izoom.app' },
    });
    const no = await call('/users-izoomviewer/check-account', { method: 'POST', body: { email: 'new@example.org' } });
    expect([yes.json.data, no.json.data]).toEqual([{ exists: true }, { exists: false }]);
  });

  it('prepare-account lets only admins create a guest, whose password signs in', async () => {
    const call = api();
    const body = { email: 'lobby-2' };
    expect((await call('/users-izoomviewer/prepare-account', { method: 'POST', body })).status).toBe(401);
    const asUser = await call('/users-izoomviewer/prepare-account', { method: 'POST', body, token: USER.authToken });
    expect(asUser.status).toBe(403);
    expect(asUser.json.data.code).toBe(ErrorCode.Forbidden);
    const made = await call('/users-izoomviewer/prepare-account', { method: 'POST', body, token: ADMIN.authToken });
    expect(made.status).toBe(201);
    expect(made.json.data.user).toMatchObject({ email: 'lobby-2@viewer.izoom.local', roles: [3], role: 3 });
    expect(made.json.data.password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const login = await call('/users-izoomviewer/login', {
      method: 'POST',
      body: { email: 'lobby-2@viewer.izoom.local', password: made.json.data.password },
    });
    expect(login.json.data.role).toBe(3);
  });
});
