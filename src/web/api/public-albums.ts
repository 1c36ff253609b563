import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../shared/envelope';
import { publicAlbumsCall } from '../../shared/first-answers';
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

export const fetchPublicAlbums = async (api: ApiClient, params: PublicAlbumsParams = {}): Promise<Page<PublicAlbum>> =>
  unwrap(await api.get<Page<PublicAlbum>>(publicAlbumsCall(params)));

export const publicAlbumsQuery = (api: ApiClient, params: PublicAlbumsParams = {}) =>
  queryOptions({
    queryKey: ['albums', 'public-v2', params],
    queryFn: () => fetchPublicAlbums(api, params),
  });

export const usePublicAlbums = (params: PublicAlbumsParams = {}) =>
  useQuery({ ...publicAlbumsQuery(useApi(), params), select: useDemoTexts() });
