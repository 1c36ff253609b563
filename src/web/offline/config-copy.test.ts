// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_CACHE } from '../../shared/offline-caches';
import { configCopy } from './config-copy';
import { SETTLED_QUIET_MS } from './when-page-settles';

/** Cache Storage in memory, counting each use. */
const memoryCaches = () => {
  const kept = new Map<string, unknown>();
  const opened: string[] = [];
  const caches = {
    open: async (name: string) => {
      opened.push(name);
      return {
        put: async (url: string, response: Response) => void kept.set(url, await response.json()),
        match: async (url: string) => (kept.has(url) ? Response.json(kept.get(url)) : undefined),
      };
    },
  };
  return { caches, kept, opened };
};

describe('configCopy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the config once the page has settled, not during its start', async () => {
    const { caches, kept, opened } = memoryCaches();
    vi.stubGlobal('caches', caches);
    const saved = configCopy.save('/app-config.json', { apiBase: '/api' });
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 100);
    expect(opened).toEqual([]);

    await vi.advanceTimersByTimeAsync(200);
    await saved;
    expect(opened).toEqual([CONFIG_CACHE]);
    expect(kept.get('/app-config.json')).toEqual({ apiBase: '/api' });
    expect(await configCopy.load('/app-config.json')).toEqual({ apiBase: '/api' });
  });

  it('keeps nothing, and fails nothing, where the page has no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    const saved = configCopy.save('/app-config.json', { apiBase: '/api' });
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS + 100);
    await expect(saved).resolves.toBeUndefined();
    expect(await configCopy.load('/app-config.json')).toBeUndefined();
  });
});
