import { AdminPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { IiifPictureBody, PictureOrderBody } from '../../shared/schemas/admin';
import { IdParams } from '../../shared/schemas/common';
import { IzoomDetail, UploadResult } from '../../shared/schemas/izooms';
import { type App, currentUser } from '../types';
import { addOutsidePicture, reorderPictures } from '../use-cases/izoom-pictures';
import { spec } from './define';

/** The admin area's own izoom calls: `izooms/reorder-pictures` and `izooms/add-iiif-picture`. */
export async function izoomOrderRoutes(app: App) {
  app.route({
    ...spec(P.reorderPictures, {
      tag: 'izooms',
      auth: 'user',
      data: IzoomDetail,
      params: IdParams,
      body: PictureOrderBody,
    }),
    handler: async (request) =>
      ok(
        await reorderPictures(app.useCases, currentUser(request), request.params.id, request.body.pictureIds),
        'Order saved',
      ),
  });

  app.route({
    ...spec(P.addIiifPicture, {
      tag: 'izooms',
      auth: 'user',
      data: UploadResult,
      status: 201,
      params: IdParams,
      body: IiifPictureBody,
    }),
    handler: async (request, reply) => {
      const result = await addOutsidePicture(app.useCases, currentUser(request), request.params.id, request.body);
      return reply.status(201).send(ok(result, 'IIIF image added'));
    },
  });
}
