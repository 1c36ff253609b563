import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { IzoomRow } from '../db/schema';
import { renderPosters } from '../imaging/posters';
import { removeQuietly } from '../storage/files';
import { newMediaKey, POSTER_WIDTHS } from '../storage/layout';
import type { UseCaseContext } from '../use-cases/context';

type Origin = 'auto' | 'picture' | 'upload';

/** Renders a poster set from the original `file` and publishes it under a new key, replacing the old set. */
async function publishPoster(
  ctx: UseCaseContext,
  izoom: IzoomRow,
  file: string,
  origin: Origin,
  source: { pictureId?: number | null; file?: string | null },
): Promise<IzoomRow> {
  const scratch = path.join(ctx.storage.incoming, `poster-${randomUUID()}`);
  try {
    const input = await ctx.store.localCopy(ctx.storage.original(file), path.join(scratch, 'in'));
    const out = path.join(scratch, 'out');
    const rendered = await renderPosters(input, out, POSTER_WIDTHS, ctx.config.uploads.maxPicturePixels);
    const key = newMediaKey();
    await ctx.store.moveTreeIn(ctx.storage.posterDir(izoom.id, key), out);
    const row = await ctx.repos.izooms.patch(izoom.id, {
      poster_key: key,
      poster_origin: origin,
      poster_picture_id: source.pictureId ?? null,
      poster_file: source.file ?? null,
      poster_width: rendered.width,
      poster_height: rendered.height,
    });
    await dropOldPoster(ctx, izoom, row);
    return row;
  } finally {
    await removeQuietly(scratch);
  }
}

async function dropOldPoster(ctx: UseCaseContext, before: IzoomRow, after: IzoomRow): Promise<void> {
  if (before.poster_key && before.poster_key !== after.poster_key) {
    await ctx.store.remove(ctx.storage.posterDir(before.id, before.poster_key));
  }
  if (before.poster_file && before.poster_file !== after.poster_file) {
    await ctx.store.remove(ctx.storage.original(before.poster_file));
  }
}

export const setPosterFromPicture = async (ctx: UseCaseContext, izoom: IzoomRow, pictureId: number, file: string) =>
  publishPoster(ctx, izoom, file, 'picture', { pictureId });

/** `file` is the uploaded poster's original, already in the store under `originals/`. */
export const setPosterFromUpload = async (ctx: UseCaseContext, izoom: IzoomRow, file: string) =>
  publishPoster(ctx, izoom, file, 'upload', { file });

/**
 * Keeps an automatic poster (or a chosen picture's, if that picture changed or went away) in step with
 * the pictures: the first uploaded picture's, or none when there is none.
 */
export async function refreshPoster(
  ctx: UseCaseContext,
  izoomId: number,
  changedPictureId?: number,
): Promise<IzoomRow> {
  const izoom = await ctx.repos.izooms.findById(izoomId);
  if (!izoom) throw new Error(`izoom ${izoomId} is gone`);
  const pictures = await ctx.repos.pictures.listByIzoom(izoomId);
  const chosen = izoom.poster_origin === 'picture' ? pictures.find((p) => p.id === izoom.poster_picture_id) : undefined;
  if (izoom.poster_origin === 'upload') return izoom;
  if (chosen && chosen.id !== changedPictureId) return izoom;
  // An outside IIIF image has no bytes here to make a poster of: the first uploaded picture's, or none.
  const source = chosen ?? pictures.find((p) => !p.iiif_info_url);
  if (!source) {
    const row = await ctx.repos.izooms.patch(izoomId, {
      poster_key: null,
      poster_origin: null,
      poster_picture_id: null,
      poster_width: null,
      poster_height: null,
    });
    await dropOldPoster(ctx, izoom, row);
    return row;
  }
  const upToDate = izoom.poster_key && izoom.poster_picture_id === source.id && source.id !== changedPictureId;
  if (upToDate) return izoom;
  return publishPoster(ctx, izoom, source.file, chosen ? 'picture' : 'auto', {
    pictureId: source.id,
  });
}
