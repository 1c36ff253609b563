import { ADOPT_MEDIA, ADOPT_MEDIA_MAX } from '../../shared/offline-caches';

/** Room for every picture a first visit shows before its service worker takes over (the browser keeps 250). */
const RESOURCE_TIMING_ENTRIES = 1000;

/** Called first thing: the page's own record of what it fetched keeps enough to hand over. */
export const recordFetchedMedia = (): void => performance.setResourceTimingBufferSize?.(RESOURCE_TIMING_ENTRIES);

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
 * On a first visit the page shows pictures before the service worker controls it, so the worker never saw
 * them: once it has taken over, it is handed their addresses (what the page and the viewer's tile workers
 * fetched) to keep, and a reload with no network shows them again.
 */
export function handOverFirstVisit(worker: ServiceWorker, tileUrls: () => string[]): void {
  const handOver = () => {
    const fromPage = performance.getEntriesByType('resource').map((entry) => entry.name);
    const urls = mediaUrls([...fromPage, ...tileUrls()], window.location.origin);
    if (urls.length > 0) worker.postMessage({ type: ADOPT_MEDIA, urls });
  };
  handOver();
  window.setTimeout(handOver, SECOND_HAND_OVER_MS);
}
