import type { AlbumSearch } from './AlbumPage';

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The search of the album routes: the izoom in focus and its view, or kiosk mode and its dwell. */
export const validateAlbumSearch = (search: Record<string, unknown>): AlbumSearch => ({
  izoom: positiveInt(search.izoom),
  view: typeof search.view === 'string' && search.view ? search.view : undefined,
  // `?kiosk` (with no value) turns kiosk mode on; `kiosk=false` or `kiosk=0` does not.
  kiosk:
    search.kiosk !== undefined && search.kiosk !== null && !['false', '0'].includes(String(search.kiosk))
      ? true
      : undefined,
  dwell: positiveInt(search.dwell),
});
