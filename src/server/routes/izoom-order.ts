import { AdminPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { PictureOrderBody } from '../../shared/schemas/admin';
import { IdParams } from '../../shared/schemas/common';
import { IzoomDetail } from '../../shared/schemas/izooms';
import { invalid } from '../errors';
import { assertNotGenerating } from '../pictures/ingest';
import { presentIzoomDetail } from '../presenters/izooms';
import type { App } from '../types';
import { spec } from './define';
import { changeableIzoom } from './izoom-helpers';

/** `izooms/reorder-pictures`: every picture of the izoom, once, in the new order. */
export async function izoomOrderRoutes(app: App) {
  const { repos } = app;

  app.route({
    ...spec(P.reorderPictures, {
      tag: 'izooms',
      auth: 'user',
      data: IzoomDetail,
      params: IdParams,
      body: PictureOrderBody,
    }),
    handler: async (request) => {
      const izoom = await changeableIzoom(app, request);
      assertNotGenerating(izoom);
      const { pictureIds } = request.body;
      const current = new Set((await repos.pictures.listByIzoom(izoom.id)).map((p) => p.id));
      const stranger = pictureIds.find((id) => !current.has(id));
      if (stranger !== undefined) {
        throw invalid('body.pictureIds', `The requested picture ${stranger} is not found in this izoom`);
      }
      if (pictureIds.length !== current.size) {
        throw invalid('body.pictureIds', 'pictureIds must name every picture of the izoom once');
      }
      await repos.pictures.reorder(izoom.id, pictureIds);
      return ok(await presentIzoomDetail(repos, await repos.izooms.getById(izoom.id)), 'Order saved');
    },
  });
}
