import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams, ListQuery } from '../../shared/schemas/common';
import { Izoom, IzoomCreate, IzoomDetail, IzoomPage, IzoomUpdate } from '../../shared/schemas/izooms';
import { type App, currentUser } from '../types';
import { createIzoom, deleteIzoom, getIzoom, listIzooms, updateIzoom } from '../use-cases/izooms';
import { spec } from './define';
import { izoomGenerationRoutes } from './izoom-generation';
import { izoomOrderRoutes } from './izoom-order';
import { izoomPictureRoutes } from './izoom-pictures';

const TAG = 'izooms';

export async function izoomsRoutes(app: App) {
  const ctx = app.useCases;

  app.route({
    ...spec(P.create, { tag: TAG, auth: 'user', data: Izoom, status: 201, body: IzoomCreate }),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await createIzoom(ctx, currentUser(request), request.body), 'Izoom created')),
  });

  app.route({
    ...spec(P.get, { tag: TAG, auth: 'user', data: IzoomPage, querystring: ListQuery }),
    handler: async (request) => ok(await listIzooms(ctx, currentUser(request), request.query)),
  });

  app.route({
    ...spec(P.getById, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams }),
    handler: async (request) => ok(await getIzoom(ctx, currentUser(request), request.params.id)),
  });

  app.route({
    ...spec(P.update, { tag: TAG, auth: 'user', data: Izoom, params: IdParams, body: IzoomUpdate }),
    handler: async (request) =>
      ok(await updateIzoom(ctx, currentUser(request), request.params.id, request.body), 'Izoom updated'),
  });

  app.route({
    ...spec(P.delete, { tag: TAG, auth: 'user', data: IdParams, params: IdParams }),
    handler: async (request) => ok(await deleteIzoom(ctx, currentUser(request), request.params.id), 'Izoom deleted'),
  });

  app.route({
    ...spec(P.publicList, { tag: TAG, auth: 'none', data: IzoomPage, querystring: ListQuery }),
    handler: async (request) => ok(await listIzooms(ctx, null, request.query)),
  });

  app.route({
    ...spec(P.getPublicIzoomById, { tag: TAG, auth: 'none', data: IzoomDetail, params: IdParams }),
    handler: async (request) => ok(await getIzoom(ctx, null, request.params.id)),
  });

  await app.register(izoomPictureRoutes);
  await app.register(izoomGenerationRoutes);
  await app.register(izoomOrderRoutes);
}
