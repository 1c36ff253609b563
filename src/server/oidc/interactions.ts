import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Provider, { errors, type InteractionResults } from 'oidc-provider';
import { Role } from '../../shared/constants';
import { ErrorCode, ok } from '../../shared/envelope';
import { LoginInteractionBody, RegisterInteractionBody } from '../../shared/schemas/users';
import { verifyPassword } from '../auth/passwords';
import { ApiError, conflict } from '../errors';
import type { App } from '../types';
import { OIDC_PREFIX } from './mount';

const UidParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 100 }) });

const expired = () =>
  new ApiError(410, ErrorCode.InteractionExpired, 'This sign-in page has expired. Please start again.');

async function details(provider: Provider, request: FastifyRequest, reply: FastifyReply, uid: string) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== uid) throw expired();
    return interaction;
  } catch (error) {
    if (error instanceof errors.SessionNotFound || error instanceof errors.InvalidRequest) throw expired();
    throw error;
  }
}

/**
 * The embedded issuer's login and registration interactions. The pages are the app's
 * /auth/login and /auth/registration; they post here. These routes sit under the
 * interaction URL's path so the browser sends oidc-provider's interaction cookie.
 */
export function interactionRoutes(app: App, provider: Provider) {
  const { config, repos } = app;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: number, uid: string) {
    const interaction = await details(provider, request, reply, uid);
    const result: InteractionResults = { login: { accountId: String(accountId) } };
    if (interaction.prompt.name === 'create') result.create = {};
    const redirectTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return ok({ redirectTo }, 'Signed in');
  }

  app.get(`${OIDC_PREFIX}/interaction/:uid`, { schema: { hide: true, params: UidParams } }, async (request, reply) => {
    const { uid } = request.params;
    let interaction: Awaited<ReturnType<typeof details>>;
    try {
      interaction = await details(provider, request, reply, uid);
    } catch (error) {
      if (error instanceof ApiError) return reply.redirect('/auth/login', 303);
      throw error;
    }
    if (interaction.prompt.name === 'consent') {
      // The app is our own and the only client: grant what is missing instead of asking.
      const { details: missing } = interaction.prompt as {
        details: { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
      };
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({
            accountId: interaction.session?.accountId,
            clientId: String(interaction.params.client_id),
          });
      if (!grant) return reply.redirect('/auth/login', 303);
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(resource, scopes.join(' '));
      }
      const grantId = await grant.save();
      return provider.interactionFinished(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    const page = interaction.prompt.name === 'create' ? '/auth/registration' : '/auth/login';
    const query = new URLSearchParams({ interaction: uid });
    const hint = interaction.params.login_hint;
    if (typeof hint === 'string') query.set('login_hint', hint);
    return reply.redirect(`${page}?${query}`, 303);
  });

  app.post(
    `${OIDC_PREFIX}/interaction/:uid/login`,
    { config: { rateLimit }, schema: { hide: true, params: UidParams, body: LoginInteractionBody } },
    async (request, reply) => {
      await details(provider, request, reply, request.params.uid);
      const user = await repos.users.findByEmail(request.body.email);
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? null);
      if (!user || !valid) throw new ApiError(401, ErrorCode.InvalidCredentials, 'The login detail is incorrect');
      return finish(request, reply, user.id, request.params.uid);
    },
  );

  app.post(
    `${OIDC_PREFIX}/interaction/:uid/register`,
    { config: { rateLimit }, schema: { hide: true, params: UidParams, body: RegisterInteractionBody } },
    async (request, reply) => {
      if (!config.registrationEnabled) {
        throw new ApiError(403, ErrorCode.RegistrationDisabled, 'Registration is disabled on this server');
      }
      await details(provider, request, reply, request.params.uid);
      const { email, fullname, password } = request.body;
      if (await repos.users.findByEmail(email)) throw conflict('An account with this e-mail already exists');
      const user = await repos.users.create({ email, fullname, password, role: Role.User });
      request.log.info({ userId: user.id }, 'account registered');
      return finish(request, reply, user.id, request.params.uid);
    },
  );
}
