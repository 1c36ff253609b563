import { CONFIG_CACHE } from '../../shared/offline-caches';
import { whenPageSettles } from './when-page-settles';

const keep = async (url: string, raw: unknown): Promise<void> => {
  try {
    const cache = await caches.open(CONFIG_CACHE);
    await cache.put(url, Response.json(raw));
  } catch {
    // No Cache Storage here: the next visit fetches the config again.
  }
};

/**
 * The app's last config, kept in the cache the service worker reads it from when the network is gone.
 * The page keeps it itself: on a first visit the config is fetched before the worker controls the page.
 * Where the browser denies storage (a third-party frame, an insecure origin) nothing is kept or found.
 */
export const configCopy = {
  /** Once the page has settled: its first use of Cache Storage was a task of 10–20 ms at the start (traced, unthrottled). */
  save(url: string, raw: unknown): Promise<void> {
    return new Promise((resolve) => whenPageSettles(() => void keep(url, raw).then(resolve)));
  },
  async load(url: string): Promise<unknown> {
    try {
      const cache = await caches.open(CONFIG_CACHE);
      return (await (await cache.match(url, { ignoreVary: true }))?.json()) ?? undefined;
    } catch {
      return undefined;
    }
  },
};

export type ConfigCopy = typeof configCopy;
