import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '../../shared/constants';
import { readValue, removeValue, writeValue } from './store';

/** How long what a person opened stays available offline. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Restoring never holds the app up longer than this (a broken IndexedDB must not block the start). */
const RESTORE_LIMIT_MS = 2_000;
/** Saves at most this often: the cache changes with every fetch. */
const SAVE_EVERY_MS = 300;
const KEY = 'query-cache';

interface Saved {
  /** A new app version starts from nothing: the shapes may have changed. */
  appVersion: string;
  savedAt: number;
  state: DehydratedState;
}

/** Plain data about albums and izooms (what opens a page offline); never the viewer's modules. */
const PERSISTED_ROOTS = new Set(['albums', 'izooms', 'izoom-manifest', 'viewer-source']);
export const isPersisted = ({ queryKey, state }: Pick<Query, 'queryKey' | 'state'>): boolean => {
  // A refetch that failed (offline) keeps its data: that data stays kept too.
  if (state.data === undefined || !PERSISTED_ROOTS.has(String(queryKey[0]))) return false;
  // The sample izoom is read from the viewer's data file, which has to load anyway.
  const request = queryKey[1];
  return !(queryKey[0] === 'viewer-source' && typeof request === 'object' && request !== null && 'sample' in request);
};

/** What was fetched within the last OFFLINE_MAX_AGE_MS. */
export const recent = (state: DehydratedState, now: number): DehydratedState => ({
  ...state,
  queries: state.queries.filter((query) => now - query.state.dataUpdatedAt <= OFFLINE_MAX_AGE_MS),
});

export const isUsable = (saved: Saved | undefined, now: number): saved is Saved =>
  !!saved && saved.appVersion === APP_VERSION && now - saved.savedAt <= OFFLINE_MAX_AGE_MS;

/**
 * Keeps the album and izoom queries in IndexedDB: restored before the app renders, so a revisited album
 * opens with no network, and saved as the cache changes.
 */
export async function persistQueries(queryClient: QueryClient): Promise<void> {
  // Kept in memory for good, so every one is still there to save (a gcTime over 2^31 ms would fire at once).
  for (const root of PERSISTED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: Number.POSITIVE_INFINITY });
  const restore = readValue<Saved>(KEY).then((saved) => {
    if (isUsable(saved, Date.now())) hydrate(queryClient, recent(saved.state, Date.now()));
  });
  const limit = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS));
  await Promise.race([restore.catch(() => undefined), limit]);

  let scheduled = false;
  const save = () => {
    scheduled = false;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isPersisted });
    void writeValue(KEY, { appVersion: APP_VERSION, savedAt: Date.now(), state } satisfies Saved).catch(
      () => undefined,
    );
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (scheduled || (event.type !== 'updated' && event.type !== 'removed')) return;
    scheduled = true;
    setTimeout(save, SAVE_EVERY_MS);
  });
}

/** Signing out: nothing private stays in memory or on disk (the next change saves afresh). */
export async function forgetPersistedQueries(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await removeValue(KEY);
}
