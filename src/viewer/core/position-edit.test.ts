import { describe, expect, it } from 'vitest';
import { rayThrough, type WalkView } from './perspective';
import {
  applyNudge,
  clampMove,
  dragInPlane,
  hallBox,
  hitStandingPlane,
  nudgeForKey,
  type Pose,
  projectPoint,
  roundPose,
} from './position-edit';

const viewport = { width: 800, height: 600 };
const eye: WalkView = { position: { x: 0, y: 1.6, z: 0 }, yaw: 0, pitch: 0, fovY: 60 };
const hall = hallBox(2);
/** 5 m down the hall, facing the entrance. */
const ahead: Pose = { centre: { x: 0, y: 1.6, z: -5 }, rotation: 0, size: 2 };
/** On the left wall, facing across the hall. */
const onWall: Pose = { centre: { x: -3.47, y: 1.6, z: -5 }, rotation: 90, size: 1.6 };
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('the hall', () => {
  it('is wall to wall, floor to ceiling, from the entrance down its bays', () => {
    expect(hall).toEqual({ min: { x: -3.5, y: 0, z: -10 }, max: { x: 3.5, y: 4, z: 0 } });
  });
});

describe('the plane an izoom stands in', () => {
  it('is met by a ray from its front, anywhere along it, and not from behind or alongside', () => {
    const hit = hitStandingPlane({ x: 0, y: 1.6, z: 0 }, { x: 0.6, y: 0, z: -0.8 }, ahead);
    expect(hit && [hit.x, hit.y, hit.z].map((n) => Math.round(n * 1e6) / 1e6)).toEqual([3.75, 1.6, -5]);
    expect(hitStandingPlane({ x: 0, y: 1.6, z: -8 }, { x: 0, y: 0, z: 1 }, ahead)).toBeNull();
    expect(hitStandingPlane({ x: 0, y: 1.6, z: 0 }, { x: 1, y: 0, z: 0 }, ahead)).toBeNull();
  });
});

describe('clamping a move', () => {
  it('keeps it in the box, but lets an izoom outside stay as far out as it was', () => {
    expect(clampMove({ x: 0, y: 1, z: -5 }, { x: 9, y: -1, z: 2 }, hall)).toEqual({ x: 3.5, y: 0, z: 0 });
    expect(clampMove({ x: -3.6, y: 1, z: -5 }, { x: -3.8, y: 1, z: -5 }, hall)).toEqual({ x: -3.6, y: 1, z: -5 });
    expect(clampMove({ x: -3.6, y: 1, z: -5 }, { x: -3, y: 1, z: -5 }, hall)).toEqual({ x: -3, y: 1, z: -5 });
  });
});

describe('dragging an izoom', () => {
  it('keeps the grabbed point under the pointer, in the izoom’s plane', () => {
    const grabbed = { x: 0.5, y: 2, z: -5 };
    const moved = dragInPlane(ahead, grabbed, { origin: eye.position, direction: { x: 0.6, y: 0, z: -0.8 } }, hall);
    // The pointer's ray now meets the plane at (3.75, 1.6): the grabbed point went 3.25 right and 0.4 down.
    expect(moved).toEqual({ centre: { x: 3.25, y: 1.2, z: -5 }, rotation: 0, size: 2 });
  });

  it('follows the pointer on the screen: the point projected back is the pointer', () => {
    const grabbed = { x: 0, y: 1.6, z: -5 };
    const pointer = { x: 500, y: 250 };
    const moved = dragInPlane(
      ahead,
      grabbed,
      { origin: eye.position, direction: rayThrough(eye, viewport, pointer) },
      hall,
    );
    const shown = moved && projectPoint(eye, viewport, moved.centre);
    // Within half a pixel: the centre is rounded to millimetres.
    expect(shown?.x).toBeCloseTo(500, 0);
    expect(shown?.y).toBeCloseTo(250, 0);
  });

  it('moves a wall izoom along its wall and up, never off it, and stops at the hall’s end', () => {
    const moved = dragInPlane(
      onWall,
      { x: -3.47, y: 1.6, z: -5 },
      { origin: { x: 0, y: 1.6, z: -2 }, direction: { x: -0.6, y: 0.8 * 0.6, z: -0.8 * 0.8 } },
      hall,
    );
    // The ray meets the wall plane 5.783 m along: 2.776 up, 3.702 further down the hall.
    expect(moved).toEqual({ centre: { x: -3.47, y: 4, z: -5.701 }, rotation: 90, size: 1.6 });
    const far = dragInPlane(
      onWall,
      { x: -3.47, y: 1.6, z: -5 },
      { origin: { x: 0, y: 1.6, z: -2 }, direction: { x: -0.1, y: 0, z: -0.995 } },
      hall,
    );
    expect(far?.centre).toEqual({ x: -3.47, y: 1.6, z: -10 });
  });

  it('leaves the izoom where it is when the pointer leaves its plane', () => {
    expect(
      dragInPlane(ahead, ahead.centre, { origin: eye.position, direction: { x: 0, y: 0, z: 1 } }, hall),
    ).toBeNull();
  });
});

describe('nudging the chosen izoom with keys', () => {
  it('reads arrows, + and -, PageUp and PageDown; Shift is finer', () => {
    expect(nudgeForKey({ key: 'ArrowRight' })).toEqual({ kind: 'move', right: 0.1, up: 0 });
    expect(nudgeForKey({ key: 'ArrowDown', shiftKey: true })).toEqual({ kind: 'move', right: 0, up: -0.01 });
    expect(nudgeForKey({ key: '+' })).toEqual({ kind: 'size', by: 0.1 });
    expect(nudgeForKey({ key: '-', shiftKey: true })).toEqual({ kind: 'size', by: -0.01 });
    expect(nudgeForKey({ key: 'PageUp' })).toEqual({ kind: 'turn', by: 15 });
    expect(nudgeForKey({ key: 'PageDown', shiftKey: true })).toEqual({ kind: 'turn', by: -1 });
    expect(nudgeForKey({ key: 'w' })).toBeNull();
  });

  it('moves along the izoom’s own right and up, in millimetres', () => {
    expect(applyNudge(ahead, { kind: 'move', right: 0.1, up: 0 }, hall).centre).toEqual({ x: 0.1, y: 1.6, z: -5 });
    // On the left wall its right runs down the hall.
    expect(applyNudge(onWall, { kind: 'move', right: 0.1, up: 0.01 }, hall).centre).toEqual({
      x: -3.47,
      y: 1.61,
      z: -5.1,
    });
    const top = { ...ahead, centre: { x: 0, y: 3.95, z: -5 } };
    expect(applyNudge(top, { kind: 'move', right: 0, up: 0.1 }, hall).centre.y).toBe(4);
  });

  it('sizes within 5 cm and 100 m, and turns within ±180°', () => {
    expect(applyNudge(ahead, { kind: 'size', by: 0.1 }, hall).size).toBe(2.1);
    expect(applyNudge({ ...ahead, size: 0.06 }, { kind: 'size', by: -0.1 }, hall).size).toBe(0.05);
    expect(applyNudge({ ...ahead, rotation: 175 }, { kind: 'turn', by: 15 }, hall).rotation).toBe(-170);
    expect(applyNudge({ ...ahead, rotation: -90 }, { kind: 'turn', by: -15 }, hall).rotation).toBe(-105);
  });

  it('rounds to what is stored', () => {
    expect(roundPose({ centre: { x: 0.1 + 0.2, y: 1.60049, z: -5.0005 }, rotation: 89.99999, size: 1.23456 })).toEqual({
      centre: { x: 0.3, y: 1.6, z: -5 },
      rotation: 90,
      size: 1.235,
    });
  });
});

describe('projecting a point', () => {
  it('shows what is straight ahead in the middle, and nothing behind the eye', () => {
    expect(projectPoint(eye, viewport, { x: 0, y: 1.6, z: -5 })).toEqual({ x: 400, y: 300 });
    const right = projectPoint(eye, viewport, { x: 1, y: 1.6, z: -5 });
    // tan 30° · 5 m · 4/3 = 3.849 m across half the width.
    close(right?.x ?? 0, 400 + 400 / (Math.tan(Math.PI / 6) * 5 * (4 / 3)));
    expect(projectPoint(eye, viewport, { x: 0, y: 1.6, z: 1 })).toBeNull();
  });
});
