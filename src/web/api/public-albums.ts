import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlbumPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { AlbumSummary } from '../../shared/schemas/albums';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/** One album of the public listing (`GET /albums/public-album-v2`). */
export type PublicAlbum = AlbumSummary;

export interface PublicAlbumsParams {
  page?: number;
  pageSize?: number;
}

export const fetchPublicAlbums = async (
  api: ApiClient,
  params: PublicAlbumsParams = {},
): Promise<Page<PublicAlbum>> => {
  const search = new URLSearchParams();
  if (params.page) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  const query = search.size > 0 ? `?${search}` : '';
  return unwrap(await api.get<Page<PublicAlbum>>(`${AlbumPaths.publicAlbumV2.path}${query}`));
};

export const publicAlbumsQuery = (api: ApiClient, params: PublicAlbumsParams = {}) =>
  queryOptions({
    queryKey: ['albums', 'public-v2', params],
    queryFn: () => fetchPublicAlbums(api, params),
  });

export const usePublicAlbums = (params: PublicAlbumsParams = {}) =>
  useQuery({ ...publicAlbumsQuery(useApi(), params), select: useDemoTexts() });
