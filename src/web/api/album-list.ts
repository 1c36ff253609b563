import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AlbumPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { AlbumListItem } from '../../shared/schemas/albums';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';
import { type ListParams, listSearch } from './list-params';

/** `GET /albums/get` with search, sort and paging: the albums the caller manages. */
export const fetchAlbumList = async (api: ApiClient, params: ListParams): Promise<Page<AlbumListItem>> =>
  unwrap(await api.get<Page<AlbumListItem>>(`${AlbumPaths.get.path}${listSearch(params)}`));

export const albumListQuery = (api: ApiClient, params: ListParams) =>
  queryOptions({
    queryKey: ['albums', 'list', params],
    queryFn: () => fetchAlbumList(api, params),
    placeholderData: keepPreviousData,
  });

export const useAlbumList = (params: ListParams) =>
  useQuery({ ...albumListQuery(useApi(), params), select: useDemoTexts() });
