import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { IzoomDetail } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/update-img/:id`: multipart `pictureId` and `file`, a new image for one picture. */
export const useReplaceImage = () =>
  useApiMutation(
    (api, { id, pictureId, file }: { id: number; pictureId: number; file: File }) => {
      const form = new FormData();
      form.append('pictureId', String(pictureId));
      form.append('file', file, file.name);
      return api.post<IzoomDetail>(fillPath(IzoomPaths.updateImg.path, { id }), form);
    },
    ({ id }) => [adminKeys.izoom(id), adminKeys.summary],
  );
