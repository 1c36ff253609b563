import type { IzoomRow } from '../db/schema';
import { invalid, notFound } from '../errors';
import { readTextValue } from '../plugins/strict-input';
import type { ReceivedFile } from '../uploads/incoming';
import type { UseCaseContext } from '../use-cases/context';
import { checkPictures, placePicture, removePictureFiles } from './ingest';
import { refreshPoster } from './posters';

/** `update-img`: the picture keeps its id and place; its image, size, hash and thumbnail are new. */
export async function replacePictureImage(
  ctx: UseCaseContext,
  izoom: IzoomRow,
  rawPictureId: string | undefined,
  files: readonly ReceivedFile[],
): Promise<void> {
  const pictureId = readTextValue(rawPictureId, 'integer');
  if (!rawPictureId) throw invalid('body.pictureId', 'pictureId is required');
  if (typeof pictureId !== 'number' || pictureId < 1) throw invalid('body.pictureId', 'pictureId is not valid');
  const picture = await ctx.repos.pictures.findInIzoom(izoom.id, pictureId);
  if (!picture) throw notFound('picture');
  if (files.length !== 1) throw invalid('body.file', 'file is required');
  const { checked } = await checkPictures(ctx, files, true);
  const placed = await placePicture(ctx, izoom, checked[0]);
  try {
    await ctx.repos.pictures.replaceImage(picture.id, placed.row);
  } catch (err) {
    await placed.undo();
    throw err;
  }
  await removePictureFiles(ctx, izoom, picture);
  await refreshPoster(ctx, izoom.id, picture.id);
}
