import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Izoom } from '../../../shared/schemas/izooms';
import type { IzoomManifest } from '../../../shared/schemas/manifest';
import { sourceFromManifest, type ViewerSource } from '../../../viewer/core/izoom-source';
import { parallelRequestsFor } from '../../../viewer/core/parallel-requests';

/** A published izoom's deep-zoom source from its manifest (immutable URL): one request, cached for the session. */
export const manifestSourceQuery = (manifestUrl: string) =>
  queryOptions({
    queryKey: ['izoom-manifest', manifestUrl],
    queryFn: async (): Promise<ViewerSource> => {
      const url = new URL(manifestUrl, window.location.href).href;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const manifest = (await response.json()) as IzoomManifest;
      return { ...sourceFromManifest(manifest, url), parallelRequests: parallelRequestsFor(url) };
    },
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
