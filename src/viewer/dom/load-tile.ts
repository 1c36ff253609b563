/**
 * Fetches one tile and decodes it with `createImageBitmap`, which decodes off the main thread. Only an
 * image answer counts: an HTML error page or an empty body is a failure, so the scheduler retries it.
 */
export const loadTile = async (url: string, signal: AbortSignal): Promise<ImageBitmap> => {
  // The sample izoom's tiles are in the viewer's data file (src/viewer/data/), not on a server.
  if (url.startsWith('izoom-data:')) {
    const { loadViewerData } = await import('../data/load-viewer-data');
    return (await loadViewerData()).loadTile(url, signal);
  }
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Tile ${url}: HTTP ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/') || blob.size === 0) throw new Error(`Tile ${url} is not an image`);
  return createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
};
