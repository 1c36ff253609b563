import { AlbumPaths, fillPath, IzoomPaths } from './api-paths';

/**
 * A page's first answers: the server writes into the page's HTML the app config and the answers of the public
 * reads the page makes first (the same for every reader), so that the app starts without waiting for them on a
 * poor link. They sit in a JSON data block (never run, so the CSP's no-inline-script holds) with this id.
 */
export const FIRST_ANSWERS_ID = 'izoom-first-answers';

export interface FirstAnswers {
  /** What `/app-config.json` answers. */
  config: unknown;
  /** Envelopes of successful GETs, by path and query relative to the API base. */
  answers: Record<string, unknown>;
}

/** How many public izooms the homepage lists. */
export const HOME_IZOOMS = 12;

export const publicAlbumsCall = (params: { page?: number; pageSize?: number } = {}): string => {
  const search = new URLSearchParams();
  if (params.page) search.set('page', String(params.page));
  if (params.pageSize) search.set('pageSize', String(params.pageSize));
  return `${AlbumPaths.publicAlbumV2.path}${search.size > 0 ? `?${search}` : ''}`;
};
export const publicIzoomsCall = (pageSize: number): string =>
  `${IzoomPaths.publicList.path}?pageSize=${pageSize}&sort=-updatedAt`;
export const publicAlbumCall = (id: string | number): string => fillPath(AlbumPaths.publicGetById.path, { id });

/** The album an album page (`/album/:id`) shows; undefined on other pages. */
export const albumPageId = (pathname: string): string | undefined => /^\/album\/(\d{1,9})\/?$/.exec(pathname)?.[1];

/** The public reads the app makes first on this page, as it writes them (`publicAlbumsCall()`…). */
export function firstCallsOf(pathname: string): string[] {
  if (pathname === '/') return [publicAlbumsCall(), publicIzoomsCall(HOME_IZOOMS)];
  const id = albumPageId(pathname);
  return id ? [publicAlbumCall(id)] : [];
}

/** The data block's JSON, safe inside `<script>`: no `<` is left to end it early. */
export const firstAnswersJson = (first: FirstAnswers): string => JSON.stringify(first).replaceAll('<', '\\u003c');
