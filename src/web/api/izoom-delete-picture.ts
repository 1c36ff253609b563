import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { IzoomDetail } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/delete-picture/:id` `{pictureId}`. */
export const useDeletePicture = () =>
  useApiMutation(
    (api, { id, pictureId }: { id: number; pictureId: number }) =>
      api.post<IzoomDetail>(fillPath(IzoomPaths.deletePicture.path, { id }), { pictureId }),
    () => [adminKeys.izooms, adminKeys.summary],
  );
