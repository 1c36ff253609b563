import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlbumPaths, fillPath } from '../../shared/api-paths';
import { publicAlbumCall } from '../../shared/first-answers';
import type { AlbumWithIzooms } from '../../shared/schemas/albums';
import { type ApiClient, unwrap } from './client';
import { useApi } from './context';
import { useDemoTexts } from './demo-texts';

/**
 * One album with its izooms. `public` reads it as a visitor (`/albums/public/get-by-id/:id`); `mine` as the
 * signed-in user (`/albums/get-by-id/:id`), which also opens their private albums.
 */
export type AlbumScope = 'public' | 'mine';

export const fetchAlbum = async (api: ApiClient, id: string, scope: AlbumScope): Promise<AlbumWithIzooms> => {
  const path = scope === 'mine' ? fillPath(AlbumPaths.getById.path, { id }) : publicAlbumCall(id);
  return unwrap(await api.get<AlbumWithIzooms>(path));
};

export const albumQuery = (api: ApiClient, id: string, scope: AlbumScope) =>
  queryOptions({
    queryKey: ['albums', scope, id],
    queryFn: () => fetchAlbum(api, id, scope),
  });

export const useAlbum = (id: string, scope: AlbumScope) =>
  useQuery({ ...albumQuery(useApi(), id, scope), select: useDemoTexts() });
