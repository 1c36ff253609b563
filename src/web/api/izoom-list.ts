import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { IzoomPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { Izoom } from '../../shared/schemas/izooms';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';
import { type ListParams, listSearch } from './list-params';

/** `GET /izooms/get` with search, sort and paging: the izooms the caller manages. */
export const fetchIzoomList = async (api: ApiClient, params: ListParams): Promise<Page<Izoom>> =>
  unwrap(await api.get<Page<Izoom>>(`${IzoomPaths.get.path}${listSearch(params)}`));

export const izoomListQuery = (api: ApiClient, params: ListParams) =>
  queryOptions({
    queryKey: ['izooms', 'list', params],
    queryFn: () => fetchIzoomList(api, params),
    placeholderData: keepPreviousData,
  });

export const useIzoomList = (params: ListParams) =>
  useQuery({ ...izoomListQuery(useApi(), params), select: useDemoTexts() });
