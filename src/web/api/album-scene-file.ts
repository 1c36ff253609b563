import { AlbumPaths, fillPath } from '../../shared/api-paths';
import type { Album } from '../../shared/schemas/albums';
import type { ApiClient, ApiResult } from './client';
import { adminKeys, useApiMutation } from './mutation';
import type { Upload } from './use-upload';

const path = (id: number) => fillPath(AlbumPaths.updateSceneFile.path, { id });

/** `POST /albums/update-cill-file/:id` with the scene file (a .glb model or a 2:1 panorama) in `file`. */
export const uploadSceneFile = (
  upload: Upload,
  id: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<ApiResult<Album>> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<Album>(path(id), form, onProgress);
};

/** The same call with `{remove: true}`: back to the built-in gallery. */
export const useRemoveSceneFile = () =>
  useApiMutation(
    (api: ApiClient, id: number) => api.post<Album>(path(id), { remove: true }),
    (id) => [adminKeys.album(id)],
  );
