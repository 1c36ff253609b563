import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors } from 'jose';
import type { TokenVerifier } from '../auth/access-tokens';
import { PERSONAL_TOKEN_PREFIX } from '../auth/secrets';
import { unauthenticated } from '../errors';
import { grantIsLive, grantOf } from '../oidc/sign-ins';
import type { Principal } from '../types';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * One hook reads the Bearer token of every route by its `auth` mode (see AuthMode):
 * signed JWTs from the configured issuer (the embedded issuer's only while their sign-in lasts), or personal
 * access tokens from the admin CLI.
 */
export function installAuthentication(app: FastifyInstance, verify: TokenVerifier): void {
  const { repos, config } = app;
  app.decorateRequest('principal', null);

  async function principalFor(token: string): Promise<Principal> {
    if (token.startsWith(PERSONAL_TOKEN_PREFIX)) {
      const userId = await repos.credentials.userIdForPersonalToken(token);
      const user = userId === undefined ? undefined : await repos.users.findById(userId);
      if (!user) throw unauthenticated('This access token is unknown, revoked or expired');
      return { token: { kind: 'personal' }, user };
    }
    let verified: Awaited<ReturnType<TokenVerifier>>;
    try {
      verified = await verify(token);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthenticated('Your sign-in has expired. Please sign in again.');
      if (error instanceof joseErrors.JOSEError) throw unauthenticated('The access token is not valid');
      throw error;
    }
    if (config.embeddedIssuer && !(await grantIsLive(app.db, grantOf(verified.claims)))) {
      throw unauthenticated('This sign-in has ended. Please sign in again.');
    }
    const user = config.embeddedIssuer
      ? await repos.users.findById(Number(verified.subject))
      : await repos.users.findByIdentity(verified.issuer, verified.subject);
    return { token: verified, user: user ?? null };
  }

  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none') return;
    const token = bearer(request);
    if (!token) {
      if (mode === 'optional') return;
      throw unauthenticated();
    }
    request.principal = await principalFor(token);
    if (mode === 'user' && !request.principal.user) {
      throw unauthenticated('No izoom account belongs to this sign-in yet. Call login first.');
    }
  });
}
