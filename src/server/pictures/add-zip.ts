import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '../../shared/envelope';
import { asOneLine, TEXT_LIMITS } from '../../shared/text';
import type { IzoomRow } from '../db/schema';
import { ApiError, invalid } from '../errors';
import type { Receive } from '../uploads/incoming';
import { hashFile } from '../uploads/incoming';
import { extractZipPictures, ZipRefusedError } from '../uploads/zip';
import type { UseCaseContext } from '../use-cases/context';
import { addPictures, assertNotGenerating, checkPictures } from './ingest';
import { refreshPoster } from './posters';

/** Receives one zip and adds its pictures; the shared half of upload-zip and upload-zip-and-generate. */
export async function addZip(ctx: UseCaseContext, receive: Receive, izoom: IzoomRow, dir: string) {
  const { uploads } = ctx.config;
  const { files } = await receive(dir, { maxFiles: 1, maxFileBytes: uploads.maxZipBytes });
  if (files.length !== 1) throw invalid('body.file', 'file is required');
  const extracted = path.join(dir, 'zip');
  await mkdir(extracted);
  let zip: Awaited<ReturnType<typeof extractZipPictures>>;
  try {
    zip = await extractZipPictures(files[0].path, extracted, {
      maxEntries: uploads.maxZipEntries,
      maxUncompressedBytes: uploads.maxZipUncompressedBytes,
      maxRatio: uploads.maxZipRatio,
    });
  } catch (err) {
    if (!(err instanceof ZipRefusedError)) throw err;
    throw new ApiError(
      err.tooLarge ? 413 : 415,
      err.tooLarge ? ErrorCode.PayloadTooLarge : ErrorCode.UnsupportedMediaType,
      err.message,
      { file: files[0].name, ...(err.entry && { entry: err.entry }) },
    );
  }
  const received = await Promise.all(
    zip.pictures.map(async (p) => ({
      name: asOneLine(p.name, TEXT_LIMITS.name),
      path: p.file,
      ...(await hashFile(p.file)),
    })),
  );
  const { checked, skipped } = await checkPictures(ctx, received, false);
  const allSkipped = [...zip.skipped, ...skipped];
  if (checked.length === 0) {
    throw new ApiError(415, ErrorCode.UnsupportedMediaType, `${files[0].name} has no pictures we can use`, {
      file: files[0].name,
      skipped: allSkipped,
    });
  }
  const fresh = await ctx.repos.izooms.getById(izoom.id);
  assertNotGenerating(fresh);
  const added = await addPictures(ctx, fresh, checked);
  await refreshPoster(ctx, izoom.id);
  return { added, skipped: allSkipped };
}
