import type { RendererKind } from './renderer-choice';

/** While tiles stream in, a 2D drawer draws them at most this often; see `paceArrivals`. */
export const ARRIVAL_FRAME_MS = 50;

/**
 * When to draw for arrived tiles. A 2D canvas's frame costs a copy of the whole canvas for the compositor (up
 * to tens of ms where there is no GPU), so while more tiles are coming it draws them at most every
 * ARRIVAL_FRAME_MS, leaving the machine to the requests and decoding; the last one is drawn at once. WebGL
 * frames are cheap and upload a few tiles each: every arrival asks for one.
 */
export const paceArrivals = (kind: RendererKind, invalidate: () => void, loading: () => number) => {
  let lastDrawAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    arrived: () => {
      if (kind === 'webgl' || loading() === 0) return invalidate();
      if (timer !== undefined) return;
      const wait = lastDrawAt + ARRIVAL_FRAME_MS - performance.now();
      if (wait <= 0) return invalidate();
      timer = setTimeout(() => {
        timer = undefined;
        invalidate();
      }, wait);
    },
    drawn: (now: number) => {
      lastDrawAt = now;
      stop();
    },
    stop,
  };
};
