import type { Page } from '../../shared/envelope';
import type {
  Album,
  AlbumCreate,
  AlbumGroup,
  AlbumListItem,
  AlbumPosition,
  AlbumSummary,
  AlbumUpdate,
  AlbumWithIzooms,
} from '../../shared/schemas/albums';
import type { ListQuery } from '../../shared/schemas/common';
import { assertCanChange, assertCanCreate, assertCanSee } from '../auth/access';
import { listFilterOf } from '../auth/visibility';
import type { AlbumRow, UserRow } from '../db/schema';
import { presentAlbum, presentAlbumWithIzooms, seeAlbums } from '../presenters/albums';
import { albumChanges } from '../repos/albums';
import { updateWithNewSceneFileKey } from '../storage/album-files';
import { assertGroupsValid, assertPositionsValid, assertPosterValid } from './album-rules';
import type { UseCaseContext } from './context';

/** Every answer with an album goes through `presenters/albums`: it holds only the izooms the caller may see. */
const WHAT = 'album';

/** The album `id` if `user` may change it: not found when they may not see it, forbidden when they only see it. */
export async function changeableAlbum(ctx: UseCaseContext, user: UserRow, id: number): Promise<AlbumRow> {
  return assertCanChange(user, await ctx.repos.albums.findById(id), WHAT);
}

export async function createAlbum(ctx: UseCaseContext, user: UserRow, input: AlbumCreate): Promise<Album> {
  assertCanCreate(user);
  await assertPosterValid(ctx.repos, user.id, input.posterIzoomId);
  return presentAlbum(ctx.repos, await ctx.repos.albums.create(user.id, input), user);
}

/** A signed-in caller's albums (see workspaceOf), each with the cover and count of what they may see. */
export async function listAlbums(ctx: UseCaseContext, user: UserRow, query: ListQuery): Promise<Page<AlbumListItem>> {
  const page = await ctx.repos.albums.list(listFilterOf(user), query);
  const seen = await seeAlbums(ctx.repos, page.items, user);
  return { ...page, items: seen.map(({ album, cover }) => ({ ...album, ...cover })) };
}

/** The public albums, as summaries of what a visitor may see. */
export async function listPublicAlbums(ctx: UseCaseContext, query: ListQuery): Promise<Page<AlbumSummary>> {
  const page = await ctx.repos.albums.list(listFilterOf(null), query);
  const items = (await seeAlbums(ctx.repos, page.items, null)).map(({ album, cover }) => ({
    id: album.id,
    name: album.name,
    description: album.description,
    posterIzoomId: album.posterIzoomId,
    updatedAt: album.updatedAt,
    ...cover,
  }));
  return { ...page, items };
}

export async function getAlbum(ctx: UseCaseContext, viewer: UserRow | null, id: number): Promise<AlbumWithIzooms> {
  const row = assertCanSee(viewer, await ctx.repos.albums.findById(id), WHAT);
  return presentAlbumWithIzooms(ctx.repos, row, viewer);
}

export async function updateAlbum(ctx: UseCaseContext, user: UserRow, id: number, input: AlbumUpdate): Promise<Album> {
  const row = await changeableAlbum(ctx, user, id);
  await assertPosterValid(ctx.repos, row.owner_id, input.posterIzoomId);
  // The scene file's URL handed out while public must stop working once the album is private.
  const updated =
    row.is_public === 1 && input.isPublic === false
      ? await updateWithNewSceneFileKey(ctx, row.id, albumChanges(input))
      : await ctx.repos.albums.update(row.id, input);
  return presentAlbum(ctx.repos, updated, user);
}

export async function deleteAlbum(ctx: UseCaseContext, user: UserRow, id: number): Promise<{ id: number }> {
  const row = await changeableAlbum(ctx, user, id);
  await ctx.repos.albums.delete(row.id);
  await ctx.store.remove(ctx.storage.albumMedia(row.id));
  return { id: row.id };
}

export async function saveGroups(ctx: UseCaseContext, user: UserRow, id: number, groups: AlbumGroup[]) {
  const row = await changeableAlbum(ctx, user, id);
  await assertGroupsValid(ctx.repos, row.owner_id, groups);
  return presentAlbum(ctx.repos, await ctx.repos.albums.setGroups(row, groups), user);
}

export async function savePositions(ctx: UseCaseContext, user: UserRow, id: number, positions: AlbumPosition[]) {
  const row = await changeableAlbum(ctx, user, id);
  assertPositionsValid(await presentAlbum(ctx.repos, row, user), positions);
  return presentAlbum(ctx.repos, await ctx.repos.albums.mergePositions(row, positions), user);
}
