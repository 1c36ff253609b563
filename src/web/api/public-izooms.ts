import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../shared/envelope';
import { HOME_IZOOMS, publicIzoomsCall } from '../../shared/first-answers';
import type { Izoom } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/** `GET /izooms/public-list`: public izooms, newest first. */
export const fetchPublicIzooms = async (api: ApiClient, pageSize = HOME_IZOOMS): Promise<Page<Izoom>> =>
  unwrap(await api.get<Page<Izoom>>(publicIzoomsCall(pageSize)));

export const publicIzoomsQuery = (api: ApiClient, pageSize = HOME_IZOOMS) =>
  queryOptions({
    queryKey: ['izooms', 'public-list', pageSize],
    queryFn: () => fetchPublicIzooms(api, pageSize),
  });

export const usePublicIzooms = (pageSize = HOME_IZOOMS) =>
  useQuery({ ...publicIzoomsQuery(useApi(), pageSize), select: useDemoTexts() });
