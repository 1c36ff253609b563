import { describe, expect, it } from 'vitest';
import { keys, settle, setup, tile } from './scheduler-fakes';

describe('TileScheduler requests', () => {
  it('starts at most `concurrency` requests, in the order wanted, and fills a freed slot', async () => {
    const { scheduler, fetch, loads } = setup({ concurrency: 2 });
    const tiles = [tile(0), tile(1), tile(2), tile(3)];
    scheduler.want(tiles);
    expect(fetch.requested()).toEqual(keys(tiles.slice(0, 2)));
    expect(scheduler.stats).toMatchObject({ queued: 2, inFlight: 2 });

    fetch.find(tile(1)).resolve('one');
    await settle();
    expect(loads).toEqual(['1/8/1_0:one']);
    expect(fetch.requested()).toEqual(keys(tiles.slice(0, 3)));
    expect(scheduler.stats).toMatchObject({ queued: 1, inFlight: 2, loaded: 1 });
  });

  it('defaults to 6 at once and rejects a concurrency below 1', () => {
    const { scheduler, fetch } = setup();
    scheduler.want(Array.from({ length: 10 }, (_, col) => tile(col)));
    expect(fetch.calls).toHaveLength(6);
    expect(() => setup({ concurrency: 0 })).toThrow(RangeError);
  });

  it('starts more at once when its concurrency is raised, and refuses a concurrency below 1', () => {
    const { scheduler, fetch } = setup({ concurrency: 2 });
    scheduler.want(Array.from({ length: 10 }, (_, col) => tile(col)));
    expect(fetch.calls).toHaveLength(2);
    scheduler.setConcurrency(8);
    expect(fetch.calls).toHaveLength(8);
    expect(() => scheduler.setConcurrency(0.5)).toThrow(RangeError);
  });

  it('requests a tile listed twice once, and never again once loaded', async () => {
    const { scheduler, fetch } = setup();
    scheduler.want([tile(0), tile(0), tile(1)]);
    expect(fetch.requested()).toEqual(keys([tile(0), tile(1)]));
    fetch.find(tile(0)).resolve('zero');
    await settle();
    scheduler.want([tile(1), tile(0)]);
    scheduler.want([tile(0), tile(1)]);
    expect(fetch.calls).toHaveLength(2);
    expect(scheduler.status(tile(0))).toBe('loaded');
    expect(scheduler.status(tile(1))).toBe('loading');
  });

  it('reorders and drops queued tiles by the latest want', async () => {
    const { scheduler, fetch } = setup({ concurrency: 1 });
    scheduler.want([tile(0), tile(1), tile(2), tile(3), tile(4)]);
    scheduler.want([tile(0), tile(4), tile(3), tile(5)]);
    expect(scheduler.stats.queued).toBe(3);
    expect(scheduler.status(tile(1))).toBe('idle');
    for (const next of [tile(0), tile(4), tile(3)]) {
      fetch.find(next).resolve('ok');
      await settle();
    }
    expect(fetch.requested()).toEqual(keys([tile(0), tile(4), tile(3), tile(5)]));
  });

  it('delivers the result of a request that finishes, even after a later want kept it', async () => {
    const { scheduler, fetch, loads } = setup();
    scheduler.want([tile(0)]);
    scheduler.want([tile(1), tile(0)]);
    fetch.find(tile(0)).resolve('zero');
    await settle();
    expect(loads).toEqual(['1/8/0_0:zero']);
  });

  it('counts a fetch that throws synchronously as a failure', async () => {
    const { scheduler, timers } = setup({
      fetchTile: () => {
        throw new Error('bad url');
      },
    });
    scheduler.want([tile(0)]);
    await settle();
    expect(timers.delays).toEqual([250]);
    expect(scheduler.status(tile(0))).toBe('retrying');
  });
});

describe('TileScheduler aborts', () => {
  it('aborts a request whose tile left the view, without counting a failure, and uses the slot', async () => {
    const { scheduler, fetch, errors, timers } = setup({ concurrency: 1 });
    scheduler.want([tile(0), tile(1)]);
    const first = fetch.find(tile(0));
    scheduler.want([tile(1)]);
    expect(first.signal.aborted).toBe(true);
    expect(fetch.requested()).toEqual(keys([tile(0), tile(1)]));
    await settle();
    expect(errors).toEqual([]);
    expect(timers.delays).toEqual([]);
    expect(scheduler.status(tile(0))).toBe('idle');
    expect(scheduler.stats).toMatchObject({ aborted: 1, failed: 0, inFlight: 1, requested: 2 });
  });

  it('ignores a result that arrives after its request was aborted', async () => {
    const { scheduler, fetch, loads } = setup({}, { honourAbort: false });
    scheduler.want([tile(0)]);
    scheduler.want([]);
    fetch.find(tile(0)).resolve('late');
    await settle();
    expect(loads).toEqual([]);
    expect(scheduler.status(tile(0))).toBe('idle');
    scheduler.want([tile(0)]);
    expect(fetch.calls).toHaveLength(2);
  });

  it('treats an AbortError it did not cause as no failure, and requests the tile again on the next want', async () => {
    const { scheduler, fetch, errors, timers } = setup();
    scheduler.want([tile(0)]);
    fetch.find(tile(0)).reject(new DOMException('The user aborted a request.', 'AbortError'));
    await settle();
    expect(errors).toEqual([]);
    expect(timers.delays).toEqual([]);
    expect(scheduler.stats).toMatchObject({ aborted: 1, failed: 0, inFlight: 0 });
    scheduler.want([tile(0)]);
    expect(fetch.calls).toHaveLength(2);
  });

  it('dispose aborts every request, cancels retries and ignores anything afterwards', async () => {
    const { scheduler, fetch, timers, loads } = setup({}, { honourAbort: false });
    scheduler.want([tile(0), tile(1), tile(2)]);
    fetch.find(tile(2)).reject(new Error('503'));
    await settle();
    expect(timers.pending()).toBe(1);
    scheduler.dispose();
    expect([tile(0), tile(1)].map((id) => fetch.find(id).signal.aborted)).toEqual([true, true]);
    expect(timers.pending()).toBe(0);
    fetch.find(tile(0)).resolve('late');
    await settle();
    scheduler.want([tile(3)]);
    scheduler.clearFailures();
    timers.advance(10_000);
    expect(loads).toEqual([]);
    expect(fetch.calls).toHaveLength(3);
    expect(scheduler.stats).toMatchObject({ inFlight: 0, queued: 0, retrying: 0, aborted: 2 });
  });
});

describe('TileScheduler and the cache', () => {
  it('forget lets an evicted tile be requested again, now if it is wanted', async () => {
    const { scheduler, fetch } = setup();
    scheduler.want([tile(0), tile(1)]);
    fetch.find(tile(0)).resolve('zero');
    fetch.find(tile(1)).resolve('one');
    await settle();
    scheduler.want([tile(1)]);
    scheduler.forget(tile(0));
    scheduler.forget(tile(1));
    expect(fetch.requested().slice(2)).toEqual(keys([tile(1)]));
    scheduler.want([tile(0), tile(1)]);
    expect(fetch.requested().slice(2)).toEqual(keys([tile(1), tile(0)]));
  });

  it('markLoaded aborts the request or drops the tile from the queue', () => {
    const { scheduler, fetch } = setup({ concurrency: 1 });
    scheduler.want([tile(0), tile(1), tile(2)]);
    scheduler.markLoaded(tile(1));
    scheduler.markLoaded(tile(0));
    expect(fetch.find(tile(0)).signal.aborted).toBe(true);
    expect(fetch.requested()).toEqual(keys([tile(0), tile(2)]));
    expect(scheduler.status(tile(1))).toBe('loaded');
    expect(scheduler.stats).toMatchObject({ queued: 0, inFlight: 1, aborted: 1, loaded: 0 });
  });

  it('markLoaded cancels a pending retry', async () => {
    const { scheduler, fetch, timers } = setup();
    scheduler.want([tile(0)]);
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    scheduler.markLoaded(tile(0));
    expect(timers.pending()).toBe(0);
    expect(scheduler.stats.retrying).toBe(0);
    expect(scheduler.status(tile(0))).toBe('loaded');
  });
});

describe('TileScheduler stats', () => {
  it('counts requests, loads, failures and aborts along a scripted run', async () => {
    const { scheduler, fetch, timers } = setup({ concurrency: 2, retry: { attempts: 1 } });
    scheduler.want([tile(0), tile(1), tile(2), tile(3)]);
    expect(scheduler.stats).toEqual({
      queued: 2,
      inFlight: 2,
      retrying: 0,
      loaded: 0,
      failed: 0,
      aborted: 0,
      requested: 2,
    });
    fetch.find(tile(0)).resolve('zero');
    fetch.find(tile(1)).reject(new Error('503'));
    await settle();
    expect(scheduler.stats).toEqual({
      queued: 0,
      inFlight: 2,
      retrying: 1,
      loaded: 1,
      failed: 0,
      aborted: 0,
      requested: 4,
    });
    timers.advance(250);
    scheduler.want([tile(1), tile(2)]);
    fetch.find(tile(1)).reject(new Error('503'));
    await settle();
    expect(scheduler.stats).toEqual({
      queued: 0,
      inFlight: 1,
      retrying: 0,
      loaded: 1,
      failed: 1,
      aborted: 1,
      requested: 5,
    });
  });
});
