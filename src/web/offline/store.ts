import { createStore, del, get, set } from 'idb-keyval';
import { storageAllowed } from '../local-store';

/** The app's one IndexedDB store (idb-keyval lives only in src/web/offline); none where the page may keep nothing. */
const store = typeof indexedDB === 'undefined' || !storageAllowed ? undefined : createStore('izoom', 'offline');

export const readValue = <T>(key: string): Promise<T | undefined> =>
  store ? get<T>(key, store) : Promise.resolve(undefined);
export const writeValue = (key: string, value: unknown): Promise<void> =>
  store ? set(key, value, store) : Promise.resolve();
export const removeValue = (key: string): Promise<void> => (store ? del(key, store) : Promise.resolve());
