import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

export const OIDC_PREFIX = '/oidc';

/**
 * Hands every /oidc request (but the interaction routes) to oidc-provider, bodies unread:
 * the provider parses its own form posts.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${OIDC_PREFIX}/*`, { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(OIDC_PREFIX.length) || '/';
      callback(raw, reply.raw);
    });
  });
}
