import { randomUUID } from 'node:crypto';
import type { IiifPictureBody } from '../../shared/schemas/admin';
import type { IzoomDetail, SkippedFile, UploadResult } from '../../shared/schemas/izooms';
import type { PictureRow, UserRow } from '../db/schema';
import { invalid, notFound } from '../errors';
import { unpublishPicture } from '../generation/republish';
import { addIiifPicture } from '../pictures/add-iiif';
import { addZip } from '../pictures/add-zip';
import { addPictures, assertNotGenerating, checkPictures, removePictureFiles } from '../pictures/ingest';
import { refreshPoster, setPosterFromPicture, setPosterFromUpload } from '../pictures/posters';
import { replacePictureImage } from '../pictures/replace-image';
import { presentIzoomDetail, toPicture } from '../presenters/izooms';
import type { Receive } from '../uploads/incoming';
import { withIncoming } from '../uploads/incoming';
import type { UseCaseContext } from './context';
import { changeableIzoom } from './izooms';

/** The izoom as it is now, with the pictures just added and the files left out. */
export async function uploadResult(
  ctx: UseCaseContext,
  izoomId: number,
  added: PictureRow[],
  skipped: SkippedFile[],
): Promise<UploadResult> {
  const izoom = await ctx.repos.izooms.getById(izoomId);
  return { izoom: await presentIzoomDetail(ctx.repos, izoom), added: added.map((p) => toPicture(izoom, p)), skipped };
}

const detailOf = async (ctx: UseCaseContext, izoomId: number) =>
  presentIzoomDetail(ctx.repos, await ctx.repos.izooms.getById(izoomId));

/** Adds the uploaded pictures, all or none (one it cannot use refuses the upload). */
export async function uploadPictures(ctx: UseCaseContext, user: UserRow, id: number, receive: Receive) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  return withIncoming(ctx, async (dir) => {
    const { files } = await receive(dir, ctx.config.uploads);
    if (files.length === 0) throw invalid('body.files', 'files is required');
    const { checked } = await checkPictures(ctx, files, true);
    const fresh = await ctx.repos.izooms.getById(izoom.id);
    assertNotGenerating(fresh);
    const added = await addPictures(ctx, fresh, checked);
    await refreshPoster(ctx, izoom.id);
    return uploadResult(ctx, izoom.id, added, []);
  });
}

/** Adds the pictures of one zip; files it cannot use are skipped and listed. */
export async function uploadZip(ctx: UseCaseContext, user: UserRow, id: number, receive: Receive) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  return withIncoming(ctx, async (dir) => {
    const { added, skipped } = await addZip(ctx, receive, izoom, dir);
    return uploadResult(ctx, izoom.id, added, skipped);
  });
}

/** `izooms/add-iiif-picture`: an outside IIIF image after the izoom's last picture. */
export async function addOutsidePicture(ctx: UseCaseContext, user: UserRow, id: number, body: IiifPictureBody) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  const added = await addIiifPicture(ctx, izoom, body);
  return uploadResult(ctx, izoom.id, [added], []);
}

/** `update-img`: a picture's image replaced, its id and place kept. */
export async function replacePicture(ctx: UseCaseContext, user: UserRow, id: number, receive: Receive) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  return withIncoming(ctx, async (dir) => {
    const { files, fields } = await receive(dir, { ...ctx.config.uploads, maxFiles: 1 });
    await replacePictureImage(ctx, izoom, fields.pictureId, files);
    return detailOf(ctx, izoom.id);
  });
}

/** The picture goes, with its files and from the published izoom. */
export async function deletePicture(ctx: UseCaseContext, user: UserRow, id: number, pictureId: number) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  const picture = await ctx.repos.pictures.findInIzoom(izoom.id, pictureId);
  if (!picture) throw notFound('picture');
  await ctx.repos.pictures.delete(picture.id);
  await removePictureFiles(ctx, izoom, picture);
  await unpublishPicture(ctx, izoom, picture.id);
  await refreshPoster(ctx, izoom.id, picture.id);
  return detailOf(ctx, izoom.id);
}

/** An uploaded poster, one of the pictures (`pictureId`), or back to automatic (`pictureId: null`). */
export type PosterChoice = { upload: Receive } | { pictureId: number | null | undefined };

export async function choosePoster(
  ctx: UseCaseContext,
  user: UserRow,
  id: number,
  choice: PosterChoice,
): Promise<IzoomDetail> {
  const izoom = await changeableIzoom(ctx, user, id);
  if ('upload' in choice) {
    await withIncoming(ctx, async (dir) => {
      const { files } = await choice.upload(dir, { ...ctx.config.uploads, maxFiles: 1 });
      if (files.length !== 1) throw invalid('body.file', 'file is required');
      const { checked } = await checkPictures(ctx, files, true);
      const file = `i/${izoom.id}/poster-${randomUUID()}.${checked[0].format}`;
      await ctx.store.moveIn(ctx.storage.original(file), checked[0].received.path);
      await setPosterFromUpload(ctx, izoom, file);
    });
  } else if (choice.pictureId === null) {
    await ctx.repos.izooms.patch(izoom.id, { poster_origin: 'auto', poster_picture_id: null });
    await refreshPoster(ctx, izoom.id, -1);
  } else {
    if (choice.pictureId === undefined) throw invalid('body.pictureId', 'pictureId is required');
    const picture = await ctx.repos.pictures.findInIzoom(izoom.id, choice.pictureId);
    if (!picture) throw notFound('picture');
    if (picture.iiif_info_url) throw invalid('body.pictureId', 'An outside IIIF image cannot be the poster');
    await setPosterFromPicture(ctx, izoom, picture.id, picture.file);
  }
  return detailOf(ctx, izoom.id);
}

/** `izooms/reorder-pictures`: every picture of the izoom, once, in the new order. */
export async function reorderPictures(ctx: UseCaseContext, user: UserRow, id: number, pictureIds: number[]) {
  const izoom = await changeableIzoom(ctx, user, id);
  assertNotGenerating(izoom);
  const current = new Set((await ctx.repos.pictures.listByIzoom(izoom.id)).map((p) => p.id));
  const stranger = pictureIds.find((pictureId) => !current.has(pictureId));
  if (stranger !== undefined) {
    throw invalid('body.pictureIds', `The requested picture ${stranger} is not found in this izoom`);
  }
  if (pictureIds.length !== current.size) {
    throw invalid('body.pictureIds', 'pictureIds must name every picture of the izoom once');
  }
  await ctx.repos.pictures.reorder(izoom.id, pictureIds);
  return detailOf(ctx, izoom.id);
}
