import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { ErrorCode } from '../../shared/envelope';
import type { SkippedFile } from '../../shared/schemas/izooms';
import type { IzoomRow, PictureRow } from '../db/schema';
import { ApiError, conflict } from '../errors';
import { type InspectedPicture, inspectPicture, PictureRejectedError } from '../imaging/inspect';
import { renderAvif } from '../imaging/posters';
import { newMediaKey, THUMBNAIL_WIDTH } from '../storage/layout';
import type { ReceivedFile } from '../uploads/incoming';
import type { UseCaseContext } from '../use-cases/context';

export const refused = (err: PictureRejectedError) =>
  new ApiError(
    err.tooLarge ? 413 : 415,
    err.tooLarge ? ErrorCode.PayloadTooLarge : ErrorCode.UnsupportedMediaType,
    err.message,
    {
      file: err.file,
    },
  );

export interface CheckedPicture extends InspectedPicture {
  received: ReceivedFile;
  thumbnail: string;
}

/** Inspects each file; `strict` refuses all on the first bad one, otherwise bad ones are skipped and listed. */
export async function checkPictures(ctx: UseCaseContext, files: readonly ReceivedFile[], strict: boolean) {
  const checked: CheckedPicture[] = [];
  const skipped: SkippedFile[] = [];
  for (const received of files) {
    const thumbnail = `${received.path}.thumb.jpeg`;
    try {
      const inspected = await inspectPicture(received.path, received.name, ctx.config.uploads.maxPicturePixels, {
        file: thumbnail,
        size: THUMBNAIL_WIDTH,
      });
      await renderAvif(thumbnail, `${thumbnail}.avif`);
      checked.push({ ...inspected, received, thumbnail });
    } catch (err) {
      if (!(err instanceof PictureRejectedError)) throw err;
      if (strict) throw refused(err);
      skipped.push({ name: received.name, reason: err.message });
    }
  }
  return { checked, skipped };
}

/** The izoom's thumbnails folder key, made on first use. */
export async function thumbsKeyOf(ctx: UseCaseContext, izoom: IzoomRow): Promise<string> {
  if (izoom.thumbs_key) return izoom.thumbs_key;
  const key = newMediaKey();
  await ctx.repos.izooms.patch(izoom.id, { thumbs_key: key });
  izoom.thumbs_key = key;
  return key;
}

/**
 * Moves a checked picture's original and thumbnail into place under a fresh random name.
 * Files first, rows after: a crash in between leaves only unreferenced files (a local store's start-up sweep removes them).
 */
export async function placePicture(ctx: UseCaseContext, izoom: IzoomRow, picture: CheckedPicture) {
  const { storage, store } = ctx;
  const name = randomUUID();
  const file = `i/${izoom.id}/${name}.${picture.format}`;
  const thumbnail = `${storage.thumbsDir(izoom.id, await thumbsKeyOf(ctx, izoom))}/${name}`;
  await store.moveIn(storage.original(file), picture.received.path);
  await store.moveIn(`${thumbnail}.jpeg`, picture.thumbnail);
  await store.moveIn(`${thumbnail}.avif`, `${picture.thumbnail}.avif`);
  const undo = () =>
    Promise.all([
      store.remove(storage.original(file)),
      store.remove(`${thumbnail}.jpeg`),
      store.remove(`${thumbnail}.avif`),
    ]);
  return {
    row: {
      name: picture.received.name,
      format: picture.format,
      width: picture.width,
      height: picture.height,
      bytes: picture.received.bytes,
      hash: picture.received.hash,
      file,
      iiif_info_url: null,
    },
    undo,
  };
}

/** Adds checked pictures after the izoom's last one: all of them, or none. */
export async function addPictures(
  ctx: UseCaseContext,
  izoom: IzoomRow,
  pictures: readonly CheckedPicture[],
): Promise<PictureRow[]> {
  const placed = [];
  try {
    for (const picture of pictures) placed.push(await placePicture(ctx, izoom, picture));
    return await ctx.repos.pictures.append(
      izoom.id,
      placed.map((p) => p.row),
    );
  } catch (err) {
    await Promise.all(placed.map((p) => p.undo()));
    throw err;
  }
}

/** Removes a picture's original and thumbnails (published versions keep theirs until replaced). */
export async function removePictureFiles(ctx: UseCaseContext, izoom: IzoomRow, picture: PictureRow): Promise<void> {
  if (picture.iiif_info_url) return;
  const base = path.posix.basename(picture.file, path.posix.extname(picture.file));
  await ctx.store.remove(ctx.storage.original(picture.file));
  if (!izoom.thumbs_key) return;
  const thumbnail = `${ctx.storage.thumbsDir(izoom.id, izoom.thumbs_key)}/${base}`;
  await Promise.all([ctx.store.remove(`${thumbnail}.jpeg`), ctx.store.remove(`${thumbnail}.avif`)]);
}

/** Pictures stay still while a generation reads them. */
export function assertNotGenerating(izoom: IzoomRow): void {
  if (izoom.state === 'queued' || izoom.state === 'generating') {
    throw conflict('This izoom is being generated: stop the generation before changing its pictures');
  }
}
