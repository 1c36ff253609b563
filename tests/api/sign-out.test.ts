/**
 * Signing out ends access: the access token the browser held is refused by the API at once, and its refresh
 * token by the issuer; so does a new password, for the person's other sign-ins. Real server, real embedded
 * issuer; sign-out sends what the app's sign-out sends.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { type BrowserSignIn, refresh, signIn, signInBrowser } from '../support/oidc-flow';
import { databaseEnv } from '../support/postgres';
import { startTestServer, type TestServer } from '../support/server';
import { nodeCommand } from '../support/server-process';
import { endSession, issuerSessionSignsIn, revokeRefreshToken, signOutLikeTheApp } from '../support/sign-out';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT: '200' });
});
afterAll(() => server.close());

let accounts = 0;
/** A fresh account, registered through the issuer: its first browser's sign-in. */
const register = async () => {
  const account = { email: `sign-out-${++accounts}@test.izoom`, password: `password-of-${accounts}` };
  const first = await signInBrowser(server.url, { ...account, registerAs: `Person ${accounts}` });
  return { account, first };
};

const me = (token: string) => call(server.api, 'GET', '/users-izoomviewer/login/me', { token });
const idOf = async ({ tokens }: BrowserSignIn): Promise<number> => (await me(tokens.access_token)).body.data.id;

const expectAccess = async ({ tokens }: BrowserSignIn) => {
  expect((await me(tokens.access_token)).status).toBe(200);
};

const expectEnded = async ({ tokens }: BrowserSignIn) => {
  expect(await me(tokens.access_token)).toMatchObject({
    status: 401,
    body: {
      success: false,
      data: { code: 'UNAUTHENTICATED' },
      message: 'This sign-in has ended. Please sign in again.',
    },
  });
  await expect(refresh(server.url, tokens.refresh_token ?? '')).rejects.toThrow(/invalid_grant/);
};

describe('signing out as the app does', () => {
  it('ends the held access token within a second, and its refresh token; another browser stays signed in', async () => {
    const { account, first } = await register();
    const second = await signInBrowser(server.url, account);
    await expectAccess(first);

    const landing = await signOutLikeTheApp(server.url, first);
    const signedOutAt = Date.now();
    expect(landing).toBe(`${server.url}/auth/login`);
    const refused = await me(first.tokens.access_token);
    const delay = Date.now() - signedOutAt;
    console.log(`sign-out to refusal: ${delay} ms`);
    expect(refused.status).toBe(401);
    expect(delay).toBeLessThan(1000);
    await expectEnded(first);

    await expectAccess(second);
    const renewed = await refresh(server.url, second.tokens.refresh_token ?? '');
    expect((await me(renewed.access_token)).status).toBe(200);
  });

  it('ends tokens renewed since sign-in (the app refreshes every 30 minutes), old and new', async () => {
    const { first } = await register();
    const renewed = await refresh(server.url, first.tokens.refresh_token ?? '');
    const now = { ...first, tokens: { ...renewed, id_token: first.tokens.id_token } };
    await expectAccess(now);
    await signOutLikeTheApp(server.url, now);
    await expectEnded(now);
    expect((await me(first.tokens.access_token)).status).toBe(401);
  });

  it('ends access when only the end_session page is reached (its form never sent)', async () => {
    const { first } = await register();
    await endSession(server.url, first, { confirm: false });
    await expectEnded(first);
  });

  it('ends access when only the revocation is reached; that browser can still sign in again', async () => {
    const { first } = await register();
    expect((await revokeRefreshToken(server.url, first.tokens.refresh_token ?? '')).status).toBe(200);
    await expectEnded(first);
    expect(await issuerSessionSignsIn(server.url, first.cookies)).toBe(true);
  });

  it('ends the issuer session too: the next sign-in in that browser asks for the password', async () => {
    const { first } = await register();
    expect(await issuerSessionSignsIn(server.url, first.cookies)).toBe(true);
    await signOutLikeTheApp(server.url, first);
    expect(await issuerSessionSignsIn(server.url, first.cookies)).toBe(false);
  });
});

describe('a new password ends the other sign-ins', () => {
  /** A personal access token (izp_…) of the account: it has its own revocation and outlives sign-ins. */
  const personalToken = async (userId: number) =>
    (await server.app.repos.credentials.createPersonalToken(userId, 'script', new Date(Date.now() + 86_400_000))).token;

  it('a reset by e-mailed link ends every sign-in of that person, and nobody else’s', async () => {
    const { account, first } = await register();
    const second = await signInBrowser(server.url, account);
    const { first: bystander } = await register();
    const userId = await idOf(first);
    const script = await personalToken(userId);
    // What forgot-password mails; the link's holder need not be signed in anywhere.
    const token = await server.app.repos.credentials.createReset(userId);

    const reset = await call(server.api, 'POST', '/users-izoomviewer/login/reset-password', {
      body: { token, password: 'a-new-password-1' },
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    for (const browser of [first, second]) {
      await expectEnded(browser);
      expect(await issuerSessionSignsIn(server.url, browser.cookies)).toBe(false);
    }
    await expectAccess(bystander);
    expect((await me(script)).status).toBe(200);
    const again = await signIn(server.url, { ...account, password: 'a-new-password-1' });
    expect((await me(again.access_token)).status).toBe(200);
  });

  it('a password set while signed in keeps that sign-in and ends the others', async () => {
    const { account, first } = await register();
    const second = await signInBrowser(server.url, account);
    const userId = await idOf(first);
    // An identity without a password (as an external issuer's users are) is the one that may set one.
    await server.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', userId).execute();

    const set = await call(server.api, 'POST', '/users-izoomviewer/register-phone', {
      token: first.tokens.access_token,
      body: { password: 'a-chosen-password-1' },
    });
    expect(set).toMatchObject({ status: 200, body: { success: true } });

    await expectAccess(first);
    expect((await me((await refresh(server.url, first.tokens.refresh_token ?? '')).access_token)).status).toBe(200);
    expect(await issuerSessionSignsIn(server.url, first.cookies)).toBe(true);
    await expectEnded(second);
    expect(await issuerSessionSignsIn(server.url, second.cookies)).toBe(false);
  });

  it('an operator’s reset (npm run admin -- reset-password) ends every sign-in, not the personal tokens', async () => {
    const { account, first } = await register();
    const script = await personalToken(await idOf(first));
    const [cmd, args] = nodeCommand('src/server/cli/admin.ts');
    const cli = spawnSync(cmd, [...args, 'reset-password', account.email, '--password', 'an-operator-password'], {
      env: { ...process.env, DATA_DIR: server.dataDir, ...(await databaseEnv(server.dataDir)) },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(0);
    await expectEnded(first);
    expect((await me(script)).status).toBe(200);
  });
});
