import type { TileId } from '../../shared/deep-zoom';
import { backoffDelay, type RetryPolicy, retryPolicy } from './backoff';
import { tileKey } from './tile-id';

export interface TileSchedulerOptions<R> {
  /** Fetches one tile; should reject (any error) when `signal` fires. */
  readonly fetchTile: (id: TileId, signal: AbortSignal) => Promise<R>;
  /** Requests in flight at once (default 6, a browser's connections per host over HTTP/1.1; see parallel-requests.ts). */
  readonly concurrency?: number;
  /** Every tile whose request succeeded and was not aborted, once. */
  readonly onLoad: (id: TileId, result: R) => void;
  /** A tile given up after its retries; it is asked again after `retryGivenUpMs`, or at `reset` or `clearFailures`. */
  readonly onError?: (id: TileId, error: unknown) => void;
  /** How long a given-up tile rests before it is tried again if still wanted (default 30 s): a kiosk's network comes back. */
  readonly retryGivenUpMs?: number;
  /** `attempts` retries after the first failure (default 3: after 250, 500 and 1000 ms, then `onError`). */
  readonly retry?: Partial<RetryPolicy>;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
}

/** `queued`, `inFlight` and `retrying` are current; the others count since the scheduler was made. */
export interface TileSchedulerStats {
  readonly queued: number;
  readonly inFlight: number;
  readonly retrying: number;
  /** Requests that succeeded. */
  readonly loaded: number;
  /** Tiles given up (each `onError` call). */
  readonly failed: number;
  readonly aborted: number;
  /** Calls to `fetchTile`, retries included. */
  readonly requested: number;
}

export type TileStatus = 'idle' | 'queued' | 'loading' | 'retrying' | 'loaded' | 'failed';

interface Request {
  readonly id: TileId;
  readonly controller: AbortController;
}

const checkedConcurrency = (concurrency: number): number => {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a whole number ≥ 1, got ${concurrency}`);
  }
  return concurrency;
};

/**
 * Fetches the tiles the view wants, most important first, at most `concurrency` at once; aborts what
 * left the view and retries failures with backoff. Knows nothing of decoding, textures or the cache.
 */
export class TileScheduler<R> {
  private readonly fetchTile: TileSchedulerOptions<R>['fetchTile'];
  private readonly onLoad: TileSchedulerOptions<R>['onLoad'];
  private readonly onError: TileSchedulerOptions<R>['onError'];
  private concurrency: number;
  private readonly retry: RetryPolicy;
  private readonly startTimer: (callback: () => void, ms: number) => unknown;
  private readonly stopTimer: (handle: unknown) => void;

  /** The latest `want`: key → tile and its rank (0 most important). */
  private wanted = new Map<string, { readonly id: TileId; readonly rank: number }>();
  /** Keys of wanted tiles waiting for a slot, by rank. */
  private queue: string[] = [];
  private readonly inFlight = new Map<string, Request>();
  /** Tiles waiting out a backoff delay before their next request. */
  private readonly retryTimers = new Map<string, unknown>();
  /** Failures so far of tiles still being retried. */
  private readonly failures = new Map<string, number>();
  private readonly loaded = new Set<string>();
  private readonly failed = new Set<string>();
  /** Given-up tiles resting before they may be tried again. */
  private readonly restTimers = new Map<string, unknown>();
  private readonly retryGivenUpMs: number;
  private readonly counts = { loaded: 0, failed: 0, aborted: 0, requested: 0 };
  private disposed = false;

  constructor(options: TileSchedulerOptions<R>) {
    this.concurrency = checkedConcurrency(options.concurrency ?? 6);
    this.fetchTile = options.fetchTile;
    this.onLoad = options.onLoad;
    this.onError = options.onError;
    this.retry = retryPolicy(options.retry);
    this.retryGivenUpMs = options.retryGivenUpMs ?? 30_000;
    this.startTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.stopTimer =
      options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** Changes how many requests may be in flight (the server turned out to speak HTTP/2); more start at once. */
  setConcurrency(concurrency: number): void {
    this.concurrency = checkedConcurrency(concurrency);
    this.pump();
  }

  get stats(): TileSchedulerStats {
    return {
      queued: this.queue.length,
      inFlight: this.inFlight.size,
      retrying: this.retryTimers.size,
      ...this.counts,
    };
  }

  status(id: TileId): TileStatus {
    const key = tileKey(id);
    if (this.loaded.has(key)) return 'loaded';
    if (this.inFlight.has(key)) return 'loading';
    if (this.retryTimers.has(key)) return 'retrying';
    if (this.failed.has(key)) return 'failed';
    return this.queue.includes(key) ? 'queued' : 'idle';
  }

  /**
   * The complete list of tiles the view wants now, most important first. Loaded, loading and retrying
   * tiles keep their state; the others are queued in this order; anything else is dropped, and its
   * request aborted or its retry cancelled.
   */
  want(tiles: Iterable<TileId>): void {
    if (this.disposed) return;
    const wanted = new Map<string, { id: TileId; rank: number }>();
    const queue: string[] = [];
    for (const id of tiles) {
      const key = tileKey(id);
      if (wanted.has(key)) continue;
      wanted.set(key, { id, rank: wanted.size });
      if (this.isIdle(key)) queue.push(key);
    }
    this.wanted = wanted;
    this.queue = queue;
    for (const [key, request] of this.inFlight) if (!wanted.has(key)) this.abort(key, request);
    for (const key of this.retryTimers.keys()) if (!wanted.has(key)) this.cancelRetry(key);
    this.pump();
  }

  /** The tile is available without a request (for instance from another cache): do not fetch it. */
  markLoaded(id: TileId): void {
    const key = tileKey(id);
    const request = this.inFlight.get(key);
    if (request) this.abort(key, request);
    this.cancelRetry(key);
    this.failed.delete(key);
    this.loaded.add(key);
    this.queue = this.queue.filter((queued) => queued !== key);
    this.pump();
  }

  /** The tile is no longer held (the cache evicted it): request it again when it is wanted. */
  forget(id: TileId): void {
    const key = tileKey(id);
    if (this.loaded.delete(key)) this.requeue(key);
  }

  /** Forgets the tile's failures so it is requested again when wanted, without waiting for a backoff. */
  reset(id: TileId): void {
    this.resetKey(tileKey(id));
  }

  /** `reset` for every failed or retrying tile, for instance when the network comes back. */
  clearFailures(): void {
    for (const key of [...this.failed, ...this.retryTimers.keys()]) this.resetKey(key);
  }

  /** Aborts every request and cancels every retry; the scheduler does nothing afterwards. */
  dispose(): void {
    this.disposed = true;
    for (const [key, request] of this.inFlight) this.abort(key, request);
    for (const key of this.retryTimers.keys()) this.cancelRetry(key);
    for (const handle of this.restTimers.values()) this.stopTimer(handle);
    this.restTimers.clear();
    this.wanted = new Map();
    this.queue = [];
  }

  private isIdle(key: string): boolean {
    return !this.loaded.has(key) && !this.inFlight.has(key) && !this.retryTimers.has(key) && !this.failed.has(key);
  }

  private pump(): void {
    while (!this.disposed && this.inFlight.size < this.concurrency) {
      const key = this.queue.shift();
      if (key === undefined) return;
      const wanted = this.wanted.get(key);
      if (wanted && this.isIdle(key)) this.start(key, wanted.id);
    }
  }

  /** Puts a wanted idle tile back in the queue at its rank, and fills free slots. */
  private requeue(key: string): void {
    const wanted = this.wanted.get(key);
    if (!wanted || !this.isIdle(key) || this.queue.includes(key)) return;
    const at = this.queue.findIndex((queued) => (this.wanted.get(queued)?.rank ?? 0) > wanted.rank);
    this.queue.splice(at < 0 ? this.queue.length : at, 0, key);
    this.pump();
  }

  private start(key: string, id: TileId): void {
    const request: Request = { id, controller: new AbortController() };
    this.inFlight.set(key, request);
    this.counts.requested++;
    let result: Promise<R>;
    try {
      result = Promise.resolve(this.fetchTile(id, request.controller.signal));
    } catch (error) {
      result = Promise.reject(error);
    }
    result.then(
      (value) => this.succeed(key, request, value),
      (error: unknown) => this.fail(key, request, error),
    );
  }

  // A request no longer in `inFlight` was aborted: whatever it ends with is ignored, so a tile is
  // either delivered or aborted, never both.
  private succeed(key: string, request: Request, value: R): void {
    if (this.inFlight.get(key) !== request) return;
    this.inFlight.delete(key);
    this.failures.delete(key);
    this.loaded.add(key);
    this.counts.loaded++;
    this.pump();
    this.onLoad(request.id, value);
  }

  private fail(key: string, request: Request, error: unknown): void {
    if (this.inFlight.get(key) !== request) return;
    this.inFlight.delete(key);
    if (isAbortError(error)) {
      // Aborted by someone else: not a failure. Not requeued here either (a fetch that always aborts
      // would spin); the next `want` queues it again.
      this.counts.aborted++;
      this.pump();
      return;
    }
    const failures = (this.failures.get(key) ?? 0) + 1;
    if (failures > this.retry.attempts) {
      this.failures.delete(key);
      this.failed.add(key);
      this.counts.failed++;
      this.restTimers.set(
        key,
        this.startTimer(() => {
          this.restTimers.delete(key);
          this.failed.delete(key);
          this.requeue(key);
        }, this.retryGivenUpMs),
      );
      this.pump();
      this.onError?.(request.id, error);
      return;
    }
    this.failures.set(key, failures);
    const handle = this.startTimer(
      () => {
        this.retryTimers.delete(key);
        this.requeue(key);
      },
      backoffDelay(failures, this.retry),
    );
    this.retryTimers.set(key, handle);
    this.pump();
  }

  private abort(key: string, request: Request): void {
    this.inFlight.delete(key);
    this.failures.delete(key);
    this.counts.aborted++;
    request.controller.abort();
  }

  private cancelRetry(key: string): void {
    if (!this.retryTimers.has(key)) return;
    this.stopTimer(this.retryTimers.get(key));
    this.retryTimers.delete(key);
    this.failures.delete(key);
  }

  private resetKey(key: string): void {
    this.cancelRetry(key);
    if (this.restTimers.has(key)) this.stopTimer(this.restTimers.get(key));
    this.restTimers.delete(key);
    this.failures.delete(key);
    this.failed.delete(key);
    this.requeue(key);
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
