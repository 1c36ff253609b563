import type { AlbumSearch } from './AlbumPage';

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The search of the album routes: the izoom in focus and its view. */
export const validateAlbumSearch = (search: Record<string, unknown>): AlbumSearch => ({
  izoom: positiveInt(search.izoom),
  view: typeof search.view === 'string' && search.view ? search.view : undefined,
});
