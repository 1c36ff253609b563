import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { Izoom } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/generate-izoom/:id` (202; CONFLICT while one runs). */
export const useGenerateIzoom = () =>
  useApiMutation(
    (api, id: number) => api.post<Izoom>(fillPath(IzoomPaths.generateIzoom.path, { id })),
    (id) => [['izooms', 'generate-state', id], adminKeys.izooms, adminKeys.summary],
  );
