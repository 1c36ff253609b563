import path from 'node:path';
import { ErrorCode } from '../../shared/envelope';
import { isGlbHead, isGltfJsonHead } from '../../shared/scene-file/glb';
import type { Album } from '../../shared/schemas/albums';
import type { UserRow } from '../db/schema';
import { ApiError, invalid } from '../errors';
import { ACCEPTED_PICTURES, PictureRejectedError, readHead } from '../imaging/inspect';
import { normalizePanorama } from '../imaging/panorama';
import { sniffPicture } from '../imaging/sniff';
import { refused } from '../pictures/ingest';
import { presentAlbum } from '../presenters/albums';
import { type StoredSceneFile, storedSceneFile } from '../repos/albums';
import { newMediaKey } from '../storage/layout';
import { checkSceneUpload } from '../uploads/glb';
import type { Receive } from '../uploads/incoming';
import { withIncoming } from '../uploads/incoming';
import { changeableAlbum } from './albums';
import type { UseCaseContext } from './context';

const unsupported = (message: string, file: string) =>
  new ApiError(415, ErrorCode.UnsupportedMediaType, message, { file });

/** A new scene file (a .glb model or a 2:1 panorama), or `{ remove: true }` to clear it. */
export type SceneChoice = { upload: Receive } | { remove: boolean | undefined };

/** Receives one file into the album's scene folder under a new key: what the row will say about it. */
async function receiveScene(ctx: UseCaseContext, albumId: number, upload: Receive): Promise<StoredSceneFile> {
  const { config, storage, store } = ctx;
  return withIncoming(ctx, async (dir) => {
    const { files } = await upload(dir, { ...config.uploads, maxFiles: 1 });
    if (files.length !== 1) throw invalid('body.file', 'file is required');
    const [file] = files;
    const head = await readHead(file.path);
    const key = newMediaKey();
    const target = storage.sceneFileDir(albumId, key);
    if (isGlbHead(head) || isGltfJsonHead(head)) {
      await checkSceneUpload(file, config.scene);
      await store.moveIn(`${target}/scene.glb`, file.path);
      return { kind: 'glb', key, file: 'scene.glb', name: file.name, bytes: file.bytes };
    }
    if (!sniffPicture(head)) {
      throw unsupported(
        `${file.name} is neither a binary glTF model (.glb) nor a panorama picture (${ACCEPTED_PICTURES})`,
        file.name,
      );
    }
    const out = path.join(dir, 'panorama.jpeg');
    try {
      const size = await normalizePanorama(file.path, file.name, out, config.uploads.maxPicturePixels);
      await store.moveIn(`${target}/panorama.jpeg`, out);
      return { kind: 'panorama', key, file: 'panorama.jpeg', name: file.name, bytes: file.bytes, ...size };
    } catch (err) {
      throw err instanceof PictureRejectedError ? refused(err) : err;
    }
  });
}

/** The album's scene replaced or cleared; the old file goes once the row no longer names it. */
export async function saveSceneFile(
  ctx: UseCaseContext,
  user: UserRow,
  id: number,
  choice: SceneChoice,
): Promise<{ album: Album; saved: boolean }> {
  const album = await changeableAlbum(ctx, user, id);
  const previous = storedSceneFile(album);
  if ('remove' in choice && choice.remove !== true) throw invalid('body.file', 'file is required');
  const next = 'upload' in choice ? await receiveScene(ctx, album.id, choice.upload) : null;
  const row = await ctx.repos.albums.setSceneFile(album.id, next);
  if (previous) await ctx.store.remove(ctx.storage.sceneFileDir(album.id, previous.key));
  return { album: await presentAlbum(ctx.repos, row, user), saved: next !== null };
}
