import type { DetailLevel } from './save-plan';
import { readValue, writeValue } from './store';

export type SaveState = 'saving' | 'paused' | 'saved' | 'failed';

/** An album saved (or being saved) for offline, as the saved-albums list and the album page show it. */
export interface SavedAlbum {
  albumId: number;
  name: string;
  isPublic: boolean;
  detail: DetailLevel;
  /** The manifests the copy was planned from: resuming plans again from them. */
  manifestUrls: string[];
  totalFiles: number;
  /** Known in advance from the manifests' `levelBytes`; null for izooms generated before they had it. */
  totalBytes: number | null;
  doneFiles: number;
  doneBytes: number;
  state: SaveState;
  error?: string;
  updatedAt: number;
}

const KEY = 'saved-albums';
let albums: SavedAlbum[] = [];
const listeners = new Set<() => void>();
let loaded: Promise<void> | null = null;

/** Reads the list from IndexedDB once; every later read is from memory. */
export const loadSavedAlbums = (): Promise<void> => {
  loaded ??= readValue<SavedAlbum[]>(KEY)
    .then((stored) => {
      albums = stored ?? [];
      for (const listener of listeners) listener();
    })
    .catch(() => undefined);
  return loaded;
};

export const savedAlbums = (): readonly SavedAlbum[] => albums;
export const savedAlbum = (albumId: number): SavedAlbum | undefined => albums.find((a) => a.albumId === albumId);

export const subscribeSavedAlbums = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const commit = async (next: SavedAlbum[]) => {
  albums = next;
  for (const listener of listeners) listener();
  await writeValue(KEY, next);
};

/** Adds or replaces an album's record. */
export const putSavedAlbum = (record: SavedAlbum): Promise<void> =>
  commit([...albums.filter((a) => a.albumId !== record.albumId), { ...record, updatedAt: Date.now() }]);

export const patchSavedAlbum = (albumId: number, patch: Partial<SavedAlbum>): Promise<void> => {
  const current = savedAlbum(albumId);
  return current ? putSavedAlbum({ ...current, ...patch }) : Promise.resolve();
};

export const dropSavedAlbum = (albumId: number): Promise<void> => commit(albums.filter((a) => a.albumId !== albumId));
