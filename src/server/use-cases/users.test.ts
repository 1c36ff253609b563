import { describe, expect, it } from 'vitest';
import { Role } from '../../shared/constants';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from '../db/schema';
import {
  CONFLICT,
  FORBIDDEN,
  freshContextEachTest,
  type People,
  type TestContext,
  UNAUTHENTICATED,
} from './test-context';
import {
  accountExists,
  type Caller,
  type Log,
  prepareViewerAccount,
  register,
  resetPassword,
  sendPasswordReset,
  setFirstPassword,
  signIn,
} from './users';

const quiet: Log = { info: () => {}, error: () => {} };

/** A caller signed in at an issuer: `user` null when the identity has no app user yet. */
const callerWith = (user: UserRow | null, claims: Record<string, unknown> = {}): Caller => ({
  principal: { token: { issuer: 'https://id.example.org', subject: 'sub-1', claims }, user },
  bearer: 'raw-token',
});

let t: TestContext;
let people: People;
freshContextEachTest((context, made) => {
  t = context;
  people = made;
});

describe('viewer (guest) accounts', () => {
  it('only admins prepare them: a guest account on the default domain, with a password that works', async () => {
    for (const caller of [people.owner, people.guest]) {
      await expect(prepareViewerAccount(t.ctx, caller, { email: 'kiosk1' })).rejects.toMatchObject({
        ...FORBIDDEN,
        message: 'Only admins can do this',
      });
    }
    const { user, password } = await prepareViewerAccount(t.ctx, people.admin, { email: 'kiosk1' });
    expect(user).toMatchObject({ role: Role.Guest, email: `kiosk1@${t.ctx.config.defaultViewerEmailDomain}` });
    expect(user.fullname).toBe('kiosk1');
    const row = await t.ctx.repos.users.findById(user.id);
    expect(await verifyPassword(password, row?.password_hash ?? '')).toBe(true);
    await expect(prepareViewerAccount(t.ctx, people.admin, { email: 'kiosk1' })).rejects.toMatchObject(CONFLICT);
    await expect(prepareViewerAccount(t.ctx, people.admin, { email: 'a@b' })).rejects.toMatchObject({
      status: 400,
      extra: { field: 'body.email' },
    });
  });
});

describe('passwords', () => {
  it('a first password once; a second is a conflict', async () => {
    const caller = callerWith(people.owner);
    const user = await setFirstPassword(t.ctx, people.owner, caller, 'first-password-1');
    expect(user.hasPassword).toBe(true);
    const row = await t.ctx.repos.users.findById(people.owner.id);
    if (!row) throw new Error('the owner is gone');
    await expect(setFirstPassword(t.ctx, row, caller, 'second-password-1')).rejects.toMatchObject({
      ...CONFLICT,
      message: 'This account already has a password',
    });
  });

  it('a reset link is mailed only for an account that exists, and works once', async () => {
    await (await sendPasswordReset(t.ctx, 'nobody@test.izoom', quiet)).sent;
    expect(t.mails).toEqual([]);
    await (await sendPasswordReset(t.ctx, people.other.email, quiet)).sent;
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]?.to).toBe(people.other.email);
    const token = /token=([^\s]+)/.exec(t.mails[0]?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    await resetPassword(t.ctx, token, 'new-password-1');
    const row = await t.ctx.repos.users.findById(people.other.id);
    expect(await verifyPassword('new-password-1', row?.password_hash ?? '')).toBe(true);
    await expect(resetPassword(t.ctx, token, 'again-password-1')).rejects.toMatchObject({
      status: 410,
      code: 'INVALID_RESET_TOKEN',
    });
  });

  it('says whether an account exists', async () => {
    expect(await accountExists(t.ctx, people.owner.email)).toBe(true);
    expect(await accountExists(t.ctx, 'nobody@test.izoom')).toBe(false);
  });
});

describe('signing in and registering', () => {
  it('a known user signs in and may save their profile on the way', async () => {
    const user = await signIn(t.ctx, callerWith(people.owner), { fullname: 'Owner Renamed' }, quiet);
    expect(user).toMatchObject({ id: people.owner.id, fullname: 'Owner Renamed' });
    await expect(register(t.ctx, callerWith(people.owner), quiet)).rejects.toMatchObject({
      ...CONFLICT,
      message: 'This sign-in already has an izoom account',
    });
  });

  it('with the embedded issuer an identity without a user is refused: the account is gone', async () => {
    expect(t.ctx.config.embeddedIssuer).toBe(true);
    await expect(signIn(t.ctx, callerWith(null, { email: 'new@test.izoom' }), undefined, quiet)).rejects.toMatchObject(
      UNAUTHENTICATED,
    );
  });

  it("an external issuer's new identity gets a user account, unless registration is off or the e-mail is taken unverified", async () => {
    const external = { ...t.ctx, config: { ...t.ctx.config, embeddedIssuer: false } };
    const closed = { ...external, config: { ...external.config, registrationEnabled: false } };
    const newcomer = callerWith(null, { email: 'New@Test.izoom', name: 'New Comer' });
    await expect(register(closed, newcomer, quiet)).rejects.toMatchObject({
      status: 403,
      code: 'REGISTRATION_DISABLED',
    });
    await expect(
      register(external, callerWith(null, { email: people.other.email, email_verified: false }), quiet),
    ).rejects.toMatchObject(CONFLICT);

    const created = await register(external, newcomer, quiet);
    expect(created).toMatchObject({ email: 'new@test.izoom', role: Role.User, fullname: 'New Comer' });
    expect((await t.ctx.repos.users.findByIdentity('https://id.example.org', 'sub-1'))?.id).toBe(created.id);
  });
});
