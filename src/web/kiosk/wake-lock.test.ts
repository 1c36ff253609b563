import { describe, expect, it, vi } from 'vitest';
import { WAKE_LOCK_MAX_RETRIES } from '../../shared/constants';
import { ScreenWakeLock, WAKE_LOCK_STORAGE_KEY, type WakeLockSentinelLike } from './wake-lock';

class FakeSentinel implements WakeLockSentinelLike {
  released = false;
  readonly #listeners = new Set<() => void>();
  readonly release = vi.fn(async () => this.browserRelease());
  addEventListener(_type: 'release', listener: () => void) {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'release', listener: () => void) {
    this.#listeners.delete(listener);
  }
  /** What a browser does when the page is hidden: marks the sentinel released, then fires `release`. */
  browserRelease() {
    if (this.released) return;
    this.released = true;
    for (const listener of this.#listeners) listener();
  }
}

class FakeDocument {
  visibilityState: DocumentVisibilityState = 'visible';
  readonly #listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.#listeners.delete(listener);
  }
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const listener of this.#listeners) listener();
  }
  get listenerCount() {
    return this.#listeners.size;
  }
}

class FakeStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

/** A screen wake lock whose requests fail while `failures` lasts, then succeed; timers run at once. */
function setup({ failures = 0, supported = true } = {}) {
  let failuresLeft = failures;
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async (_type: 'screen') => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new DOMException('not allowed', 'NotAllowedError');
    }
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel;
  });
  const delays: number[] = [];
  const document = new FakeDocument();
  const storage = new FakeStorage();
  const lock = new ScreenWakeLock({
    navigator: supported ? { wakeLock: { request } } : {},
    document,
    storage,
    retryDelayMs: 1000,
    setTimeout: (callback, ms) => {
      delays.push(ms);
      callback();
    },
  });
  return { lock, request, sentinels, delays, document, storage };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('ScreenWakeLock', () => {
  it('makes one request and up to 2 retries a second apart, then gives up', async () => {
    const { lock, request, delays } = setup({ failures: 5 });
    await expect(lock.enable()).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1 + WAKE_LOCK_MAX_RETRIES);
    expect(request).toHaveBeenCalledWith('screen');
    expect(delays).toEqual([1000, 1000]);
    expect(lock.held).toBe(false);
    expect(lock.active).toBe(true);
  });

  it('holds the lock when the second attempt succeeds', async () => {
    const { lock, request, delays } = setup({ failures: 1 });
    await expect(lock.enable()).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([1000]);
    expect(lock.held).toBe(true);
  });

  it('stores the active flag on enable and clears it on disable', async () => {
    const { lock, storage, sentinels } = setup();
    expect(lock.active).toBe(false);
    await lock.enable();
    expect(storage.items.get(WAKE_LOCK_STORAGE_KEY)).toBe('true');
    expect(lock.active).toBe(true);
    await lock.disable();
    expect(storage.items.has(WAKE_LOCK_STORAGE_KEY)).toBe(false);
    expect(lock.active).toBe(false);
    expect(sentinels[0].release).toHaveBeenCalledOnce();
    expect(lock.held).toBe(false);
  });

  it('requests again when the page becomes visible after the browser released the lock', async () => {
    const { lock, request, sentinels, document } = setup();
    await lock.enable();
    document.show('hidden');
    sentinels[0].browserRelease();
    expect(lock.held).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    document.show('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(lock.held).toBe(true);
  });

  it('applies the retry rule to the request made on becoming visible', async () => {
    const { lock, request, sentinels, document } = setup();
    await lock.enable();
    sentinels[0].browserRelease();
    request.mockRejectedValue(new Error('denied'));
    document.show('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1 + 1 + WAKE_LOCK_MAX_RETRIES);
    expect(lock.held).toBe(false);
  });

  it('does not request again once disabled', async () => {
    const { lock, request, document } = setup();
    await lock.enable();
    await lock.disable();
    expect(document.listenerCount).toBe(0);
    document.show('hidden');
    document.show('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(lock.held).toBe(false);
  });

  it('does not request again when the flag was cleared elsewhere (another tab) while hidden', async () => {
    const { lock, request, sentinels, document, storage } = setup();
    await lock.enable();
    document.show('hidden');
    sentinels[0].browserRelease();
    storage.removeItem(WAKE_LOCK_STORAGE_KEY);
    document.show('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(lock.active).toBe(false);
  });

  it('stops retrying when disabled during the wait before a retry', async () => {
    const waits: Array<() => void> = [];
    const request = vi.fn(async () => {
      throw new Error('denied');
    });
    const lock = new ScreenWakeLock({
      navigator: { wakeLock: { request } },
      document: new FakeDocument(),
      storage: new FakeStorage(),
      setTimeout: (callback) => waits.push(callback),
    });
    const enabled = lock.enable();
    await settle();
    expect(waits).toHaveLength(1);
    await lock.disable();
    waits[0]();
    await expect(enabled).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('releases a lock granted after it was disabled', async () => {
    let grant: (sentinel: FakeSentinel) => void = () => undefined;
    const request = vi.fn(() => new Promise<FakeSentinel>((resolve) => (grant = resolve)));
    const lock = new ScreenWakeLock({
      navigator: { wakeLock: { request } },
      document: new FakeDocument(),
      storage: new FakeStorage(),
    });
    const enabled = lock.enable();
    await lock.disable();
    const late = new FakeSentinel();
    grant(late);
    await expect(enabled).resolves.toBe(false);
    expect(late.release).toHaveBeenCalledOnce();
    expect(lock.held).toBe(false);
  });

  it('makes a single request when enabled twice at once', async () => {
    const { lock, request } = setup();
    const [first, second] = await Promise.all([lock.enable(), lock.enable()]);
    expect([first, second]).toEqual([true, true]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('waits for a hidden page to become visible before requesting', async () => {
    const { lock, request, document } = setup();
    document.visibilityState = 'hidden';
    await expect(lock.enable()).resolves.toBe(false);
    expect(request).not.toHaveBeenCalled();
    document.show('visible');
    await settle();
    expect(lock.held).toBe(true);
  });

  it('resumes on app start only when the stored flag is active', async () => {
    const idle = setup();
    await expect(idle.lock.resumeIfActive()).resolves.toBe(false);
    expect(idle.request).not.toHaveBeenCalled();
    expect(idle.storage.items.size).toBe(0);

    const restarted = setup();
    restarted.storage.setItem(WAKE_LOCK_STORAGE_KEY, 'true');
    await expect(restarted.lock.resumeIfActive()).resolves.toBe(true);
    expect(restarted.request).toHaveBeenCalledOnce();
    expect(restarted.lock.held).toBe(true);
  });

  it('without the Wake Lock API resolves false, does not throw and still stores the flag', async () => {
    const { lock, storage } = setup({ supported: false });
    await expect(lock.enable()).resolves.toBe(false);
    expect(storage.items.get(WAKE_LOCK_STORAGE_KEY)).toBe('true');
    expect(ScreenWakeLock.isSupported({})).toBe(false);
    expect(ScreenWakeLock.isSupported(undefined)).toBe(false);
    expect(ScreenWakeLock.isSupported({ wakeLock: { request: async () => new FakeSentinel() } })).toBe(true);
  });

  it('keeps the flag in memory when storage cannot be written', async () => {
    const { lock, request, sentinels, document, storage } = setup();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    await expect(lock.enable()).resolves.toBe(true);
    expect(lock.active).toBe(true);
    sentinels[0].browserRelease();
    document.show('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });
});
