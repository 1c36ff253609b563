import { fetchTile } from './fetch-tile';
import { startTileWorkers, type TileWorkerPool } from './tile-workers';

let workers: TileWorkerPool | null | undefined;

/** How many loaded tiles' addresses are remembered while recording, most recent last. */
const RECENT_MAX = 2000;
const recent = new Set<string>();
let recording = false;

/** Starts or stops remembering the tiles loaded from a server (stopping forgets them). */
export const recordTileUrls = (on: boolean): void => {
  recording = on;
  if (!on) recent.clear();
};

const remember = (url: string): void => {
  if (!recording) return;
  recent.delete(url);
  recent.add(url);
  if (recent.size > RECENT_MAX) recent.delete(recent.values().next().value as string);
};

/** The addresses of the last tiles loaded from a server while recording (a first visit hands them to its service worker). */
export const recentTileUrls = (): string[] => [...recent];

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
  const absolute = new URL(url, document.baseURI).href;
  const bitmap = await (workers ? workers.load(absolute, signal) : fetchTile(absolute, signal));
  remember(absolute);
  return bitmap;
};
