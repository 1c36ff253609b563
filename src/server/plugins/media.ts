import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canSee } from '../auth/visibility';
import { MEDIA_PREFIX } from '../storage/layout';
import type { App } from '../types';
import { notFoundEnvelope } from './envelope';
import { MediaMemory, type MemoryFile } from './media-memory';

/** Media types by extension: the static plugin's guess is wrong for Deep Zoom and glTF, and files held in memory need one. */
const TYPES: Record<string, string> = {
  '.dzi': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.glb': 'model/gltf-binary',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
const typeOf = (url: string) => TYPES[path.extname(url.split('?')[0] ?? '').toLowerCase()];

/** Public media may be kept by any cache; a private item's only by the browser of whoever was given its URL. */
const CACHING = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, max-age=31536000, immutable',
} as const;
type Audience = keyof typeof CACHING;
/** `i/<izoomId>/…` or `a/<albumId>/…`: whose file it is. */
const OWNER = /^(i|a)\/(\d+)\//;
/** A path the memory may answer: plain names, no dot-files, no `..`, a known type. Anything else goes to the static plugin. */
const PLAIN_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;

/** Public if a visitor may see the izoom or album the file belongs to; undefined when there is no such item. */
async function audienceOf(app: App, relative: string): Promise<Audience | undefined> {
  const [, kind, id] = OWNER.exec(relative) ?? [];
  if (!id || relative.split('/').includes('..')) return undefined;
  const row = await (kind === 'i' ? app.repos.izooms : app.repos.albums).findById(Number(id));
  if (!row) return undefined;
  return canSee(null, row) ? 'public' : 'private';
}

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
  const root = app.storage.media;
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
