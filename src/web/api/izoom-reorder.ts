import { AdminPaths, fillPath } from '../../shared/api-paths';
import type { IzoomDetail } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/reorder-pictures/:id` `{pictureIds}`: every picture, in the new order. */
export const useReorderPictures = () =>
  useApiMutation(
    (api, { id, pictureIds }: { id: number; pictureIds: number[] }) =>
      api.post<IzoomDetail>(fillPath(AdminPaths.reorderPictures.path, { id }), { pictureIds }),
    ({ id }) => [adminKeys.izoom(id)],
  );
