import type { Point } from '../core/camera';
import type { Box, Vec3 } from '../core/perspective';
import { applyNudge, dragInPlane, nudgeForKey, type Pose } from '../core/position-edit';
import type { KeyInput } from './keyboard';

/** What the editor needs of the album scene. */
export interface EditableScene {
  /** The izoom under a point of the viewport (CSS pixels) and the point of it there. */
  grab(point: Point): { izoomId: number; at: Vec3 } | null;
  /** The ray from the eye through a point of the viewport. */
  ray(point: Point): { origin: Vec3; direction: Vec3 };
  pose(izoomId: number): Pose | undefined;
  /** Where izooms may be put. */
  box(): Box;
  /** Shows an izoom at a pose while it is being moved. */
  moved(izoomId: number, pose: Pose): void;
  /** A move is over: to be kept. */
  settled(izoomId: number, pose: Pose): void;
  selected(izoomId: number | null): void;
}

/** How far a press on an izoom may wander before it moves the izoom. */
export const DRAG_SLOP_PX = 3;

interface Drag {
  readonly pointerId: number;
  readonly izoomId: number;
  readonly from: Point;
  readonly grabbed: Vec3;
  readonly start: Pose;
  moved: boolean;
}

interface Choice {
  readonly izoomId: number;
  /** Where Escape puts it back: where it was chosen, or last settled. */
  from: Pose;
  /** Keys moved it since. */
  changed: boolean;
}

/**
 * Moving izooms in the album scene. A press on an izoom chooses it and a drag moves it in its own plane,
 * the grabbed point under the pointer, and settles it on release. Keys move the chosen izoom (arrows, + and -,
 * PageUp/PageDown), Enter keeps what they did and lets it go, Escape puts it back. Answers whether each
 * event was the editor's, so the rest (turning the view) gets only the others.
 */
export class PositionEditor {
  private drag: Drag | null = null;
  /** Pointers that are the editor's though they drag nothing: other fingers pressed during a drag. */
  private readonly held = new Set<number>();
  private choice: Choice | null = null;

  constructor(private readonly scene: EditableScene) {}

  get selected(): number | null {
    return this.choice?.izoomId ?? null;
  }

  press(pointerId: number, point: Point): boolean {
    if (this.drag) {
      this.held.add(pointerId);
      return true;
    }
    const hit = this.scene.grab(point);
    const start = hit && this.scene.pose(hit.izoomId);
    if (!hit || !start) return false;
    this.select(hit.izoomId);
    this.drag = { pointerId, izoomId: hit.izoomId, from: point, grabbed: hit.at, start, moved: false };
    return true;
  }

  movePointer(pointerId: number, point: Point): boolean {
    const drag = this.drag;
    if (!drag || drag.pointerId !== pointerId) return this.held.has(pointerId);
    if (!drag.moved && Math.hypot(point.x - drag.from.x, point.y - drag.from.y) < DRAG_SLOP_PX) return true;
    const pose = dragInPlane(drag.start, drag.grabbed, this.scene.ray(point), this.scene.box());
    if (pose) {
      drag.moved = true;
      this.scene.moved(drag.izoomId, pose);
    }
    return true;
  }

  /** A pointer let go (`cancelled`: the browser took it, and the izoom goes back). */
  release(pointerId: number, point: Point, cancelled = false): boolean {
    if (this.held.delete(pointerId)) return true;
    const drag = this.drag;
    if (!drag || drag.pointerId !== pointerId) return false;
    if (cancelled) {
      this.cancelDrag();
      this.held.delete(pointerId);
      return true;
    }
    this.movePointer(pointerId, point);
    this.drag = null;
    const pose = this.scene.pose(drag.izoomId);
    if (drag.moved && pose) {
      this.scene.settled(drag.izoomId, pose);
      if (this.choice?.izoomId === drag.izoomId) this.choice = { izoomId: drag.izoomId, from: pose, changed: false };
    }
    return true;
  }

  key(input: KeyInput): boolean {
    const choice = this.choice;
    if (!choice || input.ctrlKey || input.metaKey || input.altKey) return false;
    if (input.key === 'Escape') {
      if (this.drag) this.cancelDrag();
      else if (choice.changed) this.scene.moved(choice.izoomId, choice.from);
      choice.changed = false;
      this.select(null);
      return true;
    }
    if (this.drag) return false;
    if (input.key === 'Enter') {
      this.select(null);
      return true;
    }
    const nudge = nudgeForKey(input);
    const pose = this.scene.pose(choice.izoomId);
    if (!nudge || !pose) return false;
    this.scene.moved(choice.izoomId, applyNudge(pose, nudge, this.scene.box()));
    choice.changed = true;
    return true;
  }

  /** Chooses an izoom (null: none); what keys did to the one chosen before is kept. */
  select(izoomId: number | null): void {
    if (this.selected === izoomId) return;
    const choice = this.choice;
    const pose = choice && this.scene.pose(choice.izoomId);
    if (choice?.changed && pose) this.scene.settled(choice.izoomId, pose);
    const from = izoomId === null ? undefined : this.scene.pose(izoomId);
    this.choice = izoomId !== null && from ? { izoomId, from, changed: false } : null;
    this.scene.selected(this.selected);
  }

  private cancelDrag(): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    // The pointer is still down: the rest of its drag is the editor's, and does nothing.
    this.held.add(drag.pointerId);
    if (drag.moved) this.scene.moved(drag.izoomId, drag.start);
  }
}
