import { AlbumPaths, fillPath } from '../../shared/api-paths';
import type { Album, AlbumUpdate } from '../../shared/schemas/albums';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /albums/update/:id`: name, description, public flag, poster izoom. */
export const useUpdateAlbum = () =>
  useApiMutation(
    (api, { id, ...body }: AlbumUpdate & { id: number }) =>
      api.post<Album>(fillPath(AlbumPaths.update.path, { id }), body),
    () => [adminKeys.albums],
  );
