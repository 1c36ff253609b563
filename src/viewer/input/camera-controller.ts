import { animateCamera, type CameraAnimation, easeOutCubic, flyTo } from '../core/animation';
import { type Camera, clampCamera, fitCamera, panBy, type Size, type ZoomLimits, zoomAt } from '../core/camera';
import { type CameraDelta, isCommand, type ViewerCommand } from './deltas';

/** Animated pans and zooms (keys, double-click, double-tap) are short, so input feels direct. */
export const DELTA_ANIMATION_MS = 250;

export interface FocusView {
  readonly content: Size;
  readonly viewport: Size;
  readonly limits: ZoomLimits;
}

export interface DeltaContext extends FocusView {
  readonly now: number;
}

/** At most one of the three is set: a camera to show now, an animation to run, or a command to pass on. */
export interface DeltaResult {
  readonly camera?: Camera;
  readonly animation?: CameraAnimation;
  readonly command?: ViewerCommand;
}

const isAnimated = (delta: CameraDelta): boolean =>
  delta.kind === 'home' || ((delta.kind === 'pan' || delta.kind === 'zoom') && delta.animate === true);

export const applyDelta = (camera: Camera, delta: CameraDelta, context: DeltaContext): DeltaResult => {
  const { content, viewport, limits, now } = context;
  if (isCommand(delta)) return { command: delta.kind };
  if (delta.kind === 'home') return { animation: flyTo(camera, fitCamera(content, viewport), now) };
  const moved =
    delta.kind === 'pan'
      ? panBy(camera, delta.dx, delta.dy)
      : zoomAt(camera, delta.factor, { x: delta.x, y: delta.y }, viewport, limits);
  const target = clampCamera(moved, content, viewport, limits);
  return delta.animate
    ? { animation: animateCamera(camera, target, DELTA_ANIMATION_MS, easeOutCubic, now) }
    : { camera: target };
};

/**
 * Holds the focus-mode camera and its running animation: the one place deltas are applied. A
 * direct delta (drag, wheel, pinch) stops a running animation where it is; an animated delta
 * arriving during an animation builds on its target, so pressing + twice zooms ×1.5 twice.
 */
export class CameraController {
  private view: FocusView;
  private current: Camera;
  private animation: CameraAnimation | null = null;

  constructor(view: FocusView, camera: Camera = fitCamera(view.content, view.viewport)) {
    this.view = view;
    this.current = clampCamera(camera, view.content, view.viewport, view.limits);
  }

  /** The camera as of the last `frame` or `handle`. */
  get camera(): Camera {
    return this.current;
  }

  get animating(): boolean {
    return this.animation !== null;
  }

  /** Advances a running animation to `now` and returns the camera to draw. */
  frame(now: number): Camera {
    if (this.animation) {
      const { camera, done } = this.animation(now);
      this.current = camera;
      if (done) this.animation = null;
    }
    return this.current;
  }

  /** Applies a delta and returns the command it carries, if any. */
  handle(delta: CameraDelta, now: number): ViewerCommand | null {
    const shown = this.frame(now);
    const base = this.animation && isAnimated(delta) ? this.animation.to : shown;
    const result = applyDelta(base, delta, { ...this.view, now });
    if (result.command) return result.command;
    if (result.animation) {
      const { to, durationMs, easing } = result.animation;
      this.animation = animateCamera(shown, to, durationMs, easing, now);
    } else if (result.camera) {
      this.animation = null;
      this.current = result.camera;
    }
    return null;
  }

  /** Flies to a camera (the slide animation of spec §9), e.g. the next stop of a kiosk tour. */
  flyTo(camera: Camera, now: number): void {
    const target = clampCamera(camera, this.view.content, this.view.viewport, this.view.limits);
    this.animation = flyTo(this.frame(now), target, now);
  }

  /** Shows a camera at once, e.g. a view read from the URL. */
  jumpTo(camera: Camera): void {
    this.animation = null;
    this.current = clampCamera(camera, this.view.content, this.view.viewport, this.view.limits);
  }

  /** A resized viewport or new limits: stops any animation and keeps the camera within bounds. */
  setView(view: FocusView): void {
    this.view = view;
    this.jumpTo(this.current);
  }
}
