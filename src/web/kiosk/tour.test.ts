import { describe, expect, it } from 'vitest';
import { seededRandom as seeded } from '../../shared/seeded-random';
import { createTour, TOUR_DWELL_MS, TOUR_IDLE_RESUME_MS, TOUR_MAX_ZOOM, TOUR_MIN_ZOOM, type Tour } from './tour';

const walk = (tour: Tour, count: number) =>
  Array.from({ length: count }, () => {
    const stop = tour.current();
    tour.advance();
    return stop;
  });

describe('createTour', () => {
  it('visits the izooms in album order and wraps to the first after the last', () => {
    const tour = createTour({ items: [11, 22, 33], stepsPerItem: 1 });
    expect(walk(tour, 7).map((stop) => stop?.izoom)).toEqual([11, 22, 33, 11, 22, 33, 11]);
  });

  it('shows the whole izoom, then closer looks inside the canvas, before moving on', () => {
    const tour = createTour({ items: [1, 2], random: seeded(7) });
    const stops = walk(tour, 7);
    expect(stops.map((stop) => [stop?.izoom, stop?.step])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
      [1, 0],
    ]);
    for (const stop of stops) {
      if (stop?.step === 0) expect(stop.view).toBe('home');
      else {
        if (stop?.view === 'home' || !stop) throw new Error(`step ${stop?.step} should be a closer look`);
        const { x, y, zoomFactor } = stop.view;
        expect(zoomFactor).toBeGreaterThanOrEqual(TOUR_MIN_ZOOM);
        expect(zoomFactor).toBeLessThanOrEqual(TOUR_MAX_ZOOM);
        for (const fraction of [x, y]) {
          expect(fraction).toBeGreaterThanOrEqual(0.5 / zoomFactor);
          expect(fraction).toBeLessThanOrEqual(1 - 0.5 / zoomFactor);
        }
      }
    }
  });

  it('keeps the current stop stable and is repeatable for a given random', () => {
    const a = createTour({ items: [1, 2], random: seeded(42) });
    const b = createTour({ items: [1, 2], random: seeded(42) });
    const c = createTour({ items: [1, 2], random: seeded(43) });
    a.advance();
    expect(a.current()).toEqual(a.current());
    a.advance();
    b.advance();
    b.advance();
    c.advance();
    c.advance();
    expect(a.current()).toEqual(b.current());
    expect(a.current()).not.toEqual(c.current());
  });

  it('with a single izoom loops through its steps', () => {
    const tour = createTour({ items: [5], stepsPerItem: 2, random: seeded(1) });
    const stops = walk(tour, 5);
    expect(stops.map((stop) => [stop?.izoom, stop?.step])).toEqual([
      [5, 0],
      [5, 1],
      [5, 0],
      [5, 1],
      [5, 0],
    ]);
    expect(stops[1]?.view).not.toBe('home');
  });

  it('advances when a step has dwelt its share of the per-izoom dwell, timed from when it was shown', () => {
    const tour = createTour({ items: [1, 2], dwellMs: 9000, stepsPerItem: 3, random: seeded(3) });
    expect(tour.tick(1_000_000)).toBe('none');
    expect(tour.msUntilNext(0)).toBe(Number.POSITIVE_INFINITY);
    tour.start(1000);
    expect(tour.msUntilNext(2000)).toBe(2000);
    expect(tour.tick(3999)).toBe('none');
    expect(tour.current()?.step).toBe(0);
    expect(tour.tick(4000)).toBe('advanced');
    expect(tour.current()).toMatchObject({ izoom: 1, step: 1 });
    expect(tour.msUntilNext(4000)).toBe(3000);
    // A late timer moves one step only, and the next step gets its full dwell.
    expect(tour.tick(60_000)).toBe('advanced');
    expect(tour.current()).toMatchObject({ izoom: 1, step: 2 });
    expect(tour.msUntilNext(60_000)).toBe(3000);
    expect(tour.tick(63_000)).toBe('advanced');
    expect(tour.current()).toMatchObject({ izoom: 2, step: 0 });
  });

  it('defaults to 20 s an izoom and 60 s of idleness before resuming', () => {
    const tour = createTour({ items: [1] });
    tour.start(0);
    expect(tour.msUntilNext(0) * 3).toBeCloseTo(TOUR_DWELL_MS);
    tour.noteInput(0);
    expect(tour.msUntilNext(0)).toBe(TOUR_IDLE_RESUME_MS);
  });

  it('pauses on visitor input and resumes at the same stop after the idle time without input', () => {
    const tour = createTour({ items: [1, 2], dwellMs: 3000, stepsPerItem: 1, idleResumeMs: 60_000 });
    tour.start(0);
    tour.noteInput(1000);
    expect(tour.status).toBe('interrupted');
    expect(tour.tick(50_000)).toBe('none');
    expect(tour.current()?.izoom).toBe(1);
    tour.noteInput(30_000);
    expect(tour.msUntilNext(40_000)).toBe(50_000);
    expect(tour.tick(89_999)).toBe('none');
    expect(tour.tick(90_000)).toBe('resumed');
    expect(tour.status).toBe('running');
    expect(tour.current()?.izoom).toBe(1);
    expect(tour.msUntilNext(90_000)).toBe(3000);
    expect(tour.tick(93_000)).toBe('advanced');
    expect(tour.current()?.izoom).toBe(2);
  });

  it('stays paused by pause() until resume(), whatever the input', () => {
    const tour = createTour({ items: [1, 2], dwellMs: 3000, stepsPerItem: 1, idleResumeMs: 1000 });
    tour.start(0);
    tour.pause();
    tour.noteInput(10);
    expect(tour.status).toBe('paused');
    expect(tour.tick(1_000_000)).toBe('none');
    expect(tour.msUntilNext(1_000_000)).toBe(Number.POSITIVE_INFINITY);
    tour.resume(2_000_000);
    expect(tour.status).toBe('running');
    expect(tour.tick(2_002_999)).toBe('none');
    expect(tour.tick(2_003_000)).toBe('advanced');
  });

  it('goes on from the izoom a visitor opened', () => {
    const tour = createTour({ items: [11, 22, 33], stepsPerItem: 1 });
    tour.advance();
    expect(tour.jumpTo(33)).toBe(true);
    expect(tour.current()).toEqual({ izoom: 33, step: 0, view: 'home' });
    expect(tour.advance()?.izoom).toBe(11);
    expect(tour.jumpTo(99)).toBe(false);
    expect(tour.current()?.izoom).toBe(11);
  });

  it('takes a changed album only when it comes back to its first izoom, never mid-round', () => {
    const tour = createTour({ items: [1, 2, 3], dwellMs: 1000, stepsPerItem: 1 });
    tour.start(0);
    expect(tour.tick(1000)).toBe('advanced');
    expect(tour.queueItems([9, 1, 2], 1500)).toBe(false);
    expect(tour.items).toEqual([1, 2, 3]);
    expect(tour.upcoming()).toBe(3);
    expect(tour.tick(2000)).toBe('advanced');
    expect(tour.current()?.izoom).toBe(3);
    // The last izoom of the round: the next round's first comes next.
    expect(tour.upcoming()).toBe(9);
    expect(tour.tick(3000)).toBe('round');
    expect(tour.items).toEqual([9, 1, 2]);
    expect(walk(tour, 4).map((stop) => stop?.izoom)).toEqual([9, 1, 2, 9]);
  });

  it('ends a round after the last step of the last izoom, and the latest queued items win', () => {
    const tour = createTour({ items: [1, 2], dwellMs: 2000, stepsPerItem: 2, random: seeded(5) });
    tour.start(0);
    tour.queueItems([2, 1], 0);
    tour.queueItems([2], 0);
    expect([1000, 2000, 3000, 4000].map((now) => tour.tick(now))).toEqual([
      'advanced',
      'advanced',
      'advanced',
      'round',
    ]);
    expect(tour.current()).toEqual({ izoom: 2, step: 0, view: 'home' });
    expect(tour.tick(5000)).toBe('advanced');
    expect(tour.tick(6000)).toBe('round');
    expect(tour.current()?.izoom).toBe(2);
  });

  it('goes on with the round it is in when a visitor jumps, and takes the queued items at its end', () => {
    const tour = createTour({ items: [1, 2, 3], stepsPerItem: 1 });
    tour.queueItems([3, 4], 0);
    tour.jumpTo(2);
    expect(walk(tour, 4).map((stop) => stop?.izoom)).toEqual([2, 3, 3, 4]);
  });

  it('an album emptied takes effect at the end of the round; an empty tour takes new items at once', () => {
    const tour = createTour({ items: [1], dwellMs: 1000, stepsPerItem: 1 });
    tour.start(0);
    tour.queueItems([], 10);
    expect(tour.tick(1000)).toBe('round');
    expect(tour.status).toBe('empty');
    expect(tour.current()).toBeNull();
    expect(tour.queueItems([], 2000)).toBe(false);
    expect(tour.queueItems([7, 8], 2000)).toBe(true);
    expect(tour.status).toBe('running');
    expect(tour.current()).toEqual({ izoom: 7, step: 0, view: 'home' });
    expect(tour.tick(2999)).toBe('none');
    expect(tour.tick(3000)).toBe('advanced');
    const unstarted = createTour({ items: [] });
    expect(unstarted.queueItems([5], 0)).toBe(true);
    expect(unstarted.status).toBe('stopped');
  });

  it('reports an empty album and never moves', () => {
    const tour = createTour({ items: [] });
    expect(tour.status).toBe('empty');
    tour.start(0);
    tour.resume(0);
    expect(tour.status).toBe('empty');
    expect(tour.current()).toBeNull();
    expect(tour.advance(0)).toBeNull();
    expect(tour.tick(1_000_000)).toBe('none');
    expect(tour.msUntilNext(0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('rejects a dwell, step count or idle time that cannot work', () => {
    expect(() => createTour({ items: [1], dwellMs: 0 })).toThrow(RangeError);
    expect(() => createTour({ items: [1], dwellMs: Number.NaN })).toThrow(RangeError);
    expect(() => createTour({ items: [1], stepsPerItem: 1.5 })).toThrow(RangeError);
    expect(() => createTour({ items: [1], idleResumeMs: -1 })).toThrow(RangeError);
  });
});
