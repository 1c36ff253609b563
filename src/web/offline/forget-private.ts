import type { QueryClient } from '@tanstack/react-query';
import { forgetPrivateSaved } from './album-saver';
import { forgetPersistedQueries } from './query-persistence';
import { loadSavedAlbums } from './saved-albums';

/** Signing out: private albums' copies and every kept query go from this device before the page leaves. */
export async function forgetPrivateData(queryClient: QueryClient): Promise<void> {
  await loadSavedAlbums();
  await Promise.all([forgetPrivateSaved(), forgetPersistedQueries(queryClient)]).catch(() => undefined);
}
