import { USER_STORAGE_KEY } from '../../shared/constants';
import type { AppUser } from '../api/users';
import { localStore } from '../local-store';

/**
 * The current app user, kept in local storage under `user` (spec §3). "Logged in" means this holds a
 * non-null value (spec §4); sign-out writes null. Listeners hear changes from this tab and from others.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: AppUser | null = null;

export const readStoredUser = (): AppUser | null => {
  const raw = localStore.getItem(USER_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedUser = parsed && typeof parsed === 'object' ? (parsed as AppUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
};

const notify = () => {
  for (const listener of listeners) listener();
};

export const writeStoredUser = (user: AppUser | null): void => {
  localStore.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
};

export const isLoggedIn = (): boolean => readStoredUser() !== null;

export const subscribeStoredUser = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
