import { fillPath, IzoomPaths } from '../../shared/api-paths';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/delete/:id`. */
export const useDeleteIzoom = () =>
  useApiMutation(
    (api, id: number) => api.post<{ id: number }>(fillPath(IzoomPaths.delete.path, { id })),
    () => [adminKeys.izooms, adminKeys.albums, adminKeys.summary],
  );
