/**
 * Fetches one tile and decodes it with `createImageBitmap` (which decodes off the calling thread). Only an
 * image answer counts: an HTML error page or an empty body is a failure, so the scheduler retries it.
 * Used on the main thread and in the tile workers alike.
 */
export const fetchTile = async (url: string, signal: AbortSignal): Promise<ImageBitmap> => {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Tile ${url}: HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/') || blob.size === 0) throw new Error(`Tile ${url} is not an image`);
  return createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
};

/** What the page asks a tile worker: load a tile (absolute URL), or drop a load. */
export type ToTileWorker = { load: number; url: string } | { abort: number };

/** What a tile worker answers: it is running, a tile's bitmap (transferred), or why a load failed. */
export type FromTileWorker = { ready: true } | { id: number; bitmap: ImageBitmap } | { id: number; error: string };
