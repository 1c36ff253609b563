import { AlbumPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import {
  Album,
  AlbumCreate,
  AlbumGroupsBody,
  AlbumPage,
  AlbumPositionsBody,
  AlbumSummaryPage,
  AlbumUpdate,
  AlbumWithIzooms,
} from '../../shared/schemas/albums';
import { IdParams, ListQuery } from '../../shared/schemas/common';
import { type App, currentUser } from '../types';
import {
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  listPublicAlbums,
  saveGroups,
  savePositions,
  updateAlbum,
} from '../use-cases/albums';
import { albumSceneFileRoutes } from './album-scene-file';
import { spec } from './define';

const TAG = 'albums';

export async function albumsRoutes(app: App) {
  const ctx = app.useCases;

  app.route({
    ...spec(P.create, { tag: TAG, auth: 'user', data: Album, status: 201, body: AlbumCreate }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await createAlbum(ctx, currentUser(request), request.body), 'Album created')),
  });

  app.route({
    ...spec(P.get, { tag: TAG, auth: 'user', data: AlbumPage, querystring: ListQuery }),
    handler: async (request) => ok(await listAlbums(ctx, currentUser(request), request.query)),
  });

  app.route({
    ...spec(P.publicAlbumV2, { tag: TAG, auth: 'none', data: AlbumSummaryPage, querystring: ListQuery }),
    handler: async (request) => ok(await listPublicAlbums(ctx, request.query)),
  });

  app.route({
    ...spec(P.getById, { tag: TAG, auth: 'user', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) => ok(await getAlbum(ctx, currentUser(request), request.params.id)),
  });

  app.route({
    ...spec(P.publicGetById, { tag: TAG, auth: 'none', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) => ok(await getAlbum(ctx, null, request.params.id)),
  });

  app.route({
    ...spec(P.update, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumUpdate }),
    handler: async (request) =>
      ok(await updateAlbum(ctx, currentUser(request), request.params.id, request.body), 'Album updated'),
  });

  app.route({
    ...spec(P.delete, { tag: TAG, auth: 'user', data: IdParams, params: IdParams }),
    handler: async (request) => ok(await deleteAlbum(ctx, currentUser(request), request.params.id), 'Album deleted'),
  });

  app.route({
    ...spec(P.updateGroup, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumGroupsBody }),
    handler: async (request) =>
      ok(await saveGroups(ctx, currentUser(request), request.params.id, request.body.groups), 'Groups saved'),
  });

  app.route({
    ...spec(P.updatePosition, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumPositionsBody }),
    handler: async (request) =>
      ok(await savePositions(ctx, currentUser(request), request.params.id, request.body.positions), 'Position saved'),
  });

  await app.register(albumSceneFileRoutes);
}
