import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type FastifyServerOptions, LogController } from 'fastify';
import { ErrorCode } from '../shared/envelope';
import { IIIF_PREFIX } from '../shared/iiif-paths';
import { createTokenVerifier } from './auth/access-tokens';
import { clientErrorHandler, frameworkErrorHandler } from './client-errors';
import type { Config } from './config';
import { migrateToLatest, openDatabase } from './db';
import { ApiError } from './errors';
import { openGenerationQueue } from './generation/open-queue';
import { iiifRoutes } from './iiif/routes';
import { ImagingPool } from './imaging/pool';
import { createMailer } from './mail/mailer';
import { interactionRoutes } from './oidc/interactions';
import { loadIssuerKeys } from './oidc/keys';
import { mountProvider } from './oidc/mount';
import { createProvider } from './oidc/provider';
import { trackApiMethods } from './plugins/api-methods';
import { installAuthentication } from './plugins/authenticate';
import { installEnvelope } from './plugins/envelope';
import { registerMedia } from './plugins/media';
import { registerOpenApi } from './plugins/openapi';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { installStrictAddress, strictAjv } from './plugins/strict-input';
import { registerWeb } from './plugins/web';
import { reposOf } from './repos';
import { adminRoutes } from './routes/admin';
import { albumsRoutes } from './routes/albums';
import { izoomsRoutes } from './routes/izooms';
import { usersRoutes } from './routes/users';
import { MEDIA_PREFIX, storageLayout } from './storage/layout';
import { openObjectStore } from './storage/open-store';
import { sweepStorage } from './storage/sweep';
import { closeAllConnections, createFastify } from './transport';
import type { App } from './types';
import { contextFromApp } from './use-cases/context';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Composes the whole server: database, envelope, auth, API, embedded issuer, web app. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const db = openDatabase(config);
  await migrateToLatest(db);
  const storage = storageLayout(config.workDir);
  const store = await openObjectStore(config.storage, config.dataDir);
  const swept = await sweepStorage(db, storage, store);
  const keys = config.embeddedIssuer ? await loadIssuerKeys(db, config.dataDir) : undefined;

  const app = createFastify(config, {
    logger: options.logger ?? { level: config.logLevel },
    // A view asks for dozens of tiles at once: media and IIIF requests are not logged one by one (their errors still are).
    logController: new LogController({
      disableRequestLogging: (request: { url: string }) =>
        request.url.startsWith(`${MEDIA_PREFIX}/`) || request.url.startsWith(`${IIIF_PREFIX}/`),
    }),
    bodyLimit: config.bodyLimitBytes,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: config.trustProxy,
    ajv: strictAjv,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('repos', reposOf(db));
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('storage', storage);
  app.decorate('store', store);
  if (!swept) app.log.info({ store: store.location }, 'shared store: the start-up sweep left it alone');
  // Forks its processes only when a task comes: a web instance never runs one.
  app.decorate('imaging', new ImagingPool(config.generation.workers));
  app.decorate('generation', await openGenerationQueue(app));
  // What the routes hand their use cases: built once, after everything it names is there.
  app.decorate('useCases', contextFromApp(app));
  app.addHook('onClose', async () => {
    await app.generation.close();
    await app.imaging.close();
    await db.destroy();
    await store.close();
  });
  app.addHook('onReady', async () => app.generation.start());

  await registerSecurityHeaders(app);
  installEnvelope(app);
  installStrictAddress(app);
  const methodsOf = trackApiMethods(app);
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        ErrorCode.RateLimited,
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
  await registerOpenApi(app);
  installAuthentication(app, createTokenVerifier(config, keys?.publicJwks));

  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(usersRoutes, { prefix: config.apiBase });
  await app.register(izoomsRoutes, { prefix: config.apiBase });
  await app.register(albumsRoutes, { prefix: config.apiBase });
  await app.register(adminRoutes, { prefix: config.apiBase });

  if (keys) {
    const provider = createProvider(config, db, app.repos.users, keys);
    await app.register(async (scope) => interactionRoutes(scope as App, provider));
    await mountProvider(app, provider);
  }
  await registerMedia(app);
  await app.register(async (scope) => iiifRoutes(scope as App));
  await registerWeb(app, methodsOf);
  return app;
}

/**
 * Stops the server: requests in flight get `graceMs` to finish, then every connection closes —
 * including sockets browsers open ahead of time and never use, which would otherwise hold the
 * close until Node's 60 s header timeout.
 */
export async function closeApp(app: App, graceMs = 3_000): Promise<void> {
  const force = setTimeout(() => closeAllConnections(app.server), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}
