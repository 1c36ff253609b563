import { randomUUID } from 'node:crypto';
import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams } from '../../shared/schemas/common';
import {
  IzoomDetail,
  PictureIdBody,
  PosterChoiceBody,
  type SkippedFile,
  UploadResult,
} from '../../shared/schemas/izooms';
import type { PictureRow } from '../db/schema';
import { invalid, notFound } from '../errors';
import { unpublishPicture } from '../generation/republish';
import { addZip } from '../pictures/add-zip';
import { addPictures, assertNotGenerating, checkPictures, removePictureFiles } from '../pictures/ingest';
import { refreshPoster, setPosterFromPicture, setPosterFromUpload } from '../pictures/posters';
import { replacePictureImage } from '../pictures/replace-image';
import { presentIzoomDetail, toPicture } from '../presenters/izooms';
import type { App } from '../types';
import { receiveFiles, withIncoming } from '../uploads/incoming';
import { spec } from './define';
import { changeableIzoom } from './izoom-helpers';

const TAG = 'izooms';

export async function uploadResult(app: App, izoomId: number, added: PictureRow[], skipped: SkippedFile[]) {
  const izoom = await app.repos.izooms.getById(izoomId);
  return { izoom: await presentIzoomDetail(app.repos, izoom), added: added.map((p) => toPicture(izoom, p)), skipped };
}

export async function izoomPictureRoutes(app: App) {
  const { repos, config } = app;

  app.route({
    ...spec(P.upload, { tag: TAG, auth: 'user', data: UploadResult, status: 201, params: IdParams }),
    handler: async (request, reply) => {
      const izoom = await changeableIzoom(app, request);
      assertNotGenerating(izoom);
      return withIncoming(app, async (dir) => {
        const { files } = await receiveFiles(request, dir, config.uploads);
        if (files.length === 0) throw invalid('body.files', 'files is required');
        const { checked } = await checkPictures(app, files, true);
        const fresh = await repos.izooms.getById(izoom.id);
        assertNotGenerating(fresh);
        const added = await addPictures(app, fresh, checked);
        await refreshPoster(app, izoom.id);
        const message = added.length === 1 ? '1 picture added' : `${added.length} pictures added`;
        return reply.status(201).send(ok(await uploadResult(app, izoom.id, added, []), message));
      });
    },
  });

  app.route({
    ...spec(P.uploadZip, { tag: TAG, auth: 'user', data: UploadResult, status: 201, params: IdParams }),
    handler: async (request, reply) => {
      const izoom = await changeableIzoom(app, request);
      assertNotGenerating(izoom);
      return withIncoming(app, async (dir) => {
        const { added, skipped } = await addZip(app, request, izoom, dir);
        const message = `${added.length} pictures added${skipped.length ? `, ${skipped.length} files skipped` : ''}`;
        return reply.status(201).send(ok(await uploadResult(app, izoom.id, added, skipped), message));
      });
    },
  });

  app.route({
    ...spec(P.updateImg, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams }),
    handler: async (request) => {
      const izoom = await changeableIzoom(app, request);
      assertNotGenerating(izoom);
      return withIncoming(app, async (dir) => {
        const { files, fields } = await receiveFiles(request, dir, { ...config.uploads, maxFiles: 1 });
        await replacePictureImage(app, izoom, fields.pictureId, files);
        return ok(await presentIzoomDetail(repos, await repos.izooms.getById(izoom.id)), 'Picture replaced');
      });
    },
  });

  app.route({
    ...spec(P.deletePicture, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams, body: PictureIdBody }),
    handler: async (request) => {
      const izoom = await changeableIzoom(app, request);
      assertNotGenerating(izoom);
      const picture = await repos.pictures.findInIzoom(izoom.id, request.body.pictureId);
      if (!picture) throw notFound('picture');
      await repos.pictures.delete(picture.id);
      await removePictureFiles(app, izoom, picture);
      await unpublishPicture(app, izoom, picture.id);
      await refreshPoster(app, izoom.id, picture.id);
      return ok(await presentIzoomDetail(repos, await repos.izooms.getById(izoom.id)), 'Picture deleted');
    },
  });

  app.route({
    ...spec(P.updatePoster, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams, body: PosterChoiceBody }),
    handler: async (request) => {
      const izoom = await changeableIzoom(app, request);
      if (request.isMultipart()) {
        await withIncoming(app, async (dir) => {
          const { files } = await receiveFiles(request, dir, { ...config.uploads, maxFiles: 1 });
          if (files.length !== 1) throw invalid('body.file', 'file is required');
          const { checked } = await checkPictures(app, files, true);
          const file = `i/${izoom.id}/poster-${randomUUID()}.${checked[0].format}`;
          await app.store.moveIn(app.storage.original(file), checked[0].received.path);
          await setPosterFromUpload(app, izoom, file);
        });
      } else {
        const { pictureId } = request.body;
        if (pictureId === null) {
          await repos.izooms.patch(izoom.id, { poster_origin: 'auto', poster_picture_id: null });
          await refreshPoster(app, izoom.id, -1);
        } else {
          if (pictureId === undefined) throw invalid('body.pictureId', 'pictureId is required');
          const picture = await repos.pictures.findInIzoom(izoom.id, pictureId);
          if (!picture) throw notFound('picture');
          await setPosterFromPicture(app, izoom, picture.id, picture.file);
        }
      }
      return ok(await presentIzoomDetail(repos, await repos.izooms.getById(izoom.id)), 'Poster saved');
    },
  });
}
