import { IzoomPaths } from '../../shared/api-paths';
import type { Izoom, IzoomCreate } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/create`. */
export const useCreateIzoom = () =>
  useApiMutation(
    (api, body: IzoomCreate) => api.post<Izoom>(IzoomPaths.create.path, body),
    () => [adminKeys.izooms, adminKeys.summary],
  );
