import { AdminPaths, fillPath } from '../../shared/api-paths';
import type { IiifPictureBody } from '../../shared/schemas/admin';
import type { UploadResult } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/add-iiif-picture/:id`: an outside IIIF image, as this browser read its info.json. */
export const useAddIiifPicture = () =>
  useApiMutation(
    (api, { id, body }: { id: number; body: IiifPictureBody }) =>
      api.post<UploadResult>(fillPath(AdminPaths.addIiifPicture.path, { id }), body),
    ({ id }) => [adminKeys.izoom(id), adminKeys.izooms],
  );
