import type { Point } from '../core/camera';
import type { CameraDelta } from './deltas';

/**
 * The parts of a pointer, wheel or dblclick event the gestures need. Real DOM events fit it; the
 * DOM adapter (elsewhere) feeds them in, captures the pointer on pointerdown, and prevents the
 * browser's own zoom on ctrl+wheel.
 */
export interface PointerInputEvent {
  readonly type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel' | 'wheel' | 'dblclick';
  readonly pointerId?: number;
  /** 'mouse', 'touch' or 'pen'; pen is handled like touch. Absent means mouse. */
  readonly pointerType?: string;
  readonly clientX: number;
  readonly clientY: number;
  readonly deltaY?: number;
  /** 0 pixels, 1 lines, 2 pages (WheelEvent.deltaMode). */
  readonly deltaMode?: number;
  /** On a wheel event: a trackpad pinch. */
  readonly ctrlKey?: boolean;
  /** On a dblclick: zoom out instead of in. */
  readonly shiftKey?: boolean;
  readonly timeStamp: number;
  readonly button?: number;
}

export interface PointerInputOptions {
  /** Where the viewport's top-left corner is in client coordinates, e.g. the canvas's bounding rect. */
  readonly origin?: () => { readonly left: number; readonly top: number };
}

export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_DISTANCE_PX = 30;
/** How far a finger may wander before a touch stops being a tap and starts a pan. */
export const TAP_SLOP_PX = 10;
/** The same for a mouse button, so the jitter of a double-click does not pan. */
export const CLICK_SLOP_PX = 3;
export const DOUBLE_CLICK_ZOOM = 2;
/** One wheel notch (100 px) zooms by 1.2. */
export const WHEEL_ZOOM_RATE = Math.log(1.2) / 100;
/** Pinch arrives as many small ctrl+wheel deltas; each still zooms a little, so the zoom is fine-grained. */
export const PINCH_ZOOM_RATE = 0.01;
export const WHEEL_LINE_PX = 40;
export const WHEEL_PAGE_PX = 800;

interface Drag {
  readonly id: number;
  /** The point the next pan is measured from; it stays at the press point until the slop is passed. */
  from: Point;
  panning: boolean;
}

interface Tap {
  readonly id: number;
  readonly start: Point;
  readonly completesDoubleTap: boolean;
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Turns pointer, wheel and dblclick events into camera deltas. One instance per viewport. */
export class PointerInput {
  private readonly origin: PointerInputOptions['origin'];
  private mouse: Drag | null = null;
  /** Fingers (and pens) down, in the order they arrived. */
  private readonly touches = new Map<number, Point>();
  private touchDrag: Drag | null = null;
  private tap: Tap | null = null;
  private lastTap: { readonly point: Point; readonly timeStamp: number } | null = null;
  private lastPointerType: string | null = null;

  constructor(options: PointerInputOptions = {}) {
    this.origin = options.origin;
  }

  handle(event: PointerInputEvent): CameraDelta[] {
    const point = this.toViewport(event);
    switch (event.type) {
      case 'wheel':
        return this.wheel(event, point);
      case 'dblclick':
        return this.doubleClick(event, point);
      default:
        return isMouse(event) ? this.mouseEvent(event, point) : this.touchEvent(event, point);
    }
  }

  /** Forgets every pointer, e.g. when the viewport loses focus. */
  reset(): void {
    this.mouse = null;
    this.touches.clear();
    this.touchDrag = null;
    this.tap = null;
    this.lastTap = null;
  }

  private toViewport(event: PointerInputEvent): Point {
    const origin = this.origin?.() ?? { left: 0, top: 0 };
    return { x: event.clientX - origin.left, y: event.clientY - origin.top };
  }

  private wheel(event: PointerInputEvent, point: Point): CameraDelta[] {
    const scale = event.deltaMode === 1 ? WHEEL_LINE_PX : event.deltaMode === 2 ? WHEEL_PAGE_PX : 1;
    const delta = (event.deltaY ?? 0) * scale;
    if (delta === 0) return [];
    const rate = event.ctrlKey ? PINCH_ZOOM_RATE : WHEEL_ZOOM_RATE;
    return [{ kind: 'zoom', factor: Math.exp(-delta * rate), x: point.x, y: point.y }];
  }

  private doubleClick(event: PointerInputEvent, point: Point): CameraDelta[] {
    // Browsers may also report a double tap as dblclick; taps are already handled as touch.
    if (this.lastPointerType !== null && this.lastPointerType !== 'mouse') return [];
    const factor = event.shiftKey ? 1 / DOUBLE_CLICK_ZOOM : DOUBLE_CLICK_ZOOM;
    return [{ kind: 'zoom', factor, x: point.x, y: point.y, animate: true }];
  }

  private mouseEvent(event: PointerInputEvent, point: Point): CameraDelta[] {
    const id = event.pointerId ?? 1;
    switch (event.type) {
      case 'pointerdown':
        this.lastPointerType = 'mouse';
        if ((event.button ?? 0) === 0) this.mouse = { id, from: point, panning: false };
        return [];
      case 'pointermove':
        return this.mouse?.id === id ? dragTo(this.mouse, point, CLICK_SLOP_PX) : [];
      default:
        if (this.mouse?.id === id) this.mouse = null;
        return [];
    }
  }

  private touchEvent(event: PointerInputEvent, point: Point): CameraDelta[] {
    const id = event.pointerId ?? 1;
    switch (event.type) {
      case 'pointerdown':
        this.lastPointerType = event.pointerType ?? 'touch';
        return this.touchDown(id, point, event.timeStamp);
      case 'pointermove':
        return this.touchMove(id, point);
      case 'pointerup':
        return this.touchUp(id, point, event.timeStamp);
      default:
        this.lastTap = null;
        return this.touchUp(id, point, event.timeStamp, true);
    }
  }

  private touchDown(id: number, point: Point, timeStamp: number): CameraDelta[] {
    this.touches.set(id, point);
    if (this.touches.size === 1) {
      const last = this.lastTap;
      const completesDoubleTap =
        last !== null &&
        timeStamp - last.timeStamp <= DOUBLE_TAP_MS &&
        distance(point, last.point) <= DOUBLE_TAP_DISTANCE_PX;
      this.tap = { id, start: point, completesDoubleTap };
      this.touchDrag = { id, from: point, panning: false };
    } else {
      this.tap = null;
      this.lastTap = null;
    }
    return [];
  }

  private touchMove(id: number, point: Point): CameraDelta[] {
    const previous = this.touches.get(id);
    if (!previous) return [];
    if (this.touches.size === 1) {
      this.touches.set(id, point);
      if (!this.touchDrag) return [];
      const deltas = dragTo(this.touchDrag, point, TAP_SLOP_PX);
      if (this.touchDrag.panning) this.tap = null;
      return deltas;
    }
    const [first, second] = [...this.touches.keys()];
    if (id !== first && id !== second) {
      this.touches.set(id, point);
      return [];
    }
    const other = this.touches.get(id === first ? (second as number) : (first as number)) as Point;
    this.touches.set(id, point);
    return pinch(previous, point, other);
  }

  private touchUp(id: number, point: Point, timeStamp: number, cancelled = false): CameraDelta[] {
    if (!this.touches.delete(id)) return [];
    const tap = this.tap?.id === id && !cancelled ? this.tap : null;
    this.tap = null;
    const remaining = [...this.touches.entries()];
    if (remaining.length === 0) {
      this.touchDrag = null;
    } else if (remaining.length === 1) {
      // The finger left behind after a pinch pans at once, from where it is.
      const [lastId, lastPoint] = remaining[0] as [number, Point];
      this.touchDrag = { id: lastId, from: lastPoint, panning: true };
    }
    if (!tap) return [];
    if (tap.completesDoubleTap) {
      this.lastTap = null;
      return [{ kind: 'zoom', factor: DOUBLE_CLICK_ZOOM, x: point.x, y: point.y, animate: true }];
    }
    this.lastTap = { point, timeStamp };
    return [];
  }
}

const isMouse = (event: PointerInputEvent): boolean => (event.pointerType ?? 'mouse') === 'mouse';

/** Pans by the move since the last pan; until the slop is passed, nothing, then the whole way at once. */
const dragTo = (drag: Drag, point: Point, slop: number): CameraDelta[] => {
  if (!drag.panning && distance(point, drag.from) < slop) return [];
  drag.panning = true;
  const dx = point.x - drag.from.x;
  const dy = point.y - drag.from.y;
  drag.from = point;
  return dx === 0 && dy === 0 ? [] : [{ kind: 'pan', dx, dy }];
};

/**
 * One finger of a pinch moved from `before` to `after` while `other` stayed: the content follows
 * the fingers' midpoint and scales with their distance, about the new midpoint.
 */
const pinch = (before: Point, after: Point, other: Point): CameraDelta[] => {
  const oldMid = midpoint(before, other);
  const newMid = midpoint(after, other);
  const oldSpan = distance(before, other);
  const newSpan = distance(after, other);
  const deltas: CameraDelta[] = [];
  const dx = newMid.x - oldMid.x;
  const dy = newMid.y - oldMid.y;
  if (dx !== 0 || dy !== 0) deltas.push({ kind: 'pan', dx, dy });
  if (oldSpan > 0 && newSpan > 0 && newSpan !== oldSpan) {
    deltas.push({ kind: 'zoom', factor: newSpan / oldSpan, x: newMid.x, y: newMid.y });
  }
  return deltas;
};
