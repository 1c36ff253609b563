import { SCROLL_ANIMATION_MS, SLIDE_ANIMATION_MS } from '../../shared/constants';
import type { Camera } from './camera';

/** Maps linear progress in [0, 1] to eased progress, with easing(0) = 0 and easing(1) = 1. */
export type Easing = (t: number) => number;

export const linear: Easing = (t) => t;
export const easeOutCubic: Easing = (t) => 1 - (1 - t) ** 3;
export const easeInOutCubic: Easing = (t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

export interface AnimationFrame {
  readonly camera: Camera;
  readonly done: boolean;
}

/** The camera at a given time; also carries its parameters, so a new move can start from it. */
export interface CameraAnimation {
  (nowMs: number): AnimationFrame;
  readonly from: Camera;
  readonly to: Camera;
  readonly startMs: number;
  readonly durationMs: number;
  readonly easing: Easing;
}

const ZOOM_EPSILON = 1e-12;

/**
 * Interpolates the zoom logarithmically, so each frame zooms by the same ratio. While the zoom
 * changes, the centre moves linearly in 1/zoom rather than in time: a zoom about a fixed point
 * (wheel, double-click) then keeps that point fixed on every frame, not only at the ends. Without
 * a zoom change the centre moves linearly in eased time.
 */
const interpolate = (from: Camera, to: Camera, progress: number): Camera => {
  const ratio = to.zoom / from.zoom;
  const zoom = from.zoom * ratio ** progress;
  const zoomChanges = Math.abs(Math.log(ratio)) > ZOOM_EPSILON;
  const share = zoomChanges ? (1 / zoom - 1 / from.zoom) / (1 / to.zoom - 1 / from.zoom) : progress;
  return {
    centerX: from.centerX + (to.centerX - from.centerX) * share,
    centerY: from.centerY + (to.centerY - from.centerY) * share,
    zoom,
  };
};

export const animateCamera = (
  from: Camera,
  to: Camera,
  durationMs: number,
  easing: Easing = easeInOutCubic,
  startMs = 0,
): CameraAnimation => {
  const frame = (nowMs: number): AnimationFrame => {
    const elapsed = nowMs - startMs;
    if (durationMs <= 0 || elapsed >= durationMs) return { camera: to, done: true };
    if (elapsed <= 0) return { camera: from, done: false };
    return { camera: interpolate(from, to, easing(elapsed / durationMs)), done: false };
  };
  return Object.assign(frame, { from, to, startMs, durationMs, easing });
};

/** The slide animation: flying to an izoom, or back to its home view. */
export const flyTo = (from: Camera, to: Camera, startMs = 0, durationMs = SLIDE_ANIMATION_MS): CameraAnimation =>
  animateCamera(from, to, durationMs, easeInOutCubic, startMs);

/** The scroll animation: moving to the next or previous izoom. */
export const scrollTo = (from: Camera, to: Camera, startMs = 0, durationMs = SCROLL_ANIMATION_MS): CameraAnimation =>
  animateCamera(from, to, durationMs, easeInOutCubic, startMs);
