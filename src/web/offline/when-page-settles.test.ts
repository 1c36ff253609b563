// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLED_MAX_MS, SETTLED_QUIET_MS, whenPageSettles } from './when-page-settles';

/** The page's resource loads, as a PerformanceObserver hears them: `finish()` is one more finishing. */
let observers: { callback: () => void; on: boolean }[] = [];
const finish = () => {
  for (const observer of observers) if (observer.on) observer.callback();
};

class ResourceObserver {
  static supportedEntryTypes = ['resource'];
  private readonly entry: { callback: () => void; on: boolean };
  constructor(callback: () => void) {
    this.entry = { callback, on: false };
    observers.push(this.entry);
  }
  observe() {
    this.entry.on = true;
  }
  disconnect() {
    this.entry.on = false;
  }
}

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('whenPageSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal('PerformanceObserver', ResourceObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('waits for the load event, then for a quiet moment', () => {
    setReadyState('loading');
    const callback = vi.fn();
    whenPageSettles(callback);
    vi.advanceTimersByTime(SETTLED_MAX_MS * 2);
    expect(callback).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 10);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 + 50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet moment again whenever a load finishes', () => {
    const callback = vi.fn();
    whenPageSettles(callback);
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(SETTLED_QUIET_MS - 100);
      finish();
    }
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 100);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100 + 50);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers.every((observer) => !observer.on)).toBe(true);
  });

  it('does not wait past SETTLED_MAX_MS for a page that keeps loading, and calls back once', () => {
    const callback = vi.fn();
    whenPageSettles(callback);
    for (let at = 0; at < SETTLED_MAX_MS * 2; at += 500) {
      vi.advanceTimersByTime(500);
      finish();
    }
    expect(callback).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('works where the browser has no resource observer or idle callbacks', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenPageSettles(callback);
    vi.advanceTimersByTime(SETTLED_QUIET_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
