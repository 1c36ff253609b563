import { SAVE_REQUEST_HEADER, SAVED_BYTES_HEADER, savedAlbumCache } from '../../shared/offline-caches';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { askPersistentStorage } from './device-storage';
import { combinePlans, DETAIL_LEVELS, type DetailLevel, planIzoomSave } from './save-plan';
import {
  dropSavedAlbum,
  patchSavedAlbum,
  putSavedAlbum,
  type SavedAlbum,
  savedAlbum,
  savedAlbums,
} from './saved-albums';

const PARALLEL = 4;
const RETRIES = 3;
const PROGRESS_EVERY_MS = 400;

/** What saving needs of an album. */
export interface AlbumToSave {
  id: number;
  name: string;
  isPublic: boolean;
  izooms: readonly { manifestUrl: string | null }[];
}

interface LoadedManifest {
  url: string;
  manifest: IzoomManifest;
  bytes: number;
}

/** Saves under way, by album: how to stop one, and when it has stopped. */
const running = new Map<number, { controller: AbortController; stopped: Promise<void> }>();

const manifestUrlsOf = (album: AlbumToSave) =>
  album.izooms.flatMap((izoom) => (izoom.manifestUrl ? [new URL(izoom.manifestUrl, location.href).href] : []));

const loadManifests = (urls: readonly string[]): Promise<LoadedManifest[]> =>
  Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { [SAVE_REQUEST_HEADER]: '1' } });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const text = await response.text();
      return { url, manifest: JSON.parse(text) as IzoomManifest, bytes: new Blob([text]).size };
    }),
  );

const planOf = (manifests: readonly LoadedManifest[], detail: DetailLevel) =>
  combinePlans(manifests.map((m) => planIzoomSave(m.manifest, m.url, m.bytes, detail)));

/** What each detail level of an album would store: files and bytes (null where the manifests do not say). */
export async function estimateAlbum(
  album: AlbumToSave,
): Promise<Record<DetailLevel, { files: number; bytes: number | null }>> {
  const manifests = await loadManifests(manifestUrlsOf(album));
  const entries = DETAIL_LEVELS.map((detail) => {
    const plan = planOf(manifests, detail);
    return [detail, { files: plan.urls.length, bytes: plan.bytes }] as const;
  });
  return Object.fromEntries(entries) as Record<DetailLevel, { files: number; bytes: number | null }>;
}

/** Saves an album at a detail level into its own cache, replacing a copy at another level. */
export async function saveAlbum(album: AlbumToSave, detail: DetailLevel): Promise<void> {
  const manifestUrls = manifestUrlsOf(album);
  const plan = planOf(await loadManifests(manifestUrls), detail);
  const previous = savedAlbum(album.id);
  if (previous && previous.detail !== detail) await removeSaved(album.id);
  await putSavedAlbum({
    albumId: album.id,
    name: album.name,
    isPublic: album.isPublic,
    detail,
    manifestUrls,
    totalFiles: plan.urls.length,
    totalBytes: plan.bytes,
    doneFiles: 0,
    doneBytes: 0,
    state: 'saving',
    updatedAt: Date.now(),
  });
  void askPersistentStorage();
  await download(album.id, plan.urls);
}

/** Whether the album's copy on the device was planned from other izooms than the album has now, or there is none. */
export function savedCopyOutdated(album: AlbumToSave): boolean {
  const record = savedAlbum(album.id);
  if (!record) return true;
  const planned = new Set(record.manifestUrls);
  const now = new Set(manifestUrlsOf(album));
  return planned.size !== now.size || [...now].some((url) => !planned.has(url));
}

/** Goes on with a paused, failed or interrupted copy: what is already stored is not fetched again. */
export async function resumeSave(albumId: number): Promise<void> {
  const record = savedAlbum(albumId);
  if (!record || running.has(albumId)) return;
  await patchSavedAlbum(albumId, { state: 'saving', error: undefined });
  try {
    const plan = planOf(await loadManifests(record.manifestUrls), record.detail);
    await download(albumId, plan.urls);
  } catch (error) {
    await patchSavedAlbum(albumId, { state: 'failed', error: messageOf(error) });
  }
}

export const pauseSave = (albumId: number): void => running.get(albumId)?.controller.abort();
export const isSaving = (albumId: number): boolean => running.has(albumId);

/** Deletes an album's copy and its record. */
export async function removeSaved(albumId: number): Promise<void> {
  const current = running.get(albumId);
  current?.controller.abort();
  // A fetch in flight would otherwise put its tile into the deleted cache.
  await current?.stopped;
  await caches.delete(savedAlbumCache(albumId));
  await dropSavedAlbum(albumId);
}

/** After a reload in the middle of saving: carry on. */
export async function resumeInterruptedSaves(): Promise<void> {
  for (const record of savedAlbums()) if (record.state === 'saving') void resumeSave(record.albumId);
}

/** Signing out: no private album's copy stays on the device. */
export async function forgetPrivateSaved(): Promise<void> {
  await Promise.all(savedAlbums().flatMap((record) => (record.isPublic ? [] : [removeSaved(record.albumId)])));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchWithRetry(url: string, signal: AbortSignal): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { signal, headers: { [SAVE_REQUEST_HEADER]: '1' } });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return await response.blob();
    } catch (error) {
      if (signal.aborted || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/** What the cache holds already, by URL, with each entry's bytes. */
async function stored(cache: Cache): Promise<Map<string, number>> {
  const have = new Map<string, number>();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    have.set(request.url, Number(response?.headers.get(SAVED_BYTES_HEADER) ?? 0));
  }
  return have;
}

function download(albumId: number, urls: readonly string[]): Promise<void> {
  const controller = new AbortController();
  const stopped = run(albumId, urls, controller).finally(() => running.delete(albumId));
  running.set(albumId, { controller, stopped });
  return stopped;
}

async function run(albumId: number, urls: readonly string[], controller: AbortController): Promise<void> {
  const progress: Pick<SavedAlbum, 'doneFiles' | 'doneBytes'> = { doneFiles: 0, doneBytes: 0 };
  let lastReport = 0;
  const report = (force = false) => {
    if (!force && performance.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = performance.now();
    void patchSavedAlbum(albumId, { ...progress });
  };
  try {
    const cache = await caches.open(savedAlbumCache(albumId));
    const have = await stored(cache);
    const queue: string[] = [];
    for (const url of urls) {
      const bytes = have.get(url);
      if (bytes === undefined) queue.push(url);
      else {
        progress.doneFiles++;
        progress.doneBytes += bytes;
      }
    }
    report(true);
    let next = 0;
    const worker = async () => {
      while (next < queue.length && !controller.signal.aborted) {
        const url = queue[next++] as string;
        const blob = await fetchWithRetry(url, controller.signal);
        const headers = { 'content-type': blob.type, [SAVED_BYTES_HEADER]: String(blob.size) };
        await cache.put(url, new Response(blob, { headers }));
        progress.doneFiles++;
        progress.doneBytes += blob.size;
        report();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    controller.signal.throwIfAborted();
    await patchSavedAlbum(albumId, { ...progress, state: 'saved', error: undefined });
  } catch (error) {
    await patchSavedAlbum(
      albumId,
      controller.signal.aborted
        ? { ...progress, state: 'paused' }
        : { ...progress, state: 'failed', error: messageOf(error) },
    );
  }
}
