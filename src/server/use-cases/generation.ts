import type { GenerateState, Izoom, UploadResult } from '../../shared/schemas/izooms';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { addZip } from '../pictures/add-zip';
import { toIzoom } from '../presenters/izooms';
import type { Receive } from '../uploads/incoming';
import { withIncoming } from '../uploads/incoming';
import type { UseCaseContext } from './context';
import { uploadResult } from './izoom-pictures';
import { changeableIzoom, presentIzoom, visibleIzoom } from './izooms';

const isActive = (state: string) => state === 'queued' || state === 'generating';

/** Whoever may change the izoom may generate it (the queue refuses one with no pictures or a job already). */
export async function startGeneration(ctx: UseCaseContext, user: UserRow, id: number): Promise<Izoom> {
  const izoom = await changeableIzoom(ctx, user, id);
  return presentIzoom(ctx, await ctx.generation.enqueue(izoom));
}

/** Whoever may see the izoom may follow its generation. */
export async function generationState(ctx: UseCaseContext, viewer: UserRow | null, id: number): Promise<GenerateState> {
  return toIzoom(await visibleIzoom(ctx, viewer, id), 0).generate;
}

export async function stopGeneration(ctx: UseCaseContext, user: UserRow, id: number): Promise<GenerateState> {
  const izoom = await changeableIzoom(ctx, user, id);
  if (!(await ctx.generation.stop(izoom.id))) throw conflict('No generation of this izoom is queued or running');
  return toIzoom(await ctx.repos.izooms.getById(izoom.id), 0).generate;
}

/** One zip's pictures added, then a generation queued: refused at once while one is queued or running. */
export async function uploadZipAndGenerate(
  ctx: UseCaseContext,
  user: UserRow,
  id: number,
  receive: Receive,
): Promise<UploadResult> {
  const izoom = await changeableIzoom(ctx, user, id);
  if (isActive(izoom.state)) throw conflict('A generation of this izoom is already queued or running');
  return withIncoming(ctx, async (dir) => {
    const { added, skipped } = await addZip(ctx, receive, izoom, dir);
    await ctx.generation.enqueue(await ctx.repos.izooms.getById(izoom.id));
    return uploadResult(ctx, izoom.id, added, skipped);
  });
}
