/**
 * Two web instances on one database behind a load balancer, as on many machines: a sign-in made through either
 * holds on both, signing out through one ends it on both, and the sign-in rate limits count on both together.
 * In the `api` project the instances share one SQLite file (so one DATA_DIR); in `api-pg-s3` one PostgreSQL database
 * and bucket, each with a DATA_DIR of its own.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { type Balancer, startBalancer } from '../support/balancer';
import { finishInteraction, openInteraction, refresh, signIn, signInBrowser } from '../support/oidc-flow';
import { onPostgres } from '../support/postgres';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { issuerSessionSignsIn, signOutLikeTheApp } from '../support/sign-out';

const RATE_LIMIT = 6;

let balancer: Balancer;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  balancer = await startBalancer();
  const env = { PUBLIC_URL: balancer.url, AUTH_RATE_LIMIT: String(RATE_LIMIT) };
  a = await startTestServer(env);
  b = await startTestServer(env, { sameDatabaseAs: a });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await balancer?.close();
});

/** An instance's own address, past the balancer. */
const direct = (server: TestServer) => `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

const me = (server: TestServer, token: string) =>
  call(`${direct(server)}${server.app.config.apiBase}`, 'GET', '/users-izoomviewer/login/me', { token });

describe('two instances on one database', () => {
  it('accept each other’s tokens: signed in through A, used on B; renewed through B, used on A', async () => {
    balancer.sendTo(direct(a));
    const tokens = await signIn(balancer.url, ADMIN);
    expect((await me(b, tokens.access_token)).body.data).toMatchObject({ email: ADMIN.email });

    balancer.sendTo(direct(b));
    const renewed = await refresh(balancer.url, tokens.refresh_token ?? '');
    expect((await me(a, renewed.access_token)).body.data).toMatchObject({ email: ADMIN.email });
  });

  it('finish on B a sign-in started on A (its interaction and cookies)', async () => {
    balancer.sendTo(direct(a));
    const interaction = await openInteraction(balancer.url);
    balancer.sendTo(direct(b));
    const { tokens } = await finishInteraction(balancer.url, interaction, ADMIN);
    expect((await me(a, tokens.access_token)).status).toBe(200);
  });

  it('end on B a sign-in signed out on A: its access token, refresh token and issuer session', async () => {
    balancer.sendTo(direct(a));
    const browser = await signInBrowser(balancer.url, ADMIN);
    balancer.sendTo(direct(b));
    expect(await issuerSessionSignsIn(balancer.url, browser.cookies)).toBe(true);
    expect((await me(b, browser.tokens.access_token)).status).toBe(200);

    balancer.sendTo(direct(a));
    await signOutLikeTheApp(balancer.url, browser);
    expect((await me(b, browser.tokens.access_token)).status).toBe(401);
    balancer.sendTo(direct(b));
    await expect(refresh(balancer.url, browser.tokens.refresh_token ?? '')).rejects.toThrow(/invalid_grant/);
    expect(await issuerSessionSignsIn(balancer.url, browser.cookies)).toBe(false);
  });

  it('keep data folders of their own on PostgreSQL: the keys come from the database, not a folder', () => {
    expect(b.dataDir === a.dataDir).toBe(!onPostgres);
  });

  it('count the sign-in rate limit together: of requests sent to both at once, only the limit get through', async () => {
    const check = (server: TestServer) =>
      call(`${direct(server)}${server.app.config.apiBase}`, 'POST', '/users-izoomviewer/check-account', {
        body: { email: 'someone@test.izoom' },
      });
    const answers = await Promise.all(Array.from({ length: 2 * RATE_LIMIT }, (_, n) => check(n % 2 ? a : b)));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(RATE_LIMIT);
    expect(refused[0]?.body.data).toMatchObject({ code: 'RATE_LIMITED' });
    for (const server of [a, b]) expect((await check(server)).status).toBe(429);
  });
});
