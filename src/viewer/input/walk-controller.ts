import { SCROLL_ANIMATION_MS, SLIDE_ANIMATION_MS } from '../../shared/constants';
import { type Easing, easeInOutCubic, easeOutCubic } from '../core/animation';
import type { Size } from '../core/camera';
import {
  add,
  type Box,
  clampToBox,
  lookAt,
  rayThrough,
  scale,
  sub,
  type Vec3,
  type WalkView,
} from '../core/perspective';
import { DELTA_ANIMATION_MS } from './camera-controller';
import type { CameraDelta, ViewerCommand } from './deltas';

/** Where the eye is and where it looks; radians. */
export interface Pose {
  readonly position: Vec3;
  readonly yaw: number;
  readonly pitch: number;
}

export interface WalkContext {
  readonly viewport: Size;
  /** Where the visitor may go. */
  readonly bounds: Box;
  /** Where `home` flies to. */
  readonly home: Pose;
  /** Metres along a ray to the first thing it meets (an izoom, a wall), or null. */
  readonly hitDistance: (origin: Vec3, direction: Vec3) => number | null;
  /** Metres along a ray to the first izoom it meets, or null; without it, whatever a ray meets may be walked up to. */
  readonly pictureDistance?: (origin: Vec3, direction: Vec3) => number | null;
  /** The largest share of the viewport (0..1) one izoom covers as seen from `view`; without it, every view is fine. */
  readonly pictureShare?: (view: WalkView) => number;
  /** The centre of the izoom nearest `position` that shows it its face, if any. */
  readonly nearestPicture?: (position: Vec3) => Vec3 | null;
}

export const FOV_Y = 60;
/** How near an izoom the eye may come, metres: near enough to see its finest pixels large. */
export const MIN_GAP = 0.06;
export const MAX_PITCH = 1.2;
/** How far a zoom step walks when the ray meets nothing. */
const OPEN_DISTANCE = 5;
/** How near a wall (anything but an izoom) a walk may come, metres: never up against a blank wall. */
export const WALL_STANDOFF = 1.2;
/** A walk never ends with less of an izoom in view than this share of the viewport. */
export const IN_VIEW_SHARE = 0.02;
/** Halvings of a step to find how far it may go with an izoom still in view. */
const STOP_SEARCH = 12;

interface Flight {
  readonly from: Pose;
  readonly to: Pose;
  readonly start: number;
  readonly duration: number;
  readonly easing: Easing;
}

const shortestTurn = (from: number, to: number): number => {
  const turn = (to - from) % (2 * Math.PI);
  return turn > Math.PI ? turn - 2 * Math.PI : turn < -Math.PI ? turn + 2 * Math.PI : turn;
};

const between = (a: Pose, b: Pose, t: number): Pose => ({
  position: add(
    a.position,
    scale({ x: b.position.x - a.position.x, y: b.position.y - a.position.y, z: b.position.z - a.position.z }, t),
  ),
  yaw: a.yaw + shortestTurn(a.yaw, b.yaw) * t,
  pitch: a.pitch + (b.pitch - a.pitch) * t,
});

const clampPitch = (pitch: number): number => Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch));

/**
 * The visitor's eye in the album scene, and the one place camera deltas become moves: a drag turns
 * the head (the scene follows the pointer), a zoom walks along the ray through its point — towards
 * what is under the cursor, which stays under it — and `home` flies back to the opening view. A walk never
 * ends with no izoom in view: it stops short, or, when none was in view already, turns to the nearest one.
 */
export class WalkController {
  private context: WalkContext;
  private pose: Pose;
  private flight: Flight | null = null;

  constructor(context: WalkContext, pose: Pose = context.home) {
    this.context = context;
    this.pose = pose;
  }

  get animating(): boolean {
    return this.flight !== null;
  }

  get view(): WalkView {
    return { ...this.pose, fovY: FOV_Y };
  }

  /** Advances a running flight to `now`; answers the view to draw. */
  frame(now: number): WalkView {
    const flight = this.flight;
    if (flight) {
      const t = Math.min(1, Math.max(0, (now - flight.start) / flight.duration));
      this.pose = between(flight.from, flight.to, flight.easing(t));
      if (t >= 1) this.flight = null;
    }
    return this.view;
  }

  /** Flies to a pose: the slide animation (600 ms) by default, the scroll animation (500 ms) for next/previous. */
  flyTo(to: Pose, now: number, kind: 'slide' | 'scroll' = 'slide'): void {
    const duration = kind === 'slide' ? SLIDE_ANIMATION_MS : SCROLL_ANIMATION_MS;
    this.flight = { from: this.frame(now), to, start: now, duration, easing: easeInOutCubic };
  }

  /** Shows a pose at once, e.g. the opening view made again for a new viewport. */
  jumpTo(pose: Pose): void {
    this.flight = null;
    this.pose = { ...pose, position: clampToBox(pose.position, this.context.bounds) };
  }

  setContext(context: WalkContext): void {
    this.context = context;
    this.pose = { ...this.pose, position: clampToBox(this.pose.position, context.bounds) };
  }

  /** Applies a delta; answers the command it carries (next, previous, fullscreen), if any. */
  handle(delta: CameraDelta, now: number): ViewerCommand | null {
    const shown = this.frame(now);
    const base: Pose = this.flight && 'animate' in delta && delta.animate ? this.flight.to : shown;
    let to: Pose;
    switch (delta.kind) {
      case 'pan': {
        const perPixel = (FOV_Y * Math.PI) / 180 / this.context.viewport.height;
        to = { ...base, yaw: base.yaw + delta.dx * perPixel, pitch: clampPitch(base.pitch + delta.dy * perPixel) };
        break;
      }
      case 'zoom': {
        const walked = this.walk(base, delta.factor, delta);
        if (walked.turn) {
          // Notches arriving while it turns let the turn go on.
          if (this.flight?.to.yaw !== walked.pose.yaw) this.flyTo(walked.pose, now, 'scroll');
          return null;
        }
        to = walked.pose;
        break;
      }
      case 'home':
        this.flyTo(this.context.home, now);
        return null;
      default:
        return delta.kind;
    }
    if ('animate' in delta && delta.animate) {
      this.flight = { from: shown, to, start: now, duration: DELTA_ANIMATION_MS, easing: easeOutCubic };
    } else {
      this.flight = null;
      this.pose = to;
    }
    return null;
  }

  /**
   * Walks along the ray through `point` by the share of the way to what it meets that a zoom by `factor` means,
   * as far as an izoom stays in view; with none in view to begin with, turns to the nearest one instead.
   */
  private walk(from: Pose, factor: number, point: { x: number; y: number }): { pose: Pose; turn: boolean } {
    const direction = rayThrough({ ...from, fovY: FOV_Y }, this.context.viewport, point);
    const ahead = this.context.hitDistance(from.position, direction) ?? OPEN_DISTANCE;
    const picture = this.context.pictureDistance?.(from.position, direction);
    // On an izoom, the walk goes up to it (the room ends just before its face); anywhere else, it keeps off.
    const gap = picture === null ? WALL_STANDOFF : MIN_GAP;
    let step = ahead * (1 - 1 / factor);
    if (step > 0) step = Math.min(step, Math.max(0, ahead - gap));
    const target = clampToBox(add(from.position, scale(direction, step)), this.context.bounds);
    const share = this.context.pictureShare;
    if (!share) return { pose: { ...from, position: target }, turn: false };
    const at = (t: number): Vec3 => add(from.position, scale(sub(target, from.position), t));
    const seen = (position: Vec3) => share({ ...from, position, fovY: FOV_Y }) >= IN_VIEW_SHARE;
    if (seen(target)) return { pose: { ...from, position: target }, turn: false };
    if (seen(from.position)) {
      let [near, far] = [0, 1];
      for (let i = 0; i < STOP_SEARCH; i++) {
        const mid = (near + far) / 2;
        if (seen(at(mid))) near = mid;
        else far = mid;
      }
      return { pose: { ...from, position: at(near) }, turn: false };
    }
    const nearest = this.context.nearestPicture?.(from.position);
    if (!nearest) return { pose: { ...from, position: target }, turn: false };
    return { pose: { position: from.position, ...lookAt(from.position, nearest) }, turn: true };
  }
}
