import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { GenerateState } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/stop-generate/:id`: stops a queued or running generation. */
export const useStopGenerate = () =>
  useApiMutation(
    (api, id: number) => api.post<GenerateState>(fillPath(IzoomPaths.stopGenerate.path, { id })),
    (id) => [['izooms', 'generate-state', id], adminKeys.izooms, adminKeys.summary],
  );
