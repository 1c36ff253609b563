/**
 * The page's localStorage, or where the browser denies this page storage (a frame from another site with
 * third-party cookies blocked: reading `window.localStorage` throws) a stand-in in memory, so that the page still
 * works and keeps nothing. Everything the app keeps in localStorage goes through here.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const pageStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Whether this page may keep anything at all (localStorage, IndexedDB, Cache Storage, a service worker). */
export const storageAllowed: boolean = pageStorage() !== null;

export const localStore: Storage = pageStorage() ?? new MemoryStorage();
