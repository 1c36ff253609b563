import { AdminPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { PictureOrderBody } from '../../shared/schemas/admin';
import { IdParams } from '../../shared/schemas/common';
import { IzoomDetail } from '../../shared/schemas/izooms';
import { type App, currentUser } from '../types';
import { reorderPictures } from '../use-cases/izoom-pictures';
import { spec } from './define';

/** `izooms/reorder-pictures`: every picture of the izoom, once, in the new order. */
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
}
