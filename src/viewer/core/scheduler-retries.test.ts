import { describe, expect, it } from 'vitest';
import { keys, settle, setup, tile } from './scheduler-fakes';

describe('TileScheduler retries', () => {
  it('retries after 250, 500 and 1000 ms, then reports the error once and stops asking', async () => {
    const { scheduler, fetch, timers, errors } = setup();
    scheduler.want([tile(0)]);
    for (const delay of [250, 500, 1000]) {
      fetch.calls.at(-1)?.reject(new Error('503'));
      await settle();
      expect(scheduler.status(tile(0))).toBe('retrying');
      timers.advance(delay - 1);
      expect(fetch.calls.at(-1)?.signal.aborted).toBe(false);
      const before = fetch.calls.length;
      timers.advance(1);
      expect(fetch.calls).toHaveLength(before + 1);
    }
    fetch.calls.at(-1)?.reject(new Error('503'));
    await settle();
    // Then it rests 30 s before it may be tried again.
    expect(timers.delays).toEqual([250, 500, 1000, 30_000]);
    expect(errors).toEqual(['1/8/0_0:503']);
    expect(scheduler.status(tile(0))).toBe('failed');
    scheduler.want([tile(0)]);
    timers.advance(29_000);
    expect(fetch.calls).toHaveLength(4);
    expect(scheduler.stats).toMatchObject({ failed: 1, requested: 4, loaded: 0, retrying: 0 });
  });

  it('caps the delay at maxMs and honours the number of attempts', async () => {
    const { scheduler, fetch, timers, errors } = setup({ retry: { attempts: 5, baseMs: 1000, maxMs: 3000 } });
    scheduler.want([tile(0)]);
    for (let failure = 0; failure < 6; failure++) {
      fetch.calls.at(-1)?.reject(new Error('503'));
      await settle();
      timers.advance(3000);
    }
    expect(timers.delays).toEqual([1000, 2000, 3000, 3000, 3000, 30_000]);
    expect(errors).toHaveLength(1);
    expect(fetch.calls).toHaveLength(6);
  });

  it('does not retry a tile that left the view, and starts afresh when it returns', async () => {
    const { scheduler, fetch, timers } = setup();
    scheduler.want([tile(0)]);
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    fetch.calls.length = 0;
    scheduler.want([tile(1)]);
    expect(timers.pending()).toBe(0);
    timers.advance(10_000);
    expect(fetch.requested()).toEqual(keys([tile(1)]));
    scheduler.want([tile(1), tile(0)]);
    expect(fetch.requested()).toEqual(keys([tile(1), tile(0)]));
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    expect(timers.delays).toEqual([250, 250]);
  });

  it('forgets the failures of a tile that succeeded', async () => {
    const { scheduler, fetch, timers } = setup();
    scheduler.want([tile(0)]);
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    timers.advance(250);
    fetch.find(tile(0)).resolve('zero');
    await settle();
    scheduler.forget(tile(0));
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    expect(timers.delays).toEqual([250, 250]);
  });

  it('puts a retried tile back at its rank in the queue', async () => {
    const { scheduler, fetch, timers } = setup({ concurrency: 1 });
    scheduler.want([tile(0), tile(1), tile(2), tile(3)]);
    fetch.find(tile(0)).reject(new Error('503'));
    await settle();
    timers.advance(250);
    fetch.find(tile(1)).resolve('one');
    await settle();
    expect(fetch.requested()).toEqual(keys([tile(0), tile(1), tile(0)]));
  });

  it('reset and clearFailures request failed tiles again at once', async () => {
    const { scheduler, fetch, errors } = setup({ retry: { attempts: 0 } });
    scheduler.want([tile(0), tile(1), tile(2)]);
    for (const id of [tile(0), tile(1), tile(2)]) fetch.find(id).reject(new Error('offline'));
    await settle();
    expect(errors).toHaveLength(3);
    scheduler.want([tile(0), tile(1)]);
    expect(fetch.calls).toHaveLength(3);

    scheduler.reset(tile(1));
    expect(fetch.requested().slice(3)).toEqual(keys([tile(1)]));
    scheduler.clearFailures();
    expect(fetch.requested().slice(4)).toEqual(keys([tile(0)]));
    expect(scheduler.status(tile(2))).toBe('idle');
  });

  it('tries a given-up tile again after 30 s if it is still wanted', async () => {
    const { scheduler, fetch, timers, loads } = setup({ retry: { attempts: 0 } });
    scheduler.want([tile(0), tile(1)]);
    for (const id of [tile(0), tile(1)]) fetch.find(id).reject(new Error('offline'));
    await settle();
    scheduler.want([tile(0)]);
    timers.advance(29_999);
    expect(fetch.calls).toHaveLength(2);
    timers.advance(1);
    expect(fetch.requested().slice(2)).toEqual(keys([tile(0)]));
    fetch.find(tile(0)).resolve('back');
    await settle();
    expect(loads).toEqual(['1/8/0_0:back']);
    expect(scheduler.status(tile(1))).toBe('idle');
  });

  it('clearFailures also cuts a pending backoff short', async () => {
    const { scheduler, fetch, timers } = setup();
    scheduler.want([tile(0)]);
    fetch.find(tile(0)).reject(new Error('offline'));
    await settle();
    scheduler.clearFailures();
    expect(timers.pending()).toBe(0);
    expect(fetch.calls).toHaveLength(2);
    expect(scheduler.status(tile(0))).toBe('loading');
  });
});
