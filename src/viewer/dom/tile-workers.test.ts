import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FromTileWorker, ToTileWorker } from './fetch-tile';
import { startTileWorkers, TileWorkerPool, type TileWorkerPort } from './tile-workers';

/** A worker the test answers for: `sent` is what the pool posted to it. */
class FakeWorker implements TileWorkerPort {
  sent: ToTileWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromTileWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ToTileWorker): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: FromTileWorker): void {
    this.onmessage?.({ data } as MessageEvent<FromTileWorker>);
  }
  fail(): void {
    this.onerror?.({} as ErrorEvent);
  }
}

const bitmap = (name: string) => ({ name, close: vi.fn() }) as unknown as ImageBitmap;

const setup = (size = 1) => {
  const workers: FakeWorker[] = [];
  const fallback = vi.fn(async (url: string) => bitmap(`main:${url}`));
  const pool = new TileWorkerPool(
    () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    size,
    fallback,
  );
  return { pool, workers, fallback };
};

describe('TileWorkerPool', () => {
  it('loads on the main thread until a worker says it is ready', async () => {
    const { pool, workers, fallback } = setup();
    await expect(pool.load('/a.jpg', new AbortController().signal)).resolves.toMatchObject({ name: 'main:/a.jpg' });
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(workers[0].sent).toEqual([]);
  });

  it('then hands tiles to the least busy worker and resolves with the bitmap it sends back', async () => {
    const { pool, workers, fallback } = setup(2);
    for (const worker of workers) worker.reply({ ready: true });
    const signal = new AbortController().signal;
    const first = pool.load('/a.jpg', signal);
    const second = pool.load('/b.jpg', signal);
    expect(workers.map((w) => w.sent)).toEqual([[{ load: 1, url: '/a.jpg' }], [{ load: 2, url: '/b.jpg' }]]);
    workers[1].reply({ id: 2, bitmap: bitmap('b') });
    workers[0].reply({ id: 1, bitmap: bitmap('a') });
    await expect(second).resolves.toMatchObject({ name: 'b' });
    await expect(first).resolves.toMatchObject({ name: 'a' });
    expect(fallback).not.toHaveBeenCalled();
  });

  it("rejects with the worker's error, so the scheduler retries", async () => {
    const { pool, workers } = setup();
    workers[0].reply({ ready: true });
    const load = pool.load('/a.jpg', new AbortController().signal);
    workers[0].reply({ id: 1, error: 'Tile /a.jpg: HTTP 503' });
    await expect(load).rejects.toThrow('HTTP 503');
  });

  it('aborts at once: the worker drops the load, and a bitmap that still comes is closed', async () => {
    const { pool, workers } = setup();
    workers[0].reply({ ready: true });
    const controller = new AbortController();
    const load = pool.load('/a.jpg', controller.signal);
    controller.abort();
    await expect(load).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].sent).toEqual([{ load: 1, url: '/a.jpg' }, { abort: 1 }]);
    const late = bitmap('late');
    workers[0].reply({ id: 1, bitmap: late });
    expect(late.close).toHaveBeenCalled();
  });

  it('moves the loads of a worker that fails to the main thread, and sends it no more', async () => {
    const { pool, workers, fallback } = setup();
    workers[0].reply({ ready: true });
    const load = pool.load('/a.jpg', new AbortController().signal);
    workers[0].fail();
    await expect(load).resolves.toMatchObject({ name: 'main:/a.jpg' });
    expect(workers[0].terminated).toBe(true);
    await expect(pool.load('/b.jpg', new AbortController().signal)).resolves.toMatchObject({ name: 'main:/b.jpg' });
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('loads on the main thread where no worker can be made', async () => {
    const fallback = vi.fn(async () => bitmap('main'));
    const pool = new TileWorkerPool(
      () => {
        throw new Error('no workers here');
      },
      1,
      fallback,
    );
    await expect(pool.load('/a.jpg', new AbortController().signal)).resolves.toMatchObject({ name: 'main' });
  });
});

describe('startTileWorkers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts two workers where there are two cores or more, one on a single core', () => {
    for (const [cores, expected] of [
      [8, 2],
      [2, 2],
      [1, 1],
    ]) {
      const started: string[] = [];
      vi.stubGlobal(
        'Worker',
        class {
          constructor(_url: URL, options: { name: string }) {
            started.push(options.name);
          }
          postMessage() {}
          terminate() {}
        },
      );
      vi.stubGlobal('navigator', { hardwareConcurrency: cores });
      expect(startTileWorkers(async () => bitmap('main'))).not.toBeNull();
      expect(started).toEqual(Array(expected).fill('izoom-tiles'));
    }
  });
});
