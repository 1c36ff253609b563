import { useQuery } from '@tanstack/react-query';
import { loadViewer, type ViewerModule } from '../../../viewer';

let loaded: ViewerModule | null = null;
let recordTiles = false;
const importViewer = () =>
  loadViewer().then((viewer) => {
    loaded = viewer;
    viewer.recordTileUrls(recordTiles);
    return viewer;
  });
let preloading: ReturnType<typeof importViewer> | null = null;

/** Whether the viewer remembers the addresses of the tiles it loads (off by default; a first visit turns it on). */
export const recordViewerTiles = (on: boolean): void => {
  recordTiles = on;
  loaded?.recordTileUrls(on);
};

/** The addresses of the tiles the viewer has loaded while recording (none before its files are here). */
export const viewerTileUrls = (): string[] => loaded?.recentTileUrls() ?? [];

/**
 * Starts loading the viewer's files now, for a page that will surely show them (/embed, an album), so they come
 * with what it shows rather than after it, and warms the viewer up for that `page` once they are here. A failed
 * preload is forgotten: the query below loads them again.
 */
export const preloadViewerModule = (page: ViewerPage): void => {
  if (preloading) return;
  preloading = importViewer();
  preloading.then(
    (viewer) => viewer.warmUpViewer(page),
    () => {
      preloading = null;
    },
  );
};

type ViewerPage = Parameters<ViewerModule['warmUpViewer']>[0];

/** What the page at `path` shows as soon as it opens: an izoom (/embed), an album's 3D scene, or neither. */
export const viewerPageOf = (path: string): ViewerPage | null => {
  if (/^\/embed\/?$/.test(path)) return 'focus';
  if (/^\/(album|my-album)\/[^/]+\/?$/.test(path)) return 'album';
  return null;
};

/** Called first thing: on a viewer page, its files load alongside the app's own start (config, language). */
export const preloadViewer = (): void => {
  const page = viewerPageOf(window.location.pathname);
  if (page) preloadViewerModule(page);
};

/**
 * The focus viewer's own files (see the viewer's front door, src/viewer/index.ts), loaded when something is first
 * viewed.
 * A failed load is an error the page shows with a retry, not a blank.
 */
export const useViewerModule = () =>
  useQuery({
    queryKey: ['viewer-module'],
    queryFn: () => preloading ?? importViewer(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });

export type { ViewerModule };
