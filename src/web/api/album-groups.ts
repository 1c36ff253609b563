import { AlbumPaths, fillPath } from '../../shared/api-paths';
import type { Album, AlbumGroup } from '../../shared/schemas/albums';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /albums/update-group/:id` `{groups}`: replaces the album's groups. */
export const useUpdateGroups = () =>
  useApiMutation(
    (api, { id, groups }: { id: number; groups: AlbumGroup[] }) =>
      api.post<Album>(fillPath(AlbumPaths.updateGroup.path, { id }), { groups }),
    ({ id }) => [adminKeys.album(id), adminKeys.albums],
  );
