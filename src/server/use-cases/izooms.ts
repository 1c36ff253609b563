import type { Page } from '../../shared/envelope';
import type { ListQuery } from '../../shared/schemas/common';
import type { Izoom, IzoomCreate, IzoomDetail, IzoomUpdate } from '../../shared/schemas/izooms';
import { assertCanChange, assertCanCreate, assertCanSee } from '../auth/access';
import { listFilterOf } from '../auth/visibility';
import type { IzoomRow, UserRow } from '../db/schema';
import { presentIzoomDetail, presentIzooms } from '../presenters/izooms';
import { izoomChanges } from '../repos/izooms';
import { removeIzoomFiles, updateWithNewKeys } from '../storage/izoom-files';
import type { UseCaseContext } from './context';

const WHAT = 'izoom';

export const presentIzoom = async (ctx: UseCaseContext, row: IzoomRow): Promise<Izoom> =>
  (await presentIzooms(ctx.repos, [row]))[0];

/** The izoom `id` if `viewer` (null: a visitor) may see it: someone else's private izoom is not found. */
export async function visibleIzoom(ctx: UseCaseContext, viewer: UserRow | null, id: number): Promise<IzoomRow> {
  return assertCanSee(viewer, await ctx.repos.izooms.findById(id), WHAT);
}

/** The izoom `id` if `user` may change it: not found when they may not see it, forbidden when they only see it. */
export async function changeableIzoom(ctx: UseCaseContext, user: UserRow, id: number): Promise<IzoomRow> {
  return assertCanChange(user, await ctx.repos.izooms.findById(id), WHAT);
}

export async function createIzoom(ctx: UseCaseContext, user: UserRow, input: IzoomCreate): Promise<Izoom> {
  assertCanCreate(user);
  return presentIzoom(ctx, await ctx.repos.izooms.create(user.id, input));
}

/** A signed-in caller's izooms (see workspaceOf), or with `caller` null the public list. */
export async function listIzooms(ctx: UseCaseContext, caller: UserRow | null, query: ListQuery): Promise<Page<Izoom>> {
  const page = await ctx.repos.izooms.list(listFilterOf(caller), query);
  return { ...page, items: await presentIzooms(ctx.repos, page.items) };
}

export async function getIzoom(ctx: UseCaseContext, viewer: UserRow | null, id: number): Promise<IzoomDetail> {
  return presentIzoomDetail(ctx.repos, await visibleIzoom(ctx, viewer, id));
}

export async function updateIzoom(ctx: UseCaseContext, user: UserRow, id: number, input: IzoomUpdate): Promise<Izoom> {
  const row = await changeableIzoom(ctx, user, id);
  // Keys handed out while it was public must stop working once it is private.
  const updated =
    row.is_public === 1 && input.isPublic === false
      ? await updateWithNewKeys(ctx, row.id, izoomChanges(input))
      : await ctx.repos.izooms.update(row.id, input);
  return presentIzoom(ctx, updated);
}

/** Stops its generation, takes it out of every album, then goes with all its files. */
export async function deleteIzoom(ctx: UseCaseContext, user: UserRow, id: number): Promise<{ id: number }> {
  const row = await changeableIzoom(ctx, user, id);
  await ctx.generation.stop(row.id);
  await ctx.repos.albums.forgetIzoom(row.id);
  await ctx.repos.izooms.delete(row.id);
  await removeIzoomFiles(ctx, row.id);
  return { id: row.id };
}
