/**
 * IIIF under /iiif/3 (src/shared/iiif-paths.ts): each picture of a public izoom's published version as an Image
 * API 3.0 service, each public izoom as a Presentation 3.0 Manifest, each public album as a Collection. Anyone
 * may use them from any site (CORS `*`); anything private or not published is not found.
 *
 * Caching: an image id names one published version, whose pictures never change, so info.json and images are
 * cached for a year (`immutable`). Manifests and Collections describe what is public now: any cache may keep them
 * but must ask again before each use (`no-cache` with an ETag, answered 304 when unchanged), so an izoom or album
 * turned private disappears from them — and answers 404 — at once.
 */
import { createHash } from 'node:crypto';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IIIF_PREFIX } from '../../shared/iiif-paths';
import { notFound } from '../errors';
import { matches } from '../plugins/media-access';
import type { App } from '../types';
import { contextFromApp } from '../use-cases/context';
import { publicAlbum, publishedIzoom, publishedPicture } from '../use-cases/iiif';
import { albumCollection, groupCollection } from './collection';
import { IMAGE_CONTEXT, imageInfo, LIMITS, PROFILE } from './image-info';
import { FORMATS, parseImageRequest } from './image-request';
import { ImageService } from './image-service';
import { izoomManifest, PRESENTATION_CONTEXT } from './manifest';

const TAG = 'IIIF';
const FOREVER = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

const ImageParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const RequestParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  region: Type.String({ maxLength: 64 }),
  size: Type.String({ maxLength: 32 }),
  rotation: Type.String({ maxLength: 16 }),
  qualityFormat: Type.String({ maxLength: 16 }),
});
/** Within the database's 32-bit integer ids. */
const RowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IzoomParams = Type.Object({ izoomId: RowId() });
const AlbumParams = Type.Object({ albumId: RowId() });
const GroupParams = Type.Object({
  albumId: RowId(),
  groupId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** JSON-LD when the client asks for it (https://iiif.io/api/image/3.0/#52-technical-properties), JSON otherwise. */
const jsonType = (request: FastifyRequest, context: string) =>
  (request.headers.accept ?? '').includes('application/ld+json')
    ? `application/ld+json;profile="${context}"`
    : 'application/json';

function sendJson(request: FastifyRequest, reply: FastifyReply, body: unknown, context: string, caching: string) {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', caching).header('etag', etag).header('vary', 'Accept');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(jsonType(request, context)).send(text);
}

const doc = (summary: string, params: object) => ({ schema: { tags: [TAG], summary, params } });

export async function iiifRoutes(app: App): Promise<void> {
  const ctx = contextFromApp(app);
  const origin = app.config.publicUrl;
  const images = new ImageService(app.store, app.config.generation.tileQuality);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // Other sites' pages draw these images: not only the same origin (see plugins/security-headers.ts).
    reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  });

  // A CORS preflight (a viewer sending its own headers) is answered for any IIIF path.
  app.options(`${IIIF_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*')
      .header('access-control-max-age', '86400')
      .send(),
  );

  app.get<{ Params: Static<typeof ImageParams> }>(
    `${IIIF_PREFIX}/:id`,
    doc('An image service: its base URI redirects to its info.json', ImageParams),
    async (request, reply) => {
      await publishedPicture(ctx, request.params.id);
      return reply.redirect(`${origin}${IIIF_PREFIX}/${request.params.id}/info.json`, 303);
    },
  );

  app.get<{ Params: Static<typeof ImageParams> }>(
    `${IIIF_PREFIX}/:id/info.json`,
    doc("A picture's IIIF Image API 3.0 information (level 2): size, tiles, sizes, limits", ImageParams),
    async (request, reply) => {
      const { pyramid } = await publishedPicture(ctx, request.params.id);
      const info = imageInfo(`${origin}${IIIF_PREFIX}/${request.params.id}`, pyramid);
      return sendJson(request, reply, info, IMAGE_CONTEXT, FOREVER);
    },
  );

  app.get<{ Params: Static<typeof RequestParams> }>(
    `${IIIF_PREFIX}/:id/:region/:size/:rotation/:qualityFormat`,
    doc(
      'A region of a picture, scaled, turned, in a quality and format: {region}/{size}/{rotation}/{quality}.{format}',
      RequestParams,
    ),
    async (request, reply) => {
      const { id, ...parts } = request.params;
      const source = await publishedPicture(ctx, id);
      const plan = parseImageRequest(parts, source.picture, LIMITS);
      const request_ = `${parts.region}/${parts.size}/${parts.rotation}/${parts.qualityFormat}`;
      const bytes = await images.answer(source, plan, request_);
      return reply
        .header('cache-control', FOREVER)
        .header('link', `<http://iiif.io/api/image/3/${PROFILE}.json>;rel="profile"`)
        .type(FORMATS[plan.format])
        .send(bytes);
    },
  );

  app.get<{ Params: Static<typeof IzoomParams> }>(
    `${IIIF_PREFIX}/izooms/:izoomId/manifest.json`,
    doc('A public izoom as an IIIF Presentation API 3.0 Manifest', IzoomParams),
    async (request, reply) => {
      const izoom = await publishedIzoom(ctx, request.params.izoomId);
      return sendJson(request, reply, izoomManifest(origin, izoom), PRESENTATION_CONTEXT, REVALIDATE);
    },
  );

  app.get<{ Params: Static<typeof AlbumParams> }>(
    `${IIIF_PREFIX}/albums/:albumId/collection.json`,
    doc('A public album as an IIIF Presentation API 3.0 Collection; its groups are nested Collections', AlbumParams),
    async (request, reply) => {
      const album = await publicAlbum(ctx, request.params.albumId);
      return sendJson(request, reply, albumCollection(origin, album), PRESENTATION_CONTEXT, REVALIDATE);
    },
  );

  app.get<{ Params: Static<typeof GroupParams> }>(
    `${IIIF_PREFIX}/albums/:albumId/groups/:groupId/collection.json`,
    doc("One group of a public album as an IIIF Collection of its izooms' Manifests", GroupParams),
    async (request, reply) => {
      const album = await publicAlbum(ctx, request.params.albumId);
      const group = groupCollection(origin, album, request.params.groupId);
      if (!group) throw notFound('group');
      return sendJson(request, reply, group, PRESENTATION_CONTEXT, REVALIDATE);
    },
  );
}
