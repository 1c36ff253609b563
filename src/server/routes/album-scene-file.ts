import { AlbumPaths as P } from '../../shared/api-paths';
import { ok } from '../../shared/envelope';
import { Album, SceneFileRemoveBody } from '../../shared/schemas/albums';
import { IdParams } from '../../shared/schemas/common';
import { type App, currentUser } from '../types';
import { receiverOf } from '../uploads/incoming';
import { saveSceneFile } from '../use-cases/album-scene';
import { spec } from './define';

/** `albums/update-cill-file`: the album's scene, a .glb model or a 2:1 panorama; JSON {remove: true} clears it. */
export async function albumSceneFileRoutes(app: App) {
  app.route({
    ...spec(P.updateSceneFile, {
      tag: 'albums',
      auth: 'user',
      data: Album,
      params: IdParams,
      body: SceneFileRemoveBody,
    }),
    handler: async (request) => {
      const choice = request.isMultipart() ? { upload: receiverOf(request) } : { remove: request.body.remove };
      const { album, saved } = await saveSceneFile(app.useCases, currentUser(request), request.params.id, choice);
      return ok(album, saved ? 'Scene file saved' : 'Scene file removed');
    },
  });
}
