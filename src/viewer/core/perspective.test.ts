import { describe, expect, it } from 'vitest';
import {
  clampToBox,
  hitPlane,
  lookAt,
  planeFrame,
  planeInView,
  planeOnScreen,
  rayExitDistance,
  rayThrough,
  viewBasis,
  type WalkView,
} from './perspective';

const viewport = { width: 800, height: 600 };
const eye = (z: number, yaw = 0, x = 0): WalkView => ({ position: { x, y: 1.6, z }, yaw, pitch: 0, fovY: 60 });
/** 2 m wide, 1.5 m high, its centre at eye height 5 m down the hall, facing the entrance. */
const ahead = planeFrame({ x: 0, y: 1.6, z: -5 }, 0, 2, { width: 4 / 3, height: 1 });
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('view basis', () => {
  it('looks down -z at yaw 0 and turns left as yaw grows', () => {
    const straight = viewBasis(eye(0));
    expect([straight.forward.x, straight.forward.y, straight.forward.z].map((n) => n + 0)).toEqual([0, 0, -1]);
    close(straight.up.y, 1);
    const left = viewBasis(eye(0, Math.PI / 2));
    close(left.forward.x, -1);
    close(left.right.z, -1);
  });
});

describe('planes', () => {
  it('hangs the canvas with its top-left corner up and to the left', () => {
    close(ahead.topLeft.x, -1);
    close(ahead.topLeft.y, 2.35);
    close(ahead.topLeft.z, -5);
    close(ahead.metresPerUnit, 1.5);
    const wall = planeFrame({ x: -3.5, y: 1.6, z: -5 }, 90, 2, { width: 2, height: 1 });
    close(wall.normal.x, 1);
    close(wall.right.z, -1);
  });

  it('sees all of a plane far ahead, at the scale its distance gives', () => {
    const seen = planeInView(eye(0), viewport, ahead);
    expect(seen).not.toBeNull();
    close(seen?.rect.x ?? -1, 0);
    close(seen?.rect.width ?? -1, 4 / 3);
    close(seen?.rect.height ?? -1, 1);
    close(seen?.depth ?? -1, 5);
    // 300 px for tan(30°) × 5 m, times 1.5 m per unit.
    close(seen?.pixelsPerUnit ?? -1, (300 / (5 * Math.tan(Math.PI / 6))) * 1.5);
  });

  it('sees only the middle of a plane half a metre away', () => {
    const seen = planeInView(eye(-4.5), viewport, ahead);
    const halfHeight = 0.5 * Math.tan(Math.PI / 6);
    close(seen?.rect.y ?? -1, 0.5 - halfHeight / 1.5);
    close(seen?.rect.height ?? -1, (2 * halfHeight) / 1.5);
    close(seen?.rect.x ?? -1, (1 - (halfHeight * 4) / 3) / 1.5);
  });

  it('sees nothing from behind, looking away, or of a plane beside the view', () => {
    expect(planeInView(eye(-10), viewport, ahead)).toBeNull();
    expect(planeInView(eye(0, Math.PI), viewport, ahead)).toBeNull();
    const aside = planeFrame({ x: 40, y: 1.6, z: -5 }, 0, 2, { width: 1, height: 1 });
    expect(planeInView(eye(0), viewport, aside)).toBeNull();
  });

  it('clips a wall seen askew to the part in the frustum, scaled where it is nearest', () => {
    const wall = planeFrame({ x: -3.5, y: 1.6, z: -6 }, 90, 8, { width: 8, height: 3 });
    const seen = planeInView(eye(0), viewport, wall);
    expect(seen).not.toBeNull();
    // The wall runs from z = -2 to -10; the frustum's left edge meets x = -3.5 at z = -3.5 / tan(hfov/2).
    const tanX = (Math.tan(Math.PI / 6) * 4) / 3;
    close(seen?.depth ?? -1, 3.5 / tanX);
    // Its canvas x runs along -z from z = -2, so the visible part starts there and goes to the far end.
    close(seen?.rect.x ?? -1, 3.5 / tanX - 2);
    close(seen?.rect.width ?? -1, 8 - (3.5 / tanX - 2));
    close(seen?.rect.height ?? -1, 3);
  });
});

describe('rays', () => {
  it('goes straight ahead through the middle and hits the plane there', () => {
    const ray = rayThrough(eye(0), viewport, { x: 400, y: 300 });
    close(ray.z, -1);
    const hit = hitPlane(eye(0).position, ray, ahead);
    close(hit?.distance ?? -1, 5);
    close(hit?.u ?? -1, 2 / 3);
    close(hit?.v ?? -1, 0.5);
  });

  it('misses beside the plane and from behind', () => {
    const corner = rayThrough(eye(0), viewport, { x: 0, y: 0 });
    expect(hitPlane(eye(0).position, corner, ahead)).toBeNull();
    expect(hitPlane(eye(-10).position, { x: 0, y: 0, z: 1 }, ahead)).toBeNull();
  });

  it('measures the way out of the hall and keeps a point in it', () => {
    const box = { min: { x: -3, y: 0.3, z: -20 }, max: { x: 3, y: 3.7, z: -0.3 } };
    close(rayExitDistance({ x: 0, y: 1.6, z: -1 }, { x: 0, y: 0, z: -1 }, box), 19);
    close(rayExitDistance({ x: 0, y: 1.6, z: -1 }, { x: -1, y: 0, z: 0 }, box), 3);
    expect(clampToBox({ x: 9, y: -1, z: 5 }, box)).toEqual({ x: 3, y: 0.3, z: -0.3 });
  });
});

describe('planes on the screen', () => {
  it('projects a plane square on to its rectangle in CSS pixels, with the share of the view it covers', () => {
    // From 4 m, the view is 2 · 4 · tan 30° = 4.619 m high: 600 px for that.
    const perMetre = 600 / (2 * 4 * Math.tan(Math.PI / 6));
    const shown = planeOnScreen(eye(-1), viewport, ahead);
    close(shown?.rect.width ?? 0, 2 * perMetre);
    close(shown?.rect.height ?? 0, 1.5 * perMetre);
    close(shown?.rect.x ?? 0, 400 - perMetre);
    close(shown?.rect.y ?? 0, 300 - 0.75 * perMetre);
    close(shown?.share ?? 0, (3 * perMetre * perMetre) / (800 * 600));
  });

  it('counts only the part in view, and nothing of a plane behind the eye or seen from its back', () => {
    // Turned so the plane's middle is at the right edge: its left half shows, askew.
    const half = planeOnScreen(eye(-1, Math.atan((800 / 600) * Math.tan(Math.PI / 6))), viewport, ahead);
    const whole = planeOnScreen(eye(-1), viewport, ahead);
    expect(half?.share ?? 0).toBeGreaterThan(0.3 * (whole?.share ?? 0));
    expect(half?.share ?? 0).toBeLessThan(0.9 * (whole?.share ?? 0));
    close((half?.rect.x ?? 0) + (half?.rect.width ?? 0), 800);
    expect(planeOnScreen(eye(-1, Math.PI), viewport, ahead)).toBeNull();
    expect(planeOnScreen(eye(-8), viewport, ahead)).toBeNull();
    // Up close, the plane covers the whole view.
    close(planeOnScreen(eye(-4.9), viewport, ahead)?.share ?? 0, 1);
  });

  it('looks from one point at another', () => {
    const left = lookAt({ x: 0, y: 1.6, z: 0 }, { x: -3, y: 1.6, z: 0 });
    close(left.yaw, Math.PI / 2);
    close(left.pitch, 0);
    const up = lookAt({ x: 0, y: 0, z: 0 }, { x: 0, y: 1, z: -1 });
    close(up.yaw, 0);
    close(up.pitch, Math.PI / 4);
  });
});
