import type { UseCaseContext } from '../use-cases/context';

/** Removes every version folder of an izoom but the published one. */
export async function removeUnpublishedVersions(ctx: UseCaseContext, izoomId: number): Promise<void> {
  const izoom = await ctx.repos.izooms.findById(izoomId);
  if (!izoom) return;
  const keep = izoom.media_key ? `v${izoom.version}-${izoom.media_key}` : '';
  const dir = ctx.storage.izoomMedia(izoomId);
  const entries = await ctx.store.children(dir);
  await Promise.all(
    entries.filter((name) => name.startsWith('v') && name !== keep).map((name) => ctx.store.remove(`${dir}/${name}`)),
  );
}
