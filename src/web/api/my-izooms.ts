import { queryOptions, useQuery } from '@tanstack/react-query';
import { IzoomPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { Izoom } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/** `GET /izooms/get`: the izooms the signed-in user may manage (all of them for an admin), newest first. */
export const fetchMyIzooms = async (api: ApiClient, pageSize = 24): Promise<Page<Izoom>> =>
  unwrap(await api.get<Page<Izoom>>(`${IzoomPaths.get.path}?pageSize=${pageSize}&sort=-updatedAt`));

export const myIzoomsQuery = (api: ApiClient, pageSize = 24) =>
  queryOptions({
    queryKey: ['izooms', 'mine', pageSize],
    queryFn: () => fetchMyIzooms(api, pageSize),
  });

export const useMyIzooms = (pageSize = 24) =>
  useQuery({ ...myIzoomsQuery(useApi(), pageSize), select: useDemoTexts() });
