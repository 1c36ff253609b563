import type { TileId } from '../../shared/deep-zoom';
import { TileScheduler, type TileSchedulerOptions } from './scheduler';
import { tileKey } from './tile-id';

/** For the scheduler's tests (scheduler*.test.ts): a fetch and timers run by hand, and a scheduler on them. */
export const tile = (col: number, row = 0, level = 8, picture = 1): TileId => ({ picture, level, col, row });
export const keys = (ids: readonly TileId[]) => ids.map(tileKey);

interface Call {
  readonly id: TileId;
  readonly signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

/** A fetch whose requests are settled by hand; like `fetch`, it rejects with an AbortError when aborted. */
export function fakeFetch({ honourAbort = true } = {}) {
  const calls: Call[] = [];
  const fetchTile = (id: TileId, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ id, signal, resolve, reject });
      if (honourAbort) signal.addEventListener('abort', () => reject(signal.reason));
    });
  const open = () => calls.filter((call) => !call.signal.aborted);
  const find = (id: TileId) => {
    const call = calls.findLast((candidate) => tileKey(candidate.id) === tileKey(id));
    if (!call) throw new Error(`${tileKey(id)} was never requested`);
    return call;
  };
  return { calls, fetchTile, find, requested: () => keys(calls.map((call) => call.id)), open };
}

/** Timers run by hand; records every delay asked for. */
export function fakeTimers() {
  let now = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const delays: number[] = [];
  return {
    delays,
    pending: () => pending.size,
    setTimeout: (callback: () => void, ms: number) => {
      delays.push(ms);
      pending.set(nextHandle, { at: now + ms, callback });
      return nextHandle++;
    },
    clearTimeout: (handle: unknown) => {
      pending.delete(handle as number);
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
  };
}

export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export function setup(options: Partial<TileSchedulerOptions<string>> = {}, fetchOptions = {}) {
  const fetch = fakeFetch(fetchOptions);
  const timers = fakeTimers();
  const loads: string[] = [];
  const errors: string[] = [];
  const scheduler = new TileScheduler<string>({
    fetchTile: fetch.fetchTile,
    onLoad: (id, result) => loads.push(`${tileKey(id)}:${result}`),
    onError: (id, error) => errors.push(`${tileKey(id)}:${(error as Error).message}`),
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    ...options,
  });
  return { scheduler, fetch, timers, loads, errors };
}
