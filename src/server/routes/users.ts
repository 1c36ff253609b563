import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { UsersPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import {
  CheckAccountResult,
  EmailBody,
  LoginBody,
  PasswordBody,
  PrepareAccountBody,
  PreparedAccount,
  ResetPasswordBody,
  User,
} from '../../shared/schemas/users';
import { toUser } from '../repos/users';
import { type App, currentUser } from '../types';
import {
  accountExists,
  type Caller,
  prepareViewerAccount,
  register,
  resetPassword,
  sendPasswordReset,
  setFirstPassword,
  signIn,
} from '../use-cases/users';
import { spec } from './define';

const TAG = 'users';
const Neutral = Type.Null();

const callerOf = (request: FastifyRequest): Caller => ({
  principal: request.principal,
  bearer: request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '',
});

export async function usersRoutes(app: App) {
  const { config } = app;
  const ctx = app.useCases;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.route({
    ...spec(P.login, { tag: TAG, auth: 'identity', data: User, body: LoginBody }),
    handler: async (request) => ok(await signIn(ctx, callerOf(request), request.body.user, request.log), 'Signed in'),
  });

  app.route({
    ...spec(P.me, { tag: TAG, auth: 'user', data: User }),
    handler: async (request) => ok(toUser(currentUser(request))),
  });

  app.route({
    ...spec(P.forgotPassword, { tag: TAG, auth: 'none', data: Neutral, body: EmailBody, rateLimit }),
    handler: async (request) => {
      await sendPasswordReset(ctx, request.body.email, request.log);
      return ok(null, 'If an account exists for this e-mail, we have sent a link to reset its password.');
    },
  });

  app.route({
    ...spec(P.resetPassword, { tag: TAG, auth: 'none', data: Neutral, body: ResetPasswordBody, rateLimit }),
    handler: async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return ok(null, 'Your password has been changed. You can sign in now.');
    },
  });

  app.route({
    ...spec(P.register, { tag: TAG, auth: 'identity', data: User, status: 201 }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await register(ctx, callerOf(request), request.log), 'Account created')),
  });

  app.route({
    ...spec(P.registerPhone, { tag: TAG, auth: 'user', data: User, body: PasswordBody }),
    handler: async (request) =>
      ok(await setFirstPassword(ctx, currentUser(request), callerOf(request), request.body.password), 'Password set'),
  });

  app.route({
    ...spec(P.prepareAccount, { tag: TAG, auth: 'user', data: PreparedAccount, status: 201, body: PrepareAccountBody }),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(ok(await prepareViewerAccount(ctx, currentUser(request), request.body), 'Viewer account created')),
  });

  app.route({
    ...spec(P.checkAccount, { tag: TAG, auth: 'none', data: CheckAccountResult, body: EmailBody, rateLimit }),
    handler: async (request) => ok({ exists: await accountExists(ctx, request.body.email) }),
  });
}
