import { expect } from 'vitest';
import { call } from './api';
import { signIn } from './oidc-flow';
import { ADMIN, type TestServer } from './server';

/** Everyone an access test needs: the admin, an owner (user A), another user (B), a guest (kiosk) and nobody. */
export type Actor = 'admin' | 'owner' | 'other' | 'guest' | 'anonymous';
export type SignedIn = Exclude<Actor, 'anonymous'>;

export const CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

export async function signInActors(server: TestServer) {
  const tokens = {} as Record<SignedIn, string>;
  const ids = {} as Record<SignedIn, number>;
  tokens.admin = (await signIn(server.url, ADMIN)).access_token;
  const prepared = await call<{ password: string }>(server.api, 'POST', '/users-izoomviewer/prepare-account', {
    token: tokens.admin,
    body: { email: 'kiosk@test.izoom' },
  });
  expect(prepared.status).toBe(201);
  const [owner, other, guest] = await Promise.all([
    signIn(server.url, { email: 'alice@test.izoom', password: 'alice-password-1', registerAs: 'Alice Owner' }),
    signIn(server.url, { email: 'bob@test.izoom', password: 'bob-password-1', registerAs: 'Bob Other' }),
    signIn(server.url, { email: 'kiosk@test.izoom', password: prepared.body.data.password }),
  ]);
  Object.assign(tokens, { owner: owner.access_token, other: other.access_token, guest: guest.access_token });
  for (const actor of ['admin', 'owner', 'other', 'guest'] as const) {
    const me = await call<{ id: number; role: number }>(server.api, 'GET', '/users-izoomviewer/login/me', {
      token: tokens[actor],
    });
    expect(me.body.data.role).toBe({ admin: 1, owner: 2, other: 2, guest: 3 }[actor]);
    ids[actor] = me.body.data.id;
  }
  const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : tokens[actor]);
  return { tokens, ids, tokenOf };
}
