import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: a page that is never idle still gets its scene. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * Whether the page has painted and the browser has had an idle moment since: heavy work that is not the page's
 * first picture (the album's 3D gallery and its three.js) waits for it, so that the posters paint first and a
 * phone's main thread is free to answer the first touch.
 */
export const usePageSettled = (): boolean => {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => setSettled(true);
    // The frame after next has been painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
        } else timer = setTimeout(settle, 50);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return settled;
};
