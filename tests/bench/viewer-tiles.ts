// The tiles of one bench run (viewer-run.ts): every request the page makes for one, by step, and the URLs a step needs.
import type { Page, Request as PlaywrightRequest } from 'playwright-core';

const TILE = /_files\/(\d+\/\d+_\d+)\.\w+(?:\?|$)/;

interface TileRequest {
  tile: string;
  step: number;
  /** Body bytes as received (encoded), once finished; an aborted request counts 0. */
  bytes: number;
  state: 'loading' | 'done' | 'aborted' | 'failed';
  /** `sent` in ms since 1970, as Chromium tells it. */
  timing?: { sent: number; firstByte: number; end: number };
}

/**
 * Every tile request of the page, tagged with the step going on when it was sent. Playwright reports the
 * requests of the page's workers too (izoom fetches its tiles in one) and holds a new worker until it
 * watches it, so none is missed.
 */
export function trackTiles(page: Page) {
  const requests = new Map<PlaywrightRequest, TileRequest>();
  const tracker = {
    step: 0,
    requests,
    inFlight: () => [...requests.values()].filter((r) => r.state === 'loading').length,
    /** Most requests in flight at once, by step. */
    maxInFlight: [] as number[],
  };
  page.on('request', (request) => {
    const tile = TILE.exec(request.url())?.[1];
    if (!tile) return;
    requests.set(request, { tile, step: tracker.step, bytes: 0, state: 'loading' });
    tracker.maxInFlight[tracker.step] = Math.max(tracker.maxInFlight[tracker.step] ?? 0, tracker.inFlight());
  });
  page.on('requestfinished', async (request) => {
    const r = requests.get(request);
    if (!r) return;
    r.bytes = (await request.sizes()).responseBodySize;
    const { startTime, responseStart, responseEnd } = request.timing();
    r.timing = { sent: startTime, firstByte: responseStart, end: responseEnd };
    r.state = 'done';
  });
  page.on('requestfailed', (request) => {
    const r = requests.get(request);
    if (r) r.state = request.failure()?.errorText.includes('ABORTED') ? 'aborted' : 'failed';
  });
  return tracker;
}
export type Tracker = ReturnType<typeof trackTiles>;

/** Until no tile request has been in flight for 300 ms (at most 10 s): the step's stragglers count to it. */
export async function quiet(tracker: Tracker) {
  let since = Date.now();
  for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    if (tracker.inFlight() > 0) since = Date.now();
    else if (Date.now() - since >= 300) return;
  }
}

export function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

/** Per step, the URLs of the tiles it needs that no earlier step needed (`keys` are `level/col_row`). */
export function newTileUrls(dziUrl: string, format: string, keys: string[][]): string[][] {
  const seen = new Set<string>();
  const files = dziUrl.replace(/\.dzi$/, '_files/');
  return keys.map((step) => {
    const fresh = step.filter((key) => !seen.has(key));
    for (const key of step) seen.add(key);
    return fresh.map((key) => `${files}${key}.${format}`);
  });
}
