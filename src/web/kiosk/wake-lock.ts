import { WAKE_LOCK_MAX_RETRIES } from '../../shared/constants';
import { localStore } from '../local-store';

/** Local storage key of the wake-lock active flag (spec §4); its value is `'true'` while active. */
export const WAKE_LOCK_STORAGE_KEY = 'izoom-wake-lock';
export const WAKE_LOCK_RETRY_DELAY_MS = 1000;

/** The parts of `WakeLockSentinel` this helper uses. */
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
  removeEventListener(type: 'release', listener: () => void): void;
}

export interface WakeLockNavigator {
  readonly wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> };
}

export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ScreenWakeLockDeps {
  readonly navigator?: WakeLockNavigator;
  readonly document?: VisibilityDocument;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly retryDelayMs?: number;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
}

/**
 * Keeps the screen on (spec §4). The active flag is stored so that a restarted kiosk resumes it
 * ({@link ScreenWakeLock.resumeIfActive}); browsers release the lock when the page is hidden, so it
 * is requested again when the page becomes visible. Each acquisition is one request plus up to
 * `WAKE_LOCK_MAX_RETRIES` retries.
 *
 * Without the Wake Lock API `enable()` resolves false but still stores the flag: the flag records
 * the wish for the screen to stay on, so the same stored profile keeps it in a browser that has the API.
 */
export class ScreenWakeLock {
  static isSupported(nav: WakeLockNavigator | undefined = globalThis.navigator): boolean {
    return typeof nav?.wakeLock?.request === 'function';
  }

  readonly #navigator: WakeLockNavigator | undefined;
  readonly #document: VisibilityDocument | undefined;
  readonly #storage: ScreenWakeLockDeps['storage'];
  readonly #retryDelayMs: number;
  readonly #setTimeout: (callback: () => void, ms: number) => unknown;
  /** Mirrors the stored flag, for when storage cannot be written. */
  #activeInMemory = false;
  #storageFailed = false;
  #listening = false;
  #sentinel: WakeLockSentinelLike | null = null;
  #pending: Promise<boolean> | null = null;
  /** Bumped by `disable()`, so a request or retry started before it does not keep a lock after it. */
  #generation = 0;

  constructor(deps: ScreenWakeLockDeps = {}) {
    this.#navigator = 'navigator' in deps ? deps.navigator : globalThis.navigator;
    this.#document = 'document' in deps ? deps.document : globalThis.document;
    this.#storage = 'storage' in deps ? deps.storage : localStore;
    this.#retryDelayMs = deps.retryDelayMs ?? WAKE_LOCK_RETRY_DELAY_MS;
    this.#setTimeout = deps.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  }

  /** True from a granted request until the sentinel's `release` event (or `disable()`). */
  get held(): boolean {
    return this.#sentinel !== null;
  }

  get active(): boolean {
    if (!this.#storage || this.#storageFailed) return this.#activeInMemory;
    try {
      return this.#storage.getItem(WAKE_LOCK_STORAGE_KEY) === 'true';
    } catch {
      return this.#activeInMemory;
    }
  }

  /** Stores the active flag and requests the lock; resolves with whether the lock is held. */
  enable(): Promise<boolean> {
    this.#setActive(true);
    if (!this.#listening) {
      this.#document?.addEventListener('visibilitychange', this.#onVisibilityChange);
      this.#listening = true;
    }
    return this.#acquire();
  }

  /** Clears the flag, stops listening and releases the lock. */
  async disable(): Promise<void> {
    this.#setActive(false);
    this.#generation += 1;
    this.#pending = null;
    if (this.#listening) {
      this.#document?.removeEventListener('visibilitychange', this.#onVisibilityChange);
      this.#listening = false;
    }
    const sentinel = this.#sentinel;
    this.#sentinel = null;
    if (sentinel) await this.#release(sentinel);
  }

  /** On app start: enables again if the stored flag says so; resolves with whether the lock is held. */
  resumeIfActive(): Promise<boolean> {
    return this.active ? this.enable() : Promise.resolve(false);
  }

  #acquire(): Promise<boolean> {
    if (this.held) return Promise.resolve(true);
    if (!this.#pending) {
      const generation = this.#generation;
      this.#pending = this.#requestWithRetries(generation).finally(() => {
        if (this.#generation === generation) this.#pending = null;
      });
    }
    return this.#pending;
  }

  async #requestWithRetries(generation: number): Promise<boolean> {
    const wakeLock = this.#navigator?.wakeLock;
    if (!wakeLock || typeof wakeLock.request !== 'function') return false;
    for (let attempt = 0; attempt <= WAKE_LOCK_MAX_RETRIES; attempt += 1) {
      if (attempt > 0) await new Promise<void>((resolve) => this.#setTimeout(resolve, this.#retryDelayMs));
      // A hidden page cannot take the lock; the visibilitychange listener asks again when it shows.
      if (generation !== this.#generation || this.#document?.visibilityState === 'hidden') return false;
      try {
        const sentinel = await wakeLock.request('screen');
        if (generation !== this.#generation) {
          await this.#release(sentinel);
          return false;
        }
        this.#sentinel = sentinel;
        sentinel.addEventListener('release', this.#onRelease);
        return true;
      } catch {
        // Retried below, up to WAKE_LOCK_MAX_RETRIES times.
      }
    }
    return false;
  }

  async #release(sentinel: WakeLockSentinelLike): Promise<void> {
    sentinel.removeEventListener('release', this.#onRelease);
    if (sentinel.released) return;
    try {
      await sentinel.release();
    } catch {
      // Already released by the browser.
    }
  }

  readonly #onRelease = (): void => {
    this.#sentinel?.removeEventListener('release', this.#onRelease);
    this.#sentinel = null;
  };

  readonly #onVisibilityChange = (): void => {
    if (this.#document?.visibilityState === 'visible' && this.active && !this.held) void this.#acquire();
  };

  #setActive(active: boolean): void {
    this.#activeInMemory = active;
    try {
      if (active) this.#storage?.setItem(WAKE_LOCK_STORAGE_KEY, 'true');
      else this.#storage?.removeItem(WAKE_LOCK_STORAGE_KEY);
      this.#storageFailed = false;
    } catch {
      // Storage full or disabled: the in-memory flag holds for this page.
      this.#storageFailed = true;
    }
  }
}
