import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, IzoomPaths } from '../../shared/api-paths';
import type { IzoomDetail } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';
import { adminKeys } from './mutation';

/** `GET /izooms/get-by-id/:id`: one izoom with its pictures in order. */
export const fetchIzoomDetail = async (api: ApiClient, id: number): Promise<IzoomDetail> =>
  unwrap(await api.get<IzoomDetail>(fillPath(IzoomPaths.getById.path, { id })));

export const izoomDetailQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: adminKeys.izoom(id), queryFn: () => fetchIzoomDetail(api, id) });

export const useIzoomDetail = (id: number) => useQuery({ ...izoomDetailQuery(useApi(), id), select: useDemoTexts() });
