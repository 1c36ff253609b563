import { useQuery } from '@tanstack/react-query';
import { loadAlbumScene, loadTileLoader, loadViewer, type ViewerModule } from '../../../viewer';

type TileLoader = Awaited<ReturnType<typeof loadTileLoader>>;

let tiles: TileLoader | null = null;
let recordTiles = false;
/** Tile loading, shared by both views: where the tiles' addresses are recorded. */
const importTiles = () =>
  loadTileLoader().then((loader) => {
    tiles = loader;
    loader.recordTileUrls(recordTiles);
    return loader;
  });
const importViewer = () => Promise.all([loadViewer(), importTiles()]).then(([viewer]) => viewer);
let preloading: ReturnType<typeof importViewer> | null = null;

/** Whether the viewer remembers the addresses of the tiles it loads (off by default; a first visit turns it on). */
export const recordViewerTiles = (on: boolean): void => {
  recordTiles = on;
  tiles?.recordTileUrls(on);
};

/** The addresses of the tiles the viewer has loaded while recording (none before its files are here). */
export const viewerTileUrls = (): string[] => tiles?.recentTileUrls() ?? [];

/**
 * Starts loading the focus view's files now, for a page that will surely show an izoom (/embed), or one about
 * to (an izoom chosen in the album scene), and warms it up once they are here. A failed preload is forgotten:
 * the query below loads them again.
 */
export const preloadFocusViewer = (): void => {
  if (preloading) return;
  preloading = importViewer();
  preloading.then(
    (viewer) => viewer.warmUpViewer(),
    () => {
      preloading = null;
    },
  );
};

/**
 * An album page loads its scene's files alongside the app's own start, and starts the tile workers; not the focus
 * view's, which hold three.js (the scene draws it in a worker): those load when an izoom is chosen.
 */
const preloadAlbumScene = (): void => {
  void importTiles().then(
    (loader) => loader.startTileWorkersEarly(),
    () => undefined,
  );
  void loadAlbumScene().catch(() => undefined);
};

type ViewerPage = 'focus' | 'album';

/** What the page at `path` shows as soon as it opens: an izoom (/embed), an album's 3D scene, or neither. */
export const viewerPageOf = (path: string): ViewerPage | null => {
  if (/^\/embed\/?$/.test(path)) return 'focus';
  if (/^\/(album|my-album)\/[^/]+\/?$/.test(path)) return 'album';
  return null;
};

/** Called at the app's start: on a viewer page, its files load alongside the rest of it (config, language). */
export const preloadViewer = (): void => {
  const page = viewerPageOf(window.location.pathname);
  if (page === 'focus') preloadFocusViewer();
  else if (page === 'album') preloadAlbumScene();
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
