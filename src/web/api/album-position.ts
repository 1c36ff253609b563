import { AlbumPaths, fillPath } from '../../shared/api-paths';
import type { Album, AlbumPosition } from '../../shared/schemas/albums';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /albums/update-position/:id` `{positions}`: merged by izoom id, so one position moves one izoom. */
export const useUpdatePosition = () =>
  useApiMutation(
    (api, { id, position }: { id: number; position: AlbumPosition }) =>
      api.post<Album>(fillPath(AlbumPaths.updatePosition.path, { id }), { positions: [position] }),
    ({ id }) => [adminKeys.album(id)],
  );
