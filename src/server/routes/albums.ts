import { AlbumPaths as P } from '../../shared/api-paths';
import { Role } from '../../shared/constants';
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
import { assertCanChange, assertCanCreate, assertCanSee, canSee } from '../auth/access';
import type { AlbumRow, UserRow } from '../db/schema';
import { albumCovers } from '../presenters/albums';
import { presentIzooms } from '../presenters/izooms';
import { albumIzoomIds, toAlbum } from '../repos/albums';
import { removeQuietly } from '../storage/files';
import { type App, currentUser } from '../types';
import { albumCillRoutes } from './album-cill';
import { assertGroupsValid, assertPositionsValid, assertPosterValid } from './albums-validation';
import { spec } from './define';

const TAG = 'albums';
const WHAT = 'album';

export async function albumsRoutes(app: App) {
  const { repos } = app;

  /** The album with the izooms of its groups that `viewer` may see (in group order). */
  async function withIzooms(row: AlbumRow, viewer: UserRow | null) {
    const album = toAlbum(row);
    const ids = albumIzoomIds(album);
    const rows = new Map((await repos.izooms.findByIds(ids)).map((r) => [r.id, r]));
    const visible = ids.flatMap((id) => {
      const izoom = rows.get(id);
      return izoom && canSee(viewer, izoom) ? [izoom] : [];
    });
    return { ...album, izooms: await presentIzooms(repos, visible) };
  }

  app.route({
    ...spec(P.create, { tag: TAG, auth: 'user', data: Album, status: 201, body: AlbumCreate }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      assertCanCreate(user);
      await assertPosterValid(repos, user.id, request.body.posterIzoomId);
      const row = await repos.albums.create(user.id, request.body);
      return reply.status(201).send(ok(toAlbum(row), 'Album created'));
    },
  });

  app.route({
    ...spec(P.get, { tag: TAG, auth: 'user', data: AlbumPage, querystring: ListQuery }),
    handler: async (request) => {
      const user = currentUser(request);
      const filter =
        user.role === Role.Admin ? {} : user.role === Role.Guest ? { publicOnly: true } : { ownerId: user.id };
      const page = await repos.albums.list(filter, request.query);
      const albums = page.items.map(toAlbum);
      const covers = await albumCovers(repos, albums, user);
      return ok({
        ...page,
        items: albums.map((a, i) => ({ ...a, poster: covers[i].poster, izoomCount: covers[i].izoomCount })),
      });
    },
  });

  app.route({
    ...spec(P.publicAlbumV2, { tag: TAG, auth: 'none', data: AlbumSummaryPage, querystring: ListQuery }),
    handler: async (request) => {
      const page = await repos.albums.list({ publicOnly: true }, request.query);
      const albums = page.items.map(toAlbum);
      const covers = await albumCovers(repos, albums, null);
      const items = albums.map((a, i) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        updatedAt: a.updatedAt,
        ...covers[i],
      }));
      return ok({ ...page, items });
    },
  });

  app.route({
    ...spec(P.getById, { tag: TAG, auth: 'user', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) => {
      const user = currentUser(request);
      return ok(await withIzooms(assertCanSee(user, await repos.albums.findById(request.params.id), WHAT), user));
    },
  });

  app.route({
    ...spec(P.publicGetById, { tag: TAG, auth: 'none', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) =>
      ok(await withIzooms(assertCanSee(null, await repos.albums.findById(request.params.id), WHAT), null)),
  });

  app.route({
    ...spec(P.update, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumUpdate }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.albums.findById(request.params.id), WHAT);
      await assertPosterValid(repos, row.owner_id, request.body.posterIzoomId);
      return ok(toAlbum(await repos.albums.update(row.id, request.body)), 'Album updated');
    },
  });

  app.route({
    ...spec(P.delete, { tag: TAG, auth: 'user', data: IdParams, params: IdParams }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.albums.findById(request.params.id), WHAT);
      await repos.albums.delete(row.id);
      await removeQuietly(app.storage.albumMedia(row.id));
      return ok({ id: row.id }, 'Album deleted');
    },
  });

  app.route({
    ...spec(P.updateGroup, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumGroupsBody }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.albums.findById(request.params.id), WHAT);
      await assertGroupsValid(repos, row.owner_id, request.body.groups);
      return ok(toAlbum(await repos.albums.setGroups(row, request.body.groups)), 'Groups saved');
    },
  });

  app.route({
    ...spec(P.updatePosition, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumPositionsBody }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.albums.findById(request.params.id), WHAT);
      assertPositionsValid(toAlbum(row), request.body.positions);
      return ok(toAlbum(await repos.albums.mergePositions(row, request.body.positions)), 'Position saved');
    },
  });

  await app.register(albumCillRoutes);
}
