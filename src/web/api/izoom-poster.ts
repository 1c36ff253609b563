import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { IzoomDetail } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/update-poster/:id`: one of its pictures (`{pictureId}`), or an uploaded image (multipart `file`). */
export type PosterChoice = { id: number; pictureId: number } | { id: number; file: File };

export const useUpdatePoster = () =>
  useApiMutation(
    (api, choice: PosterChoice) => {
      const path = fillPath(IzoomPaths.updatePoster.path, { id: choice.id });
      if ('pictureId' in choice) return api.post<IzoomDetail>(path, { pictureId: choice.pictureId });
      const form = new FormData();
      form.append('file', choice.file, choice.file.name);
      return api.post<IzoomDetail>(path, form);
    },
    ({ id }) => [adminKeys.izoom(id), adminKeys.izooms, adminKeys.albums],
  );
