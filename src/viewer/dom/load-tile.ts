import { fetchTile } from './fetch-tile';
import { startTileWorkers, type TileWorkerPool } from './tile-workers';

let workers: TileWorkerPool | null | undefined;

/** Starts the tile workers now (they take a moment), so the first view's tiles need not wait for them. */
export const startTileWorkersEarly = (): void => {
  workers ??= startTileWorkers(fetchTile);
};

/**
 * Loads one tile as a decoded bitmap (see fetch-tile.ts): in a tile worker, so a busy main thread does not
 * hold up the requests, or on the main thread while the worker starts and where there is none.
 */
export const loadTile = async (url: string, signal: AbortSignal): Promise<ImageBitmap> => {
  // The sample izoom's tiles are in the viewer's data file (src/viewer/data/), not on a server.
  if (url.startsWith('izoom-data:')) {
    const { loadViewerData } = await import('../data/load-viewer-data');
    return (await loadViewerData()).loadTile(url, signal);
  }
  startTileWorkersEarly();
  // A worker resolves URLs against its own script's: give it an absolute one.
  return workers ? workers.load(new URL(url, document.baseURI).href, signal) : fetchTile(url, signal);
};
