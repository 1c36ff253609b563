import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, IzoomPaths } from '../../../shared/api-paths';
import type { Izoom } from '../../../shared/schemas/izooms';
import type { IzoomManifest } from '../../../shared/schemas/manifest';
import { dziSource, izoomSourceWithOutside, loadSampleSource, type ViewerSource } from '../../../viewer';
import { type ApiClient, unwrap } from '../../api/client';
import { useApi } from '../../api/context';
import { fetchIiifInfo } from '../../api/iiif-info';
import { isLoggedIn } from '../../auth';
import { fetchIiifSource } from './iiif-request';

/**
 * An izoom by id (with its manifest's URL when the page knows it: then no API call is needed, offline too), a bare
 * .dzi or a IIIF image's info.json by URL, or the sample izoom of the viewer's data file (shown on first run).
 */
export type SourceRequest =
  | { izoom: number; manifestUrl?: string }
  | { dzi: string }
  | { iiif: string }
  | { sample: true };

/** The request for an izoom: by its manifest when that is known, so that every page asks for it the same way. */
export const izoomRequest = (izoom: number, manifestUrl?: string | null): SourceRequest =>
  manifestUrl ? { izoom, manifestUrl } : { izoom };

const fetchText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

/** An izoom by id (as its owner when signed in, else as a visitor), a bare .dzi by URL, or the sample. */
const fetchSource = async (api: ApiClient, request: SourceRequest): Promise<ViewerSource> => {
  // The data file's reader is one of the viewer's files, loaded only now.
  if ('sample' in request) return loadSampleSource();
  if ('dzi' in request) {
    const url = new URL(request.dzi, window.location.href).href;
    return dziSource(await fetchText(url), url);
  }
  if ('iiif' in request) return fetchIiifSource(new URL(request.iiif, window.location.href).href);
  let published = request.manifestUrl;
  if (!published) {
    const call = isLoggedIn() ? IzoomPaths.getById : IzoomPaths.getPublicIzoomById;
    const izoom = unwrap(await api.get<Izoom>(fillPath(call.path, { id: request.izoom })));
    if (!izoom.manifestUrl) throw new Error('This izoom has not been generated yet.');
    published = izoom.manifestUrl;
  }
  return fetchIzoomSource(published);
};

/**
 * A published izoom's source from its manifest: how every page (focus, album scene, kiosk) builds one. The browser
 * reads its outside IIIF images' info.json too; one that fails is left out (`failedPictures`), not the izoom.
 */
export const fetchIzoomSource = async (manifestUrl: string): Promise<ViewerSource> => {
  const url = new URL(manifestUrl, window.location.href).href;
  return izoomSourceWithOutside(JSON.parse(await fetchText(url)) as IzoomManifest, url, fetchIiifInfo);
};

/** An izoom may be generated anew (a new manifest URL): its source is checked again after this long. */
const IZOOM_SOURCE_STALE_MS = 5 * 60 * 1000;

export const viewerSourceQuery = (api: ApiClient, request: SourceRequest) =>
  queryOptions({
    queryKey: ['viewer-source', request],
    queryFn: () => fetchSource(api, request),
    // Kept in IndexedDB (src/web/offline/query-persistence.ts), so it may come from an earlier visit.
    staleTime: 'izoom' in request ? IZOOM_SOURCE_STALE_MS : Number.POSITIVE_INFINITY,
  });

export const useViewerSource = (request: SourceRequest) => useQuery(viewerSourceQuery(useApi(), request));
