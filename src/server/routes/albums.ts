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
import { assertCanChange, assertCanCreate, assertCanSee } from '../auth/access';
import { PUBLIC_LIST, workspaceOf } from '../auth/visibility';
import { presentAlbum, presentAlbumWithIzooms, seeAlbums } from '../presenters/albums';
import { albumChanges } from '../repos/albums';
import { updateWithNewCillKey } from '../storage/album-files';
import { type App, currentUser } from '../types';
import { albumCillRoutes } from './album-cill';
import { assertGroupsValid, assertPositionsValid, assertPosterValid } from './albums-validation';
import { spec } from './define';

const TAG = 'albums';
const WHAT = 'album';

/** Every answer with an album goes through `presenters/albums`: it holds only the izooms the caller may see. */
export async function albumsRoutes(app: App) {
  const { repos } = app;

  app.route({
    ...spec(P.create, { tag: TAG, auth: 'user', data: Album, status: 201, body: AlbumCreate }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      assertCanCreate(user);
      await assertPosterValid(repos, user.id, request.body.posterIzoomId);
      const row = await repos.albums.create(user.id, request.body);
      return reply.status(201).send(ok(await presentAlbum(repos, row, user), 'Album created'));
    },
  });

  app.route({
    ...spec(P.get, { tag: TAG, auth: 'user', data: AlbumPage, querystring: ListQuery }),
    handler: async (request) => {
      const user = currentUser(request);
      const page = await repos.albums.list(workspaceOf(user), request.query);
      const seen = await seeAlbums(repos, page.items, user);
      return ok({ ...page, items: seen.map(({ album, cover }) => ({ ...album, ...cover })) });
    },
  });

  app.route({
    ...spec(P.publicAlbumV2, { tag: TAG, auth: 'none', data: AlbumSummaryPage, querystring: ListQuery }),
    handler: async (request) => {
      const page = await repos.albums.list(PUBLIC_LIST, request.query);
      const items = (await seeAlbums(repos, page.items, null)).map(({ album, cover }) => ({
        id: album.id,
        name: album.name,
        description: album.description,
        posterIzoomId: album.posterIzoomId,
        updatedAt: album.updatedAt,
        ...cover,
      }));
      return ok({ ...page, items });
    },
  });

  app.route({
    ...spec(P.getById, { tag: TAG, auth: 'user', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = assertCanSee(user, await repos.albums.findById(request.params.id), WHAT);
      return ok(await presentAlbumWithIzooms(repos, row, user));
    },
  });

  app.route({
    ...spec(P.publicGetById, { tag: TAG, auth: 'none', data: AlbumWithIzooms, params: IdParams }),
    handler: async (request) => {
      const row = assertCanSee(null, await repos.albums.findById(request.params.id), WHAT);
      return ok(await presentAlbumWithIzooms(repos, row, null));
    },
  });

  app.route({
    ...spec(P.update, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumUpdate }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = assertCanChange(user, await repos.albums.findById(request.params.id), WHAT);
      await assertPosterValid(repos, row.owner_id, request.body.posterIzoomId);
      // The scene file's URL handed out while public must stop working once the album is private.
      const updated =
        row.is_public === 1 && request.body.isPublic === false
          ? await updateWithNewCillKey(app, row.id, albumChanges(request.body))
          : await repos.albums.update(row.id, request.body);
      return ok(await presentAlbum(repos, updated, user), 'Album updated');
    },
  });

  app.route({
    ...spec(P.delete, { tag: TAG, auth: 'user', data: IdParams, params: IdParams }),
    handler: async (request) => {
      const row = assertCanChange(currentUser(request), await repos.albums.findById(request.params.id), WHAT);
      await repos.albums.delete(row.id);
      await app.store.remove(app.storage.albumMedia(row.id));
      return ok({ id: row.id }, 'Album deleted');
    },
  });

  app.route({
    ...spec(P.updateGroup, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumGroupsBody }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = assertCanChange(user, await repos.albums.findById(request.params.id), WHAT);
      await assertGroupsValid(repos, row.owner_id, request.body.groups);
      return ok(
        await presentAlbum(repos, await repos.albums.setGroups(row, request.body.groups), user),
        'Groups saved',
      );
    },
  });

  app.route({
    ...spec(P.updatePosition, { tag: TAG, auth: 'user', data: Album, params: IdParams, body: AlbumPositionsBody }),
    handler: async (request) => {
      const user = currentUser(request);
      const row = assertCanChange(user, await repos.albums.findById(request.params.id), WHAT);
      assertPositionsValid(await presentAlbum(repos, row, user), request.body.positions);
      const saved = await repos.albums.mergePositions(row, request.body.positions);
      return ok(await presentAlbum(repos, saved, user), 'Position saved');
    },
  });

  await app.register(albumCillRoutes);
}
