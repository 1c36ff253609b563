import { type Camera, camerasEqual, fitCamera, type Size, zoomLimits } from '../core/camera';
import { ViewerEngine } from '../core/engine';
import { nativeZoom } from '../core/frame-plan';
import type { ViewerSource } from '../core/izoom-source';
import type { SceneHooks } from '../core/scene-hooks';
import { CameraController, type FocusView } from '../input/camera-controller';
import type { CameraDelta, ViewerCommand } from '../input/deltas';
import { TileRenderer } from '../three/tile-renderer';
import { paceArrivals } from './arrival-pacing';
import { CanvasRenderer } from './canvas-renderer';
import { addCanvas, type HostedDrawer, hostFrames } from './frame-host';
import { attachInput } from './input-adapter';
import { loadTile, startTileWorkersEarly } from './load-tile';
import { chooseRenderer } from './renderer-choice';

/** What the focus view needs of its drawer, WebGL or 2D canvas. */
interface FocusRenderer extends SceneHooks<unknown>, HostedDrawer {
  destroy(): void;
}

export interface MountOptions {
  /** The view to open at (a shared link); the whole canvas otherwise. */
  initialCamera?: Camera;
  /** The camera settled after a move: for the URL. */
  onViewChange?: (camera: Camera) => void;
  onCommand?: (command: ViewerCommand) => void;
  /** An accessible name for the view. */
  label: string;
}

/** The latest frame's numbers; `frames` counts every frame drawn since mounting. */
export interface ViewerStats {
  sharp: boolean;
  drawn: number;
  gpuTiles: number;
  gpuBytes: number;
  requested: number;
  frames: number;
  camera: Camera;
}

export interface MountedViewer {
  readonly canvas: HTMLCanvasElement;
  /** The latest frame's numbers, for tests and benchmarks. */
  stats(): ViewerStats;
  jumpTo(camera: Camera): void;
  /** Hears the camera of every drawn frame (a minimap follows it); answers the unsubscribe. */
  subscribe(listener: (camera: Camera, viewport: Size) => void): () => void;
  /** Flies there with the slide animation. */
  flyTo(camera: Camera): void;
  /** On-screen buttons act through the same deltas as the keyboard and pointer. */
  apply(delta: CameraDelta): void;
  /** Shows another source in this canvas, at `camera` or the whole of it, keeping every tile already on the GPU. */
  setSource(source: ViewerSource, camera?: Camera): void;
  destroy(): void;
}

const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 0);
};

/**
 * Does now, while the page still waits for the izoom it will show, what the first view would otherwise do as
 * it opens: starts the tile workers (their script loads on their own threads) and chooses the drawer, which
 * may probe WebGL.
 */
export const warmUpViewer = (): void => {
  startTileWorkersEarly();
  chooseRenderer();
};

/** Puts a deep-zoom view of `source` in `container`: canvas, renderer, engine, input and the frame loop. */
export const mountViewer = (container: HTMLElement, source: ViewerSource, options: MountOptions): MountedViewer => {
  const canvas = addCanvas(container, options.label, 'viewer-canvas');
  let shown = source;
  const viewOf = (viewport: Size): FocusView => ({
    content: shown.canvas,
    viewport,
    limits: zoomLimits(shown.canvas, viewport, nativeZoom(shown, host.dpr())),
  });

  const kind = chooseRenderer();
  const renderer: FocusRenderer = kind === '2d' ? new CanvasRenderer(canvas) : new TileRenderer(canvas);
  canvas.dataset.renderer = kind;
  const host = hostFrames({
    container,
    canvas,
    drawer: renderer,
    draw: (now) => draw(now),
    onResize: (viewport) => controller.setView(viewOf(viewport)),
    onContextRestored: () => engine.textureLost(),
    onOnline: () => engine.retryFailed(),
    teardown: () => {
      arrivals.stop();
      listeners.clear();
      detachInput();
      engine.destroy();
      renderer.destroy();
    },
  });
  const arrivals = paceArrivals(kind, host.invalidate, () => engine.loading);
  const engine = new ViewerEngine({
    source,
    hooks: renderer,
    loadTile,
    onChange: arrivals.arrived,
    // A 2D drawer's upload only keeps the bitmap: the time budget alone bounds a frame's arrivals.
    uploadsPerFrame: kind === '2d' ? Number.POSITIVE_INFINITY : undefined,
  });
  const controller = new CameraController(
    viewOf(host.viewport),
    options.initialCamera ?? fitCamera(source.canvas, host.viewport),
  );
  let last: ViewerStats = {
    sharp: false,
    drawn: 0,
    gpuTiles: 0,
    gpuBytes: 0,
    requested: 0,
    frames: 0,
    camera: controller.camera,
  };
  // The view it opens at is the one the page asked for (or the home view): only moves are reported. Compared by
  // value: the viewport's first measurement (ResizeObserver) hands back an equal camera, which is no move.
  let reported: Camera = controller.camera;
  const listeners = new Set<(camera: Camera, viewport: Size) => void>();

  function draw(now: number) {
    const { viewport } = host;
    arrivals.drawn(now);
    const camera = controller.frame(now);
    const stats = engine.frame(camera, viewport, host.dpr());
    last = {
      sharp: stats.sharp,
      drawn: stats.drawn,
      gpuTiles: stats.gpuTiles,
      gpuBytes: stats.gpuBytes,
      requested: stats.requests.requested,
      frames: last.frames + 1,
      camera,
    };
    for (const listener of listeners) listener(camera, viewport);
    if (controller.animating || stats.pendingUploads > 0) host.invalidate();
    else if (!camerasEqual(camera, reported)) {
      reported = camera;
      // Once the page is idle: the page's answer (the URL, the router) holds up neither this frame nor the next.
      whenIdle(() => {
        if (!host.destroyed && reported === camera) options.onViewChange?.(camera);
      });
    }
  }

  const apply = (delta: CameraDelta) => {
    const command = controller.handle(delta, performance.now());
    if (command) options.onCommand?.(command);
    else if (!host.pending && !controller.animating) engine.prefetch(controller.camera, host.viewport, host.dpr());
    host.invalidate();
  };
  const detachInput = attachInput(canvas, apply);
  engine.prefetch(controller.camera, host.viewport, host.dpr());
  host.invalidate();

  return {
    canvas,
    stats: () => last,
    apply,
    subscribe: (listener) => {
      listeners.add(listener);
      listener(controller.camera, host.viewport);
      return () => listeners.delete(listener);
    },
    flyTo: (camera) => {
      controller.flyTo(camera, performance.now());
      host.invalidate();
    },
    jumpTo: (camera) => {
      controller.jumpTo(camera);
      host.invalidate();
    },
    setSource: (next, camera) => {
      shown = next;
      engine.show(next);
      canvas.setAttribute('aria-label', next.title);
      controller.setView(viewOf(host.viewport));
      controller.jumpTo(camera ?? fitCamera(next.canvas, host.viewport));
      host.invalidate();
    },
    destroy: host.destroy,
  };
};
