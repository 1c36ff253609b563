import { Role } from '../../shared/constants';
import { ErrorCode } from '../../shared/envelope';
import { asOneLine, TEXT_LIMITS } from '../../shared/text';
import type { VerifiedToken } from '../auth/access-tokens';
import type { UserRow } from '../db/schema';
import { ApiError, conflict, unauthenticated } from '../errors';
import type { Principal } from '../types';
import type { UseCaseContext } from './context';

interface IdentityClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A signed-in caller as the users calls see them: who the token says they are, and the token itself. */
export interface Caller {
  principal: Principal | null;
  /** The raw access token, for the external issuer's userinfo endpoint. */
  bearer: string;
}

/** Where a use case writes what happened (the request's log in a route). */
export interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** An external issuer's access token may not carry the e-mail: ask its userinfo endpoint. */
async function claimsOf(ctx: UseCaseContext, token: VerifiedToken, raw: string): Promise<IdentityClaims> {
  if (token.claims.email) return token.claims;
  const discovery = await fetch(`${ctx.config.oidcIssuer}/.well-known/openid-configuration`);
  const { userinfo_endpoint: endpoint } = (await discovery.json()) as { userinfo_endpoint?: string };
  if (!endpoint) return token.claims;
  const answer = await fetch(endpoint, { headers: { authorization: `Bearer ${raw}` } });
  return answer.ok ? { ...token.claims, ...((await answer.json()) as IdentityClaims) } : token.claims;
}

/**
 * The app user for a signed-in identity that has none yet (an external issuer's first sign-in).
 * With the embedded issuer every identity is an account already, so this only refuses.
 */
export async function accountFromToken(
  ctx: UseCaseContext,
  caller: Caller,
  call: 'login' | 'register',
  log: Log,
): Promise<UserRow> {
  const { config, repos } = ctx;
  const token = caller.principal?.token;
  if (!token || 'kind' in token || config.embeddedIssuer) {
    throw unauthenticated('This account no longer exists. Please sign in again.');
  }
  if (!config.registrationEnabled) {
    throw new ApiError(403, ErrorCode.RegistrationDisabled, 'Registration is disabled on this server');
  }
  const claims = await claimsOf(ctx, token, caller.bearer);
  if (!claims.email)
    throw new ApiError(400, ErrorCode.ValidationError, 'Your sign-in gives no e-mail address', {
      field: 'token.email',
    });
  let user = await repos.users.findByEmail(claims.email);
  if (user && claims.email_verified !== true) {
    throw conflict('An account with this e-mail already exists. Sign in with it, or verify your e-mail first.');
  }
  user ??= await repos.users.create({
    email: claims.email,
    fullname: asOneLine(claims.name ?? '', TEXT_LIMITS.name),
    role: Role.User,
  });
  await repos.users.linkIdentity(user.id, token.issuer, token.subject);
  log.info({ userId: user.id, call }, 'app user linked to an external identity');
  return user;
}
