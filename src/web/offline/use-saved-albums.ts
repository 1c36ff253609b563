import { useEffect, useSyncExternalStore } from 'react';
import { loadSavedAlbums, type SavedAlbum, savedAlbum, savedAlbums, subscribeSavedAlbums } from './saved-albums';

/** Every album saved (or being saved) on this device, kept up to date. */
export function useSavedAlbums(): readonly SavedAlbum[] {
  useEffect(() => void loadSavedAlbums(), []);
  return useSyncExternalStore(subscribeSavedAlbums, savedAlbums, savedAlbums);
}

/** One album's copy on this device, if any. */
export function useSavedAlbum(albumId: number): SavedAlbum | undefined {
  useEffect(() => void loadSavedAlbums(), []);
  return useSyncExternalStore(
    subscribeSavedAlbums,
    () => savedAlbum(albumId),
    () => savedAlbum(albumId),
  );
}
