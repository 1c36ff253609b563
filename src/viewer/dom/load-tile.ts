/**
 * Fetches one tile and decodes it with `createImageBitmap`, which decodes off the main thread. Only an
 * image answer counts: an HTML error page or an empty body is a failure, so the scheduler retries it.
 */
export const loadTile = async (url: string, signal: AbortSignal): Promise<ImageBitmap> => {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Tile ${url}: HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/') || blob.size === 0) throw new Error(`Tile ${url} is not an image`);
  return createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
};
