import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams, ListQuery } from '../../shared/schemas/common';
import { Izoom, IzoomCreate, IzoomDetail, IzoomPage, IzoomUpdate } from '../../shared/schemas/izooms';
import { assertCanChange, assertCanCreate, assertCanSee } from '../auth/access';
import { PUBLIC_LIST, workspaceOf } from '../auth/visibility';
import type { IzoomRow } from '../db/schema';
import { presentIzoomDetail, presentIzooms } from '../presenters/izooms';
import { izoomChanges } from '../repos/izooms';
import { removeIzoomFiles, updateWithNewKeys } from '../storage/izoom-files';
import { type App, currentUser } from '../types';
import { spec } from './define';
import { izoomGenerationRoutes } from './izoom-generation';
import { izoomOrderRoutes } from './izoom-order';
import { izoomPictureRoutes } from './izoom-pictures';

const TAG = 'izooms';
const WHAT = 'izoom';

export async function izoomsRoutes(app: App) {
  const { repos } = app;
  const pageOf = async (page: Awaited<ReturnType<typeof repos.izooms.list>>) => ({
    ...page,
    items: await presentIzooms(repos, page.items),
  });
  const one = async (row: IzoomRow) => (await presentIzooms(repos, [row]))[0];

  app.route({
    ...spec(P.create, { tag: TAG, auth: 'user', data: Izoom, status: 201, body: IzoomCreate }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      assertCanCreate(user);
      const row = await repos.izooms.create(user.id, request.body);
      return reply.status(201).send(ok(await one(row), 'Izoom created'));
    },
  });

  app.route({
    ...spec(P.get, { tag: TAG, auth: 'user', data: IzoomPage, querystring: ListQuery }),
    handler: async (request) => {
      return ok(await pageOf(await repos.izooms.list(workspaceOf(currentUser(request)), request.query)));
    },
  });

  app.route({
    ...spec(P.getById, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams }),
    handler: async (request) =>
      ok(
        await presentIzoomDetail(
          repos,
          assertCanSee(currentUser(request), await repos.izooms.findById(request.params.id), WHAT),
        ),
      ),
  });

  app.route({
    ...spec(P.update, { tag: TAG, auth: 'user', data: Izoom, params: IdParams, body: IzoomUpdate }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.izooms.findById(request.params.id), WHAT);
      // Keys handed out while it was public must stop working once it is private.
      const updated =
        row.is_public === 1 && request.body.isPublic === false
          ? await updateWithNewKeys(app, row.id, izoomChanges(request.body))
          : await repos.izooms.update(row.id, request.body);
      return ok(await one(updated), 'Izoom updated');
    },
  });

  app.route({
    ...spec(P.delete, { tag: TAG, auth: 'user', data: IdParams, params: IdParams }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.izooms.findById(request.params.id), WHAT);
      await app.generation.stop(row.id);
      await repos.albums.forgetIzoom(row.id);
      await repos.izooms.delete(row.id);
      await removeIzoomFiles(app, row.id);
      return ok({ id: row.id }, 'Izoom deleted');
    },
  });

  app.route({
    ...spec(P.publicList, { tag: TAG, auth: 'none', data: IzoomPage, querystring: ListQuery }),
    handler: async (request) => ok(await pageOf(await repos.izooms.list(PUBLIC_LIST, request.query))),
  });

  app.route({
    ...spec(P.getPublicIzoomById, { tag: TAG, auth: 'none', data: IzoomDetail, params: IdParams }),
    handler: async (request) =>
      ok(await presentIzoomDetail(repos, assertCanSee(null, await repos.izooms.findById(request.params.id), WHAT))),
  });

  await app.register(izoomPictureRoutes);
  await app.register(izoomGenerationRoutes);
  await app.register(izoomOrderRoutes);
}
