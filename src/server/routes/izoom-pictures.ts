import { IzoomPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IdParams } from '../../shared/schemas/common';
import { IzoomDetail, PictureIdBody, PosterChoiceBody, UploadResult } from '../../shared/schemas/izooms';
import { type App, currentUser } from '../types';
import { receiverOf } from '../uploads/incoming';
import { choosePoster, deletePicture, replacePicture, uploadPictures, uploadZip } from '../use-cases/izoom-pictures';
import { spec } from './define';

const TAG = 'izooms';

export async function izoomPictureRoutes(app: App) {
  const ctx = app.useCases;

  app.route({
    ...spec(P.upload, { tag: TAG, auth: 'user', data: UploadResult, status: 201, params: IdParams }),
    handler: async (request, reply) => {
      const result = await uploadPictures(ctx, currentUser(request), request.params.id, receiverOf(request));
      const message = result.added.length === 1 ? '1 picture added' : `${result.added.length} pictures added`;
      return reply.status(201).send(ok(result, message));
    },
  });

  app.route({
    ...spec(P.uploadZip, { tag: TAG, auth: 'user', data: UploadResult, status: 201, params: IdParams }),
    handler: async (request, reply) => {
      const result = await uploadZip(ctx, currentUser(request), request.params.id, receiverOf(request));
      const { added, skipped } = result;
      const message = `${added.length} pictures added${skipped.length ? `, ${skipped.length} files skipped` : ''}`;
      return reply.status(201).send(ok(result, message));
    },
  });

  app.route({
    ...spec(P.updateImg, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams }),
    handler: async (request) =>
      ok(await replacePicture(ctx, currentUser(request), request.params.id, receiverOf(request)), 'Picture replaced'),
  });

  app.route({
    ...spec(P.deletePicture, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams, body: PictureIdBody }),
    handler: async (request) =>
      ok(await deletePicture(ctx, currentUser(request), request.params.id, request.body.pictureId), 'Picture deleted'),
  });

  app.route({
    ...spec(P.updatePoster, { tag: TAG, auth: 'user', data: IzoomDetail, params: IdParams, body: PosterChoiceBody }),
    handler: async (request) => {
      const choice = request.isMultipart() ? { upload: receiverOf(request) } : { pictureId: request.body.pictureId };
      return ok(await choosePoster(ctx, currentUser(request), request.params.id, choice), 'Poster saved');
    },
  });
}
