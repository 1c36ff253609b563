/** Tile requests in flight at once over HTTP/1.1: a browser's connections to one host. */
export const HTTP1_PARALLEL_REQUESTS = 6;
/** Over HTTP/2 and 3 one connection carries them all: about a whole view's tiles at once (1280 × 800 shows 24 to 35). */
export const MULTIPLEXED_PARALLEL_REQUESTS = 32;

/** How many tile requests to keep in flight to a server that answered over `protocol` (ALPN: `h2`, `http/1.1`…). */
export const parallelRequestsOver = (protocol: string | undefined): number =>
  /^h[23](-|$)/.test(protocol ?? '') ? MULTIPLEXED_PARALLEL_REQUESTS : HTTP1_PARALLEL_REQUESTS;

/**
 * The same for the server of `url`, a resource just fetched (a `.dzi`, a manifest), by its resource timing;
 * HTTP/1.1's when the browser does not say (another origin without Timing-Allow-Origin, no such entry).
 */
export const parallelRequestsFor = (
  url: string,
  timings: Pick<Performance, 'getEntriesByName'> = performance,
): number =>
  parallelRequestsOver(
    (timings.getEntriesByName(url).at(-1) as PerformanceResourceTiming | undefined)?.nextHopProtocol,
  );
