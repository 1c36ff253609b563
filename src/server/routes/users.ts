import { Type } from '@sinclair/typebox';
import { UsersPaths as P } from '../../shared/api-paths';
import { Role } from '../../shared/constants';
import { ErrorCode, ok } from '../../shared/envelope';
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
import { assertAdmin } from '../auth/access';
import { generatePassword } from '../auth/passwords';
import { ApiError, conflict, invalid } from '../errors';
import { grantOf } from '../oidc/sign-ins';
import { toUser } from '../repos/users';
import { type App, currentUser } from '../types';
import { spec } from './define';
import { accountFromToken } from './users-identity';

const TAG = 'users';
const Neutral = Type.Null();

export async function usersRoutes(app: App) {
  const { repos, config } = app;
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' };

  app.route({
    ...spec(P.login, { tag: TAG, auth: 'identity', data: User, body: LoginBody }),
    handler: async (request) => {
      let user = request.principal?.user ?? (await accountFromToken(app, request, 'login'));
      if (request.body.user) user = await repos.users.updateProfile(user, request.body.user);
      return ok(toUser(user), 'Signed in');
    },
  });

  app.route({
    ...spec(P.me, { tag: TAG, auth: 'user', data: User }),
    handler: async (request) => ok(toUser(currentUser(request))),
  });

  app.route({
    ...spec(P.forgotPassword, { tag: TAG, auth: 'none', data: Neutral, body: EmailBody, rateLimit }),
    handler: async (request) => {
      const user = await repos.users.findByEmail(request.body.email);
      if (user) {
        // Sent in the background: the answer takes the same time whether or not the account exists.
        void (async () => {
          const token = await repos.credentials.createReset(user.id);
          const link = `${config.publicUrl}/auth/reset-password?token=${token}`;
          if (!config.smtpUrl) request.log.info({ to: user.email, link }, 'password reset link');
          await app.mailer.send({
            to: user.email,
            subject: 'Reset your izoom password',
            text: `Someone asked to reset the password of your izoom account.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
          });
        })().catch((err: unknown) => request.log.error({ err }, 'could not send the password reset mail'));
      }
      return ok(null, 'If an account exists for this e-mail, we have sent a link to reset its password.');
    },
  });

  app.route({
    ...spec(P.resetPassword, { tag: TAG, auth: 'none', data: Neutral, body: ResetPasswordBody, rateLimit }),
    handler: async (request) => {
      const userId = await repos.credentials.consumeReset(request.body.token);
      if (userId === undefined) {
        throw new ApiError(
          410,
          ErrorCode.InvalidResetToken,
          'This reset link is not valid any more. Ask for a new one.',
        );
      }
      // Whoever holds the link may not be whoever is signed in: every sign-in ends.
      await repos.users.setPassword(userId, request.body.password);
      return ok(null, 'Your password has been changed. You can sign in now.');
    },
  });

  app.route({
    ...spec(P.register, { tag: TAG, auth: 'identity', data: User, status: 201 }),
    handler: async (request, reply) => {
      if (request.principal?.user) throw conflict('This sign-in already has an izoom account');
      const user = await accountFromToken(app, request, 'register');
      return reply.status(201).send(ok(toUser(user), 'Account created'));
    },
  });

  app.route({
    ...spec(P.registerPhone, { tag: TAG, auth: 'user', data: User, body: PasswordBody }),
    handler: async (request) => {
      const user = currentUser(request);
      if (user.password_hash) throw conflict('This account already has a password');
      const token = request.principal?.token;
      await repos.users.setPassword(
        user.id,
        request.body.password,
        token && 'claims' in token ? grantOf(token.claims) : undefined,
      );
      const updated = await repos.users.findById(user.id);
      return ok(toUser(updated ?? user), 'Password set');
    },
  });

  app.route({
    ...spec(P.prepareAccount, { tag: TAG, auth: 'user', data: PreparedAccount, status: 201, body: PrepareAccountBody }),
    handler: async (request, reply) => {
      assertAdmin(currentUser(request));
      const given = request.body.email;
      const email = given.includes('@') ? given : `${given}@${config.defaultViewerEmailDomain}`;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalid('body.email', 'email is not valid');
      if (await repos.users.findByEmail(email)) throw conflict('An account with this e-mail already exists');
      const password = generatePassword();
      const user = await repos.users.create({
        email,
        password,
        role: Role.Guest,
        fullname: request.body.fullname || given.split('@')[0],
      });
      return reply.status(201).send(ok({ user: toUser(user), password }, 'Viewer account created'));
    },
  });

  app.route({
    ...spec(P.checkAccount, { tag: TAG, auth: 'none', data: CheckAccountResult, body: EmailBody, rateLimit }),
    handler: async (request) => ok({ exists: Boolean(await repos.users.findByEmail(request.body.email)) }),
  });
}
