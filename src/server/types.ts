import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { VerifiedToken } from './auth/access-tokens';
import type { Config } from './config';
import type { Db } from './db';
import type { UserRow } from './db/schema';
import type { GenerationQueue } from './generation/queue';
import type { ImagingPool } from './imaging/pool';
import type { Mailer } from './mail/mailer';
import type { Repos } from './repos';
import type { StorageLayout } from './storage/layout';
import type { ObjectStore } from './storage/object-store';
import type { UseCaseContext } from './use-cases/context';

/** Who is calling: the verified token (or personal token) and the app user it maps to, if any. */
export interface Principal {
  token: VerifiedToken | { kind: 'personal' };
  user: UserRow | null;
}

/**
 * How a route treats the Authorization header:
 * `none` ignores it; `optional` checks it when sent; `identity` needs a valid token (the app
 * user may not exist yet); `user` needs a valid token of a known user.
 */
export type AuthMode = 'none' | 'optional' | 'identity' | 'user';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    repos: Repos;
    mailer: Mailer;
    storage: StorageLayout;
    store: ObjectStore;
    imaging: ImagingPool;
    generation: GenerationQueue;
    /** What the routes pass to the use cases (src/server/use-cases). */
    useCases: UseCaseContext;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** The route takes multipart/form-data (some take JSON too); the others refuse it. */
    multipart?: boolean;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The signed-in user of a route declared with `auth: 'user'`. */
export function currentUser(request: { principal: Principal | null }): UserRow {
  const user = request.principal?.user;
  if (!user) throw new Error('currentUser() on a route that is not auth: user');
  return user;
}
