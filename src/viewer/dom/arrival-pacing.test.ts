import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARRIVAL_FRAME_MS, paceArrivals } from './arrival-pacing';

describe('paceArrivals', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (kind: '2d' | 'webgl', pending: { n: number }) => {
    const invalidate = vi.fn();
    return { invalidate, pacing: paceArrivals(kind, invalidate, () => pending.n) };
  };

  it('a 2D drawer draws arrivals at most every ARRIVAL_FRAME_MS while more are coming', () => {
    const pending = { n: 5 };
    const { invalidate, pacing } = setup('2d', pending);
    pacing.arrived(); // nothing drawn yet: at once
    expect(invalidate).toHaveBeenCalledTimes(1);
    pacing.drawn(performance.now());
    pacing.arrived();
    pacing.arrived();
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ARRIVAL_FRAME_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('draws the last arrival at once, and a frame drawn meanwhile cancels the wait', () => {
    const pending = { n: 3 };
    const { invalidate, pacing } = setup('2d', pending);
    pacing.drawn(performance.now());
    pacing.arrived();
    expect(invalidate).not.toHaveBeenCalled();
    pacing.drawn(performance.now()); // a camera move drew them
    vi.advanceTimersByTime(ARRIVAL_FRAME_MS);
    expect(invalidate).not.toHaveBeenCalled();
    pending.n = 0;
    pacing.arrived();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('a WebGL drawer asks for a frame at every arrival, and stop drops a waiting one', () => {
    const webgl = setup('webgl', { n: 5 });
    webgl.pacing.drawn(performance.now());
    webgl.pacing.arrived();
    webgl.pacing.arrived();
    expect(webgl.invalidate).toHaveBeenCalledTimes(2);
    const canvas = setup('2d', { n: 5 });
    canvas.pacing.drawn(performance.now());
    canvas.pacing.arrived();
    canvas.pacing.stop();
    vi.advanceTimersByTime(ARRIVAL_FRAME_MS * 2);
    expect(canvas.invalidate).not.toHaveBeenCalled();
  });
});
