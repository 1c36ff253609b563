import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureAvif, isAvifMedia } from '../pictures/avif-on-demand';
import { MEDIA_PREFIX } from '../storage/layout';
import { LocalStore } from '../storage/local-store';
import type { App } from '../types';
import { notFoundEnvelope } from './envelope';
import { audienceOf, CACHING, matches, PLAIN_PATH, typeOf } from './media-access';
import { MediaMemory, type MemoryFile } from './media-memory';
import { registerObjectMedia } from './media-object';

function answerFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  file: MemoryFile,
  type: string,
  caching: string,
) {
  reply.header('cache-control', caching).header('access-control-allow-origin', '*').header('etag', file.etag);
  if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.header('accept-ranges', 'bytes').type(type).send(file.body);
}

/**
 * Generated media, straight from the media root: every URL is immutable (its folder holds a version
 * and a random key), so it is cached for a year — by shared caches only while its izoom or album is public.
 * Small files are answered from memory (MEDIA_MEMORY_BYTES), checked against the disk on every request;
 * ranges, large files and odd paths are streamed from disk. No listings; dot-files, escapes and files of an
 * izoom or album that is gone answer 404.
 */
export async function registerMedia(app: App): Promise<void> {
  if (!(app.store instanceof LocalStore)) return registerObjectMedia(app);
  const root = app.store.pathOf('media');
  mkdirSync(root, { recursive: true });
  const memory = new MediaMemory(app.config.mediaMemoryBytes);
  // The static plugin sets headers through a callback that only sees the raw response.
  const caching = new WeakMap<object, string>();
  await app.register(async (scope) => {
    // Folders, dot-files and malformed paths all look the same from outside: not found.
    scope.setErrorHandler((_error, request, reply) => reply.status(404).send(notFoundEnvelope(request.url)));
    // The static plugin types files after setHeaders runs.
    scope.addHook('onSend', async (request, reply, payload) => {
      const type = typeOf(request.url);
      if (type && reply.statusCode < 300) reply.header('content-type', type);
      return payload;
    });
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      etag: true,
      lastModified: false,
      acceptRanges: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', caching.get(res) ?? CACHING.private);
        res.setHeader('access-control-allow-origin', '*');
      },
    });
    scope.get(`${MEDIA_PREFIX}/*`, async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const audience = await audienceOf(app, relative);
      if (!audience) return reply.status(404).send(notFoundEnvelope(request.url));
      if (isAvifMedia(relative)) await ensureAvif(app, relative);
      const type = typeOf(relative);
      if (type && request.headers.range === undefined && PLAIN_PATH.test(relative)) {
        const file = await memory.read(path.join(root, relative));
        if (file) return answerFromMemory(request, reply, file, type, CACHING[audience]);
      }
      caching.set(reply.raw, CACHING[audience]);
      return reply.sendFile(`/${relative}`);
    });
  });
}
