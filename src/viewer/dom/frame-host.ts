import type { Size } from '../core/camera';

/**
 * The frame host: what every mounted view (focus, embed, album, kiosk) shares between its canvas and the page.
 * It owns the frame loop (one requestAnimationFrame at a time), the container's size (ResizeObserver), the
 * device-pixel ratio, the canvas's context loss and restore, the page coming back into view or online, and the
 * teardown. The mount says what a frame draws and what to do when something changes.
 */

/** A drawer as the host sees it: told when its canvas's WebGL context goes and when it is back. */
export interface HostedDrawer {
  /** The context is gone: nothing reaches the GPU until it is back (uploads wait). */
  loseContext(): void;
  /** The context is back (three.js rebuilt its own state first): the drawer repairs itself. */
  restoreContext(): void;
}

export interface FrameHostOptions {
  /** Measured for the viewport; the canvas fills it. */
  readonly container: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  readonly drawer: HostedDrawer;
  /** Draws one frame; `invalidate()` from inside asks for the next one. Not called while the context is lost. */
  draw(now: number): void;
  /** The container's size changed (its first measurement included). */
  onResize?(viewport: Size): void;
  /** The context is back and the drawer repaired: every tile that was on the GPU must come again. */
  onContextRestored?(): void;
  /** The network is back: what failed may be asked again. */
  onOnline?(): void;
  /** The mount's own teardown, run by `destroy()` after the host stopped and before the canvas goes. */
  teardown?(): void;
}

export interface FrameHost {
  /** The container's size in CSS pixels, as last measured. */
  readonly viewport: Size;
  /** Whether a frame is asked for and not drawn yet. */
  readonly pending: boolean;
  readonly destroyed: boolean;
  /** Device pixels per CSS pixel, now (it changes as the window moves to another screen or is zoomed). */
  dpr(): number;
  /** Asks for a frame; one at most is pending. */
  invalidate(): void;
  /** Stops the loop and every listener, runs the mount's teardown and takes the canvas out of the page. */
  destroy(): void;
}

/** A canvas filling `container`, named for assistive technology and for tests. */
export const addCanvas = (container: HTMLElement, label: string, testId: string): HTMLCanvasElement => {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' });
  canvas.setAttribute('aria-label', label);
  canvas.dataset.testid = testId;
  container.append(canvas);
  return canvas;
};

const devicePixelRatio = (): number => window.devicePixelRatio || 1;

/**
 * Calls `onChange` when the device-pixel ratio changes (a media query on the current ratio, set again after
 * each change); answers the detach. Without matchMedia (jsdom) it never calls.
 */
const watchPixelRatio = (onChange: () => void): (() => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  let query: MediaQueryList | null = null;
  const listen = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${devicePixelRatio()}dppx)`);
    query.addEventListener('change', changed);
  };
  const changed = () => {
    listen();
    onChange();
  };
  listen();
  return () => query?.removeEventListener('change', changed);
};

/** Hosts the frames of a view whose canvas and drawer exist already (so three.js hears the context first). */
export const hostFrames = (options: FrameHostOptions): FrameHost => {
  const { container, canvas, drawer } = options;
  const measure = (): Size => ({ width: container.clientWidth || 1, height: container.clientHeight || 1 });
  let viewport = measure();
  let pending = false;
  let destroyed = false;
  let contextLost = false;

  const frame = (now: number) => {
    pending = false;
    if (destroyed || contextLost) return;
    options.draw(now);
  };
  const invalidate = () => {
    if (pending || destroyed) return;
    pending = true;
    requestAnimationFrame(frame);
  };

  const resize = new ResizeObserver(() => {
    viewport = measure();
    options.onResize?.(viewport);
    invalidate();
  });
  resize.observe(container);
  const stopWatchingRatio = watchPixelRatio(invalidate);

  const onLost = (event: Event) => {
    // Without this the browser would never give the context back.
    event.preventDefault();
    contextLost = true;
    drawer.loseContext();
  };
  const onRestored = () => {
    contextLost = false;
    drawer.restoreContext();
    options.onContextRestored?.();
    invalidate();
  };
  const onOnline = () => options.onOnline?.();
  // A page shown again draws at once, whatever its frames missed while hidden.
  const onVisibility = () => {
    if (document.visibilityState === 'visible') invalidate();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  // A 2D canvas is never lost to the page, but it may come back blank.
  canvas.addEventListener('contextrestored', onRestored);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);

  return {
    get viewport() {
      return viewport;
    },
    get pending() {
      return pending;
    },
    get destroyed() {
      return destroyed;
    },
    dpr: devicePixelRatio,
    invalidate,
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      resize.disconnect();
      stopWatchingRatio();
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      canvas.removeEventListener('contextrestored', onRestored);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
      options.teardown?.();
      canvas.remove();
    },
  };
};
