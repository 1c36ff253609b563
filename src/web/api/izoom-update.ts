import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { Izoom, IzoomUpdate } from '../../shared/schemas/izooms';
import { adminKeys, useApiMutation } from './mutation';

/** `POST /izooms/update/:id`: name, description, public flag. */
export const useUpdateIzoom = () =>
  useApiMutation(
    (api, { id, ...body }: IzoomUpdate & { id: number }) =>
      api.post<Izoom>(fillPath(IzoomPaths.update.path, { id }), body),
    () => [adminKeys.izooms],
  );
