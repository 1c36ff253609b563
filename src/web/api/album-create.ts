import { AlbumPaths } from '../../shared/api-paths';
import type { Album, AlbumCreate } from '../../shared/schemas/albums';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /albums/create`. */
export const useCreateAlbum = () =>
  useApiMutation(
    (api, body: AlbumCreate) => api.post<Album>(AlbumPaths.create.path, body),
    () => [adminKeys.albums, adminKeys.summary],
  );
