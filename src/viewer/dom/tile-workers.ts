import type { FromTileWorker, ToTileWorker } from './fetch-tile';

type Load = (url: string, signal: AbortSignal) => Promise<ImageBitmap>;

/** What the pool needs of a Worker (tests give it a fake one). */
export interface TileWorkerPort {
  postMessage(message: ToTileWorker): void;
  onmessage: ((event: MessageEvent<FromTileWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

interface Pending {
  readonly url: string;
  readonly signal: AbortSignal;
  readonly resolve: (bitmap: ImageBitmap) => void;
  readonly reject: (error: unknown) => void;
  readonly onAbort: () => void;
}

interface Slot {
  readonly port: TileWorkerPort | null;
  ready: boolean;
  dead: boolean;
  readonly pending: Map<number, Pending>;
}

const aborted = () => new DOMException('The tile load was aborted', 'AbortError');

/**
 * Tile workers (tile-worker.ts): each tile goes to the ready worker with the fewest loads. Until a worker has
 * started, or if none can, tiles load with `fallback` on the main thread; a worker that fails hands its
 * loads to it too.
 */
export class TileWorkerPool {
  private readonly slots: Slot[];
  private nextId = 1;

  constructor(
    create: () => TileWorkerPort,
    size: number,
    private readonly fallback: Load,
  ) {
    this.slots = Array.from({ length: size }, () => this.start(create));
  }

  load(url: string, signal: AbortSignal): Promise<ImageBitmap> {
    const ready = this.slots.filter((slot) => slot.ready && !slot.dead);
    if (ready.length === 0 || signal.aborted) return this.fallback(url, signal);
    const slot = ready.reduce((best, next) => (next.pending.size < best.pending.size ? next : best));
    const port = slot.port as TileWorkerPort;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        slot.pending.delete(id);
        port.postMessage({ abort: id });
        reject(aborted());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      slot.pending.set(id, { url, signal, resolve, reject, onAbort });
      port.postMessage({ load: id, url });
    });
  }

  private start(create: () => TileWorkerPort): Slot {
    let port: TileWorkerPort | null = null;
    try {
      port = create();
    } catch {
      return { port, ready: false, dead: true, pending: new Map() };
    }
    const slot: Slot = { port, ready: false, dead: false, pending: new Map() };
    port.onmessage = ({ data }) => this.receive(slot, data);
    port.onerror = () => this.fail(slot);
    return slot;
  }

  private receive(slot: Slot, data: FromTileWorker): void {
    if ('ready' in data) {
      slot.ready = !slot.dead;
      return;
    }
    const pending = slot.pending.get(data.id);
    if (!pending) {
      if ('bitmap' in data) data.bitmap.close(); // aborted meanwhile
      return;
    }
    slot.pending.delete(data.id);
    pending.signal.removeEventListener('abort', pending.onAbort);
    if ('bitmap' in data) pending.resolve(data.bitmap);
    else pending.reject(new Error(data.error));
  }

  /** Its script did not load, or it broke: its loads go to the main thread. */
  private fail(slot: Slot): void {
    slot.dead = true;
    slot.port?.terminate();
    for (const pending of slot.pending.values()) {
      pending.signal.removeEventListener('abort', pending.onAbort);
      this.fallback(pending.url, pending.signal).then(pending.resolve, pending.reject);
    }
    slot.pending.clear();
  }
}

/**
 * Workers keep requests going while the page is busy (browsers decode in the background already). Each
 * request costs its thread about a millisecond to send, so with two cores two workers send a view's tiles in
 * about half the time: bench:viewer's 24-tile zoom had its last request out after 23–26 ms, against 34–48.
 */
const workerCount = () => ((globalThis.navigator?.hardwareConcurrency ?? 1) > 1 ? 2 : 1);

/** The tile workers, or null where there are none (tests, old browsers). */
export const startTileWorkers = (fallback: Load): TileWorkerPool | null => {
  if (typeof Worker === 'undefined') return null;
  const create = () =>
    new Worker(new URL('./tile-worker.ts', import.meta.url), { type: 'module', name: 'izoom-tiles' });
  return new TileWorkerPool(create, workerCount(), fallback);
};
