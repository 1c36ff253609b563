import { AlbumPaths, fillPath } from '../../shared/api-paths';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /albums/delete/:id`. */
export const useDeleteAlbum = () =>
  useApiMutation(
    (api, id: number) => api.post<{ id: number }>(fillPath(AlbumPaths.delete.path, { id })),
    () => [adminKeys.albums, adminKeys.summary],
  );
