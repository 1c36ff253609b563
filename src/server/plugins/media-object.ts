import { Readable } from 'node:stream';
import { ensureAvif, isAvifMedia } from '../pictures/avif-on-demand';
import { MEDIA_PREFIX } from '../storage/layout';
import type { App } from '../types';
import { notFoundEnvelope } from './envelope';
import { audienceOf, CACHING, PLAIN_PATH, typeOf } from './media-access';

/** A file made on its first request (see pictures/avif-on-demand): whether it is there now. */
const madeOnDemand = (app: App, relative: string) => isAvifMedia(relative) && ensureAvif(app, relative);

/**
 * Generated media from a store that is not a folder here (S3), streamed through the server: the same URLs,
 * the same visibility check on every request and the same headers as from disk. Ranges and revalidations go to
 * the store as they came. Nothing is kept in memory: a file the store no longer has (a re-keyed private item)
 * must stop being served at once.
 */
export async function registerObjectMedia(app: App): Promise<void> {
  const { store } = app;
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, 'media from the store failed');
      return reply.status(404).send(notFoundEnvelope(request.url));
    });
    scope.get(`${MEDIA_PREFIX}/*`, async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const audience = PLAIN_PATH.test(relative) ? await audienceOf(app, relative) : undefined;
      if (!audience) return reply.status(404).send(notFoundEnvelope(request.url));
      const key = `media/${relative}`;
      const common = {
        'cache-control': CACHING[audience],
        'access-control-allow-origin': '*',
        'accept-ranges': 'bytes',
        'content-type': typeOf(relative) ?? 'application/octet-stream',
      };
      if (request.method === 'HEAD') {
        const info =
          (await store.head(key)) ?? ((await madeOnDemand(app, relative)) ? await store.head(key) : undefined);
        if (!info) return reply.status(404).send(notFoundEnvelope(request.url));
        // An empty stream: Fastify's HEAD handling keeps the headers set here (it sets 0 for no body at all).
        return reply.headers({ ...common, etag: info.etag, 'content-length': info.size }).send(Readable.from([]));
      }
      const options = { range: request.headers.range, ifNoneMatch: request.headers['if-none-match'] };
      const found =
        (await store.get(key, options)) ??
        ((await madeOnDemand(app, relative)) ? await store.get(key, options) : undefined);
      if (!found) return reply.status(404).send(notFoundEnvelope(request.url));
      // As from disk (the static plugin's refusal becomes this scope's 404), a range past the end is not found.
      if (found.status === 416) return reply.status(404).send(notFoundEnvelope(request.url));
      reply.headers({ ...common, etag: found.etag });
      if (found.status === 304) return reply.status(304).send();
      if (found.contentRange) reply.header('content-range', found.contentRange);
      return reply.status(found.status).header('content-length', found.length).send(found.body);
    });
  });
}
