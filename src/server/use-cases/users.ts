import { Role } from '../../shared/constants';
import { ErrorCode } from '../../shared/envelope';
import type { ProfileUpdate, User } from '../../shared/schemas/users';
import { assertAdmin } from '../auth/access';
import { generatePassword } from '../auth/passwords';
import type { UserRow } from '../db/schema';
import { ApiError, conflict, invalid } from '../errors';
import { grantOf } from '../oidc/sign-ins';
import { toUser } from '../repos/users';
import type { UseCaseContext } from './context';
import { accountFromToken, type Caller, type Log } from './users-identity';

export type { Caller, Log } from './users-identity';

/** `login`: the caller's account (made on an external issuer's first sign-in), with `profile` saved if given. */
export async function signIn(ctx: UseCaseContext, caller: Caller, profile: ProfileUpdate | undefined, log: Log) {
  let user = caller.principal?.user ?? (await accountFromToken(ctx, caller, 'login', log));
  if (profile) user = await ctx.repos.users.updateProfile(user, profile);
  return toUser(user);
}

/** `register`: an account for a signed-in identity that has none. */
export async function register(ctx: UseCaseContext, caller: Caller, log: Log): Promise<User> {
  if (caller.principal?.user) throw conflict('This sign-in already has an izoom account');
  return toUser(await accountFromToken(ctx, caller, 'register', log));
}

/**
 * Mails a reset link when an account has this e-mail. Sent in the background: the caller's answer takes the same
 * time whether or not the account exists. Resolves with the sending, for whoever wants to wait (tests).
 */
export async function sendPasswordReset(
  ctx: UseCaseContext,
  email: string,
  log: Log,
): Promise<{ sent: Promise<void> }> {
  const { repos, config, mailer } = ctx;
  const user = await repos.users.findByEmail(email);
  if (!user) return { sent: Promise.resolve() };
  const sent = (async () => {
    const token = await repos.credentials.createReset(user.id);
    const link = `${config.publicUrl}/auth/reset-password?token=${token}`;
    if (!config.smtpUrl) log.info({ to: user.email, link }, 'password reset link');
    await mailer.send({
      to: user.email,
      subject: 'Reset your izoom password',
      text: `Someone asked to reset the password of your izoom account.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    });
  })().catch((err: unknown) => log.error({ err }, 'could not send the password reset mail'));
  return { sent };
}

/** A reset link sets a new password once; whoever holds it may not be whoever is signed in: every sign-in ends. */
export async function resetPassword(ctx: UseCaseContext, token: string, password: string): Promise<void> {
  const userId = await ctx.repos.credentials.consumeReset(token);
  if (userId === undefined) {
    throw new ApiError(410, ErrorCode.InvalidResetToken, 'This reset link is not valid any more. Ask for a new one.');
  }
  await ctx.repos.users.setPassword(userId, password);
}

/** `register-phone`: a first password for an account that has none; the caller's own sign-in stays. */
export async function setFirstPassword(ctx: UseCaseContext, user: UserRow, caller: Caller, password: string) {
  if (user.password_hash) throw conflict('This account already has a password');
  const token = caller.principal?.token;
  await ctx.repos.users.setPassword(user.id, password, token && 'claims' in token ? grantOf(token.claims) : undefined);
  return toUser((await ctx.repos.users.findById(user.id)) ?? user);
}

/** Admins only: a guest (viewer) account for a kiosk, with a generated password shown once. */
export async function prepareViewerAccount(
  ctx: UseCaseContext,
  user: UserRow,
  input: { email: string; fullname?: string },
): Promise<{ user: User; password: string }> {
  assertAdmin(user);
  const given = input.email;
  const email = given.includes('@') ? given : `${given}@${ctx.config.defaultViewerEmailDomain}`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('body.email', 'email is not valid');
  if (await ctx.repos.users.findByEmail(email)) throw conflict('An account with this e-mail already exists');
  const password = generatePassword();
  const created = await ctx.repos.users.create({
    email,
    password,
    role: Role.Guest,
    fullname: input.fullname || given.split('@')[0],
  });
  return { user: toUser(created), password };
}

export const accountExists = async (ctx: UseCaseContext, email: string): Promise<boolean> =>
  Boolean(await ctx.repos.users.findByEmail(email));
