import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Izoom } from '../../../shared/schemas/izooms';
import type { ViewerSource } from '../../../viewer';
import { fetchIzoomSource } from '../viewer';

/** A published izoom's deep-zoom source from its manifest (immutable URL): one request, cached for the session. */
export const manifestSourceQuery = (manifestUrl: string) =>
  queryOptions({
    queryKey: ['izoom-manifest', manifestUrl],
    queryFn: () => fetchIzoomSource(manifestUrl),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Loads the sources of an album's izooms, by id, through the query cache. */
export const albumSourceLoader =
  (queryClient: QueryClient, izooms: readonly Izoom[]) =>
  async (izoomId: number): Promise<ViewerSource> => {
    const manifestUrl = izooms.find((izoom) => izoom.id === izoomId)?.manifestUrl;
    if (!manifestUrl) throw new Error(`Izoom ${izoomId} has no published version`);
    return queryClient.fetchQuery(manifestSourceQuery(manifestUrl));
  };
