import path from 'node:path';
import { AlbumPaths as P } from '../../shared/api-paths';
import { ErrorCode, ok } from '../../shared/envelope';
import { isGlbHead, isGltfJsonHead } from '../../shared/scene-file/glb';
import { Album, CillRemoveBody } from '../../shared/schemas/albums';
import { IdParams } from '../../shared/schemas/common';
import { assertCanChange } from '../auth/access';
import { ApiError, invalid } from '../errors';
import { ACCEPTED_PICTURES, PictureRejectedError, readHead } from '../imaging/inspect';
import { normalizePanorama } from '../imaging/panorama';
import { sniffPicture } from '../imaging/sniff';
import { refused } from '../pictures/ingest';
import { presentAlbum } from '../presenters/albums';
import type { StoredCillFile } from '../repos/albums';
import { newMediaKey } from '../storage/layout';
import { type App, currentUser } from '../types';
import { checkSceneUpload } from '../uploads/glb';
import { receiveFiles, withIncoming } from '../uploads/incoming';
import { spec } from './define';

const unsupported = (message: string, file: string) =>
  new ApiError(415, ErrorCode.UnsupportedMediaType, message, { file });

/** `albums/update-cill-file`: the album's scene, a .glb model or a 2:1 panorama; JSON {remove: true} clears it. */
export async function albumCillRoutes(app: App) {
  const { repos, config, storage, store } = app;

  app.route({
    ...spec(P.updateCillFile, { tag: 'albums', auth: 'user', data: Album, params: IdParams, body: CillRemoveBody }),
    handler: async (request) => {
      const user = currentUser(request);
      const album = assertCanChange(user, await repos.albums.findById(request.params.id), 'album');
      const previous = album.cill_file ? (JSON.parse(album.cill_file) as StoredCillFile) : null;
      let next: StoredCillFile | null = null;
      if (!request.isMultipart()) {
        if (request.body.remove !== true) throw invalid('body.file', 'file is required');
      } else {
        next = await withIncoming(app, async (dir) => {
          const { files } = await receiveFiles(request, dir, { ...config.uploads, maxFiles: 1 });
          if (files.length !== 1) throw invalid('body.file', 'file is required');
          const [upload] = files;
          const head = await readHead(upload.path);
          const key = newMediaKey();
          const target = storage.cillDir(album.id, key);
          if (isGlbHead(head) || isGltfJsonHead(head)) {
            await checkSceneUpload(upload, config.scene);
            await store.moveIn(`${target}/scene.glb`, upload.path);
            return { kind: 'glb', key, file: 'scene.glb', name: upload.name, bytes: upload.bytes };
          }
          if (!sniffPicture(head)) {
            throw unsupported(
              `${upload.name} is neither a binary glTF model (.glb) nor a panorama picture (${ACCEPTED_PICTURES})`,
              upload.name,
            );
          }
          const out = path.join(dir, 'panorama.jpeg');
          try {
            const size = await normalizePanorama(upload.path, upload.name, out, config.uploads.maxPicturePixels);
            await store.moveIn(`${target}/panorama.jpeg`, out);
            return { kind: 'panorama', key, file: 'panorama.jpeg', name: upload.name, bytes: upload.bytes, ...size };
          } catch (err) {
            throw err instanceof PictureRejectedError ? refused(err) : err;
          }
        });
      }
      const row = await repos.albums.setCillFile(album.id, next);
      if (previous) await store.remove(storage.cillDir(album.id, previous.key));
      return ok(await presentAlbum(repos, row, user), next ? 'Scene file saved' : 'Scene file removed');
    },
  });
}
