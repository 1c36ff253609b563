import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlbumPaths } from '../../shared/api-paths';
import type { Page } from '../../shared/envelope';
import type { AlbumListItem } from '../../shared/schemas/albums';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/** `GET /albums/get`: the albums the signed-in user may manage (all of them for an admin), newest first. */
export const fetchMyAlbums = async (api: ApiClient, pageSize = 24): Promise<Page<AlbumListItem>> =>
  unwrap(await api.get<Page<AlbumListItem>>(`${AlbumPaths.get.path}?pageSize=${pageSize}&sort=-updatedAt`));

export const myAlbumsQuery = (api: ApiClient, pageSize = 24) =>
  queryOptions({
    queryKey: ['albums', 'mine', pageSize],
    queryFn: () => fetchMyAlbums(api, pageSize),
  });

export const useMyAlbums = (pageSize = 24) =>
  useQuery({ ...myAlbumsQuery(useApi(), pageSize), select: useDemoTexts() });
