export interface TileCacheOptions<T> {
  /** Budget in bytes. Entries retained this frame are kept even beyond it (see `overBudget`). */
  readonly maxBytes: number;
  /** Called exactly once for every entry that leaves the cache, whatever the reason: free the GPU texture here. */
  readonly onEvict: (key: string, value: T) => void;
}

interface Entry<T> {
  readonly value: T;
  readonly bytes: number;
}

type Removed<T> = [key: string, value: T];

/**
 * Least-recently-used cache bounded in bytes, for decoded tiles living on the GPU.
 * Keys retained for the current frame (the tiles on screen) are never evicted.
 */
export class TileCache<T> {
  readonly maxBytes: number;
  private readonly onEvict: (key: string, value: T) => void;
  // A Map iterates in insertion order, so re-inserting an entry on use keeps the least recently used first.
  private readonly entries = new Map<string, Entry<T>>();
  private retained: ReadonlySet<string> = new Set();
  private totalBytes = 0;

  constructor({ maxBytes, onEvict }: TileCacheOptions<T>) {
    checkBytes('maxBytes', maxBytes);
    this.maxBytes = maxBytes;
    this.onEvict = onEvict;
  }

  /** Bytes of all entries, retained or not. */
  get bytes(): number {
    return this.totalBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** True when retained entries alone keep the cache above its budget. */
  get overBudget(): boolean {
    return this.totalBytes > this.maxBytes;
  }

  /** Bytes of the retained keys that are in the cache. */
  get retainedBytes(): number {
    let bytes = 0;
    for (const key of this.retained) bytes += this.entries.get(key)?.bytes ?? 0;
    return bytes;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The value, marking it most recently used. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) this.touch(key, entry);
    return entry?.value;
  }

  /** The value, leaving the recency order alone. */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /**
   * Stores a value as the most recently used, replacing (and evicting) any other value under the key,
   * then evicts down to the budget. Returns whether the value is still cached: one larger than the
   * whole budget and not retained is evicted at once.
   */
  set(key: string, value: T, bytes: number): boolean {
    checkBytes('bytes', bytes);
    const removed: Removed<T>[] = [];
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.totalBytes -= old.bytes;
      if (old.value !== value) removed.push([key, old.value]);
    }
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    this.evictOverBudget(removed);
    this.release(removed);
    return this.entries.has(key);
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    this.onEvict(key, entry.value);
    return true;
  }

  /** Evicts every entry. The retained set stays: it still says what is on screen. */
  clear(): void {
    const removed: Removed<T>[] = [...this.entries].map(([key, entry]) => [key, entry.value]);
    this.entries.clear();
    this.totalBytes = 0;
    this.release(removed);
  }

  /**
   * Replaces the set of keys in use this frame: they are marked most recently used (in the given order)
   * and are never evicted until the next call. Keys not cached yet are protected once they are set.
   * Then evicts down to the budget.
   */
  retain(keys: Iterable<string>): void {
    this.retained = new Set(keys);
    for (const key of this.retained) {
      const entry = this.entries.get(key);
      if (entry) this.touch(key, entry);
    }
    const removed: Removed<T>[] = [];
    this.evictOverBudget(removed);
    this.release(removed);
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private touch(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private evictOverBudget(removed: Removed<T>[]): void {
    if (this.totalBytes <= this.maxBytes) return;
    for (const [key, entry] of this.entries) {
      if (this.retained.has(key)) continue;
      this.entries.delete(key);
      this.totalBytes -= entry.bytes;
      removed.push([key, entry.value]);
      if (this.totalBytes <= this.maxBytes) return;
    }
  }

  // The cache is consistent before any callback runs; one throwing does not stop the others (no GPU leak).
  private release(removed: Removed<T>[]): void {
    let failure: { error: unknown } | undefined;
    for (const [key, value] of removed) {
      try {
        this.onEvict(key, value);
      } catch (error) {
        failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }
}

function checkBytes(name: string, bytes: number): void {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`${name} must be a finite number ≥ 0, got ${bytes}`);
}
