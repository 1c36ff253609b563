import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MEDIA_PREFIX } from '../storage/layout';
import type { App } from '../types';
import { notFoundEnvelope } from './envelope';

const TYPES: Record<string, string> = {
  '.dzi': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.glb': 'model/gltf-binary',
};

/**
 * Generated media, straight from the media root: every URL is immutable (its folder holds a version
 * and a random key), so it is cached for a year. No listings; dot-files and escapes answer 404.
 */
export async function registerMedia(app: App): Promise<void> {
  const root = app.storage.media;
  mkdirSync(root, { recursive: true });
  await app.register(async (scope) => {
    // Folders, dot-files and malformed paths all look the same from outside: not found.
    scope.setErrorHandler((_error, request, reply) => reply.status(404).send(notFoundEnvelope(request.url)));
    // The static plugin types files after setHeaders runs; Deep Zoom and glTF need ours.
    scope.addHook('onSend', async (request, reply, payload) => {
      const type = TYPES[path.extname(request.url.split('?')[0] ?? '').toLowerCase()];
      if (type && reply.statusCode < 300) reply.header('content-type', type);
      return payload;
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: `${MEDIA_PREFIX}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      etag: true,
      lastModified: false,
      acceptRanges: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  });
}
