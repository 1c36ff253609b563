import { ADOPT_MEDIA, ADOPT_MEDIA_MAX } from '../../shared/offline-caches';
import { storageAllowed } from '../local-store';

/** Room for every picture a first visit shows before its service worker takes over; the browser's own is 250. */
const FIRST_VISIT_TIMING_ENTRIES = 1000;
const USUAL_TIMING_ENTRIES = 250;

/** This origin's media addresses among `urls`, each once, the last `ADOPT_MEDIA_MAX`. */
export const mediaUrls = (urls: string[], origin: string): string[] => {
  const media = new Set<string>();
  for (const url of urls) {
    if (!URL.canParse(url)) continue;
    const parsed = new URL(url);
    if (parsed.origin === origin && parsed.pathname.startsWith('/media/')) media.add(parsed.href);
  }
  return [...media].slice(-ADOPT_MEDIA_MAX);
};

/** Pictures still loading as the worker took over arrive uncontrolled too: they are handed over a little later. */
const SECOND_HAND_OVER_MS = 10_000;

/**
 * On a first visit the page shows pictures before the service worker controls it, so the worker never saw them.
 * Called first thing: on a first visit (no worker controls the page yet) the page records what it fetches — its
 * own requests, and the viewer's tiles through `recordTiles` — and answers what to do once the worker takes over:
 * hand it their addresses to keep (so a reload with no network shows them again), then stop recording. On any
 * other visit nothing is recorded, and it answers null.
 */
export function watchFirstVisit(
  recordTiles: (on: boolean) => void,
  tileUrls: () => string[],
): ((worker: ServiceWorker) => void) | null {
  if (!import.meta.env.PROD || !storageAllowed || !('serviceWorker' in navigator)) return null;
  if (navigator.serviceWorker.controller) return null;
  performance.setResourceTimingBufferSize?.(FIRST_VISIT_TIMING_ENTRIES);
  recordTiles(true);
  return (worker) => {
    const handOver = () => {
      const fromPage = performance.getEntriesByType('resource').map((entry) => entry.name);
      const urls = mediaUrls([...fromPage, ...tileUrls()], window.location.origin);
      if (urls.length > 0) worker.postMessage({ type: ADOPT_MEDIA, urls });
    };
    handOver();
    window.setTimeout(() => {
      handOver();
      recordTiles(false);
      performance.clearResourceTimings?.();
      performance.setResourceTimingBufferSize?.(USUAL_TIMING_ENTRIES);
    }, SECOND_HAND_OVER_MS);
  };
}
