import { queryOptions, useQuery } from '@tanstack/react-query';
import { IzoomPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { Izoom } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/** `GET /izooms/public-list`: public izooms, newest first. */
export const fetchPublicIzooms = async (api: ApiClient, pageSize = 12): Promise<Page<Izoom>> =>
  unwrap(await api.get<Page<Izoom>>(`${IzoomPaths.publicList.path}?pageSize=${pageSize}&sort=-updatedAt`));

export const publicIzoomsQuery = (api: ApiClient, pageSize = 12) =>
  queryOptions({
    queryKey: ['izooms', 'public-list', pageSize],
    queryFn: () => fetchPublicIzooms(api, pageSize),
  });

export const usePublicIzooms = (pageSize = 12) =>
  useQuery({ ...publicIzoomsQuery(useApi(), pageSize), select: useDemoTexts() });
