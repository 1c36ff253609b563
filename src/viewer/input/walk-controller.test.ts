import { describe, expect, it } from 'vitest';
import { rayThrough } from '../core/perspective';
import { FOV_Y, MIN_GAP, type WalkContext, WalkController } from './walk-controller';
import { walkKeyToDelta } from './walk-keys';

const viewport = { width: 800, height: 600 };
const home = { position: { x: 0, y: 1.6, z: -0.5 }, yaw: 0, pitch: 0 };
/** A wall 10 m ahead, across the whole view. */
const context: WalkContext = {
  viewport,
  bounds: { min: { x: -3, y: 0.3, z: -9.9 }, max: { x: 3, y: 3.7, z: -0.3 } },
  home,
  hitDistance: (origin, direction) => (direction.z < 0 ? (origin.z + 10.5) / -direction.z : null),
};

describe('walk controller', () => {
  it('turns the head with a drag, the scene following the pointer', () => {
    const walk = new WalkController(context);
    walk.handle({ kind: 'pan', dx: 600, dy: -60, animate: false }, 0);
    const perPixel = (FOV_Y * Math.PI) / 180 / 600;
    expect(walk.view.yaw).toBeCloseTo(600 * perPixel, 9);
    expect(walk.view.pitch).toBeCloseTo(-60 * perPixel, 9);
    walk.handle({ kind: 'pan', dx: 0, dy: 10_000 }, 0);
    expect(walk.view.pitch).toBeCloseTo(1.2, 9);
  });

  it('walks towards the point under the cursor, which stays under it', () => {
    const walk = new WalkController(context);
    const point = { x: 600, y: 200 };
    const before = rayThrough(walk.view, viewport, point);
    walk.handle({ kind: 'zoom', factor: 2, ...point }, 0);
    const after = rayThrough(walk.view, viewport, point);
    expect(after.x).toBeCloseTo(before.x, 9);
    // Half the way to the wall along that ray.
    expect(walk.view.position.z).toBeCloseTo(-0.5 - 10 / 2, 6);
    walk.handle({ kind: 'zoom', factor: 1 / 2, ...point }, 0);
    expect(walk.view.position.z).toBeCloseTo(-0.5, 6);
  });

  it('never walks into what is ahead, nor out of the hall', () => {
    const walk = new WalkController(context);
    walk.handle({ kind: 'zoom', factor: 1e6, x: 400, y: 300 }, 0);
    expect(walk.view.position.z).toBeCloseTo(-9.9, 9);
    const open = new WalkController({
      ...context,
      bounds: { ...context.bounds, min: { ...context.bounds.min, z: -99 } },
    });
    open.handle({ kind: 'zoom', factor: 1e6, x: 400, y: 300 }, 0);
    expect(open.view.position.z).toBeCloseTo(-10.5 + MIN_GAP, 9);
    walk.handle({ kind: 'zoom', factor: 1e-6, x: 400, y: 300 }, 0);
    expect(walk.view.position.z).toBeCloseTo(-0.3, 9);
  });

  it('eases animated steps and flies home with the slide animation', () => {
    const walk = new WalkController(context);
    walk.handle({ kind: 'zoom', factor: 2, x: 400, y: 300, animate: true }, 0);
    expect(walk.animating).toBe(true);
    expect(walk.frame(125).position.z).toBeLessThan(-0.5);
    expect(walk.frame(250).position.z).toBeCloseTo(-5.5, 6);
    walk.handle({ kind: 'home' }, 1000);
    expect(walk.frame(1300).position.z).toBeLessThan(-0.5);
    expect(walk.frame(1600).position.z).toBeCloseTo(-0.5, 9);
    expect(walk.animating).toBe(false);
  });

  it('turns the short way round when flying', () => {
    const walk = new WalkController(context, { ...home, yaw: 3 });
    walk.flyTo({ ...home, yaw: -3 }, 0, 'scroll');
    const halfway = walk.frame(250).yaw;
    expect(Math.abs(Math.abs(halfway) - Math.PI)).toBeLessThan(0.3);
    expect(walk.frame(500).yaw).toBeCloseTo(-3 + 2 * Math.PI, 9);
  });

  it('hands back the commands it does not apply', () => {
    const walk = new WalkController(context);
    expect(walk.handle({ kind: 'next' }, 0)).toBe('next');
    expect(walk.handle({ kind: 'fullscreen' }, 0)).toBe('fullscreen');
  });
});

describe('walk keys', () => {
  it('walks with up and down, turns with left and right, and keeps the focus-mode commands', () => {
    expect(walkKeyToDelta({ key: 'ArrowUp' }, viewport)).toMatchObject({ kind: 'zoom', factor: 1.5, x: 400, y: 300 });
    expect(walkKeyToDelta({ key: 'S' }, viewport)).toMatchObject({ kind: 'zoom', factor: 1 / 1.5 });
    expect(walkKeyToDelta({ key: 'ArrowLeft' }, viewport)).toMatchObject({ kind: 'pan', dx: 64, dy: 0 });
    expect(walkKeyToDelta({ key: 'ArrowRight', shiftKey: true }, viewport)).toMatchObject({ kind: 'pan', dx: -192 });
    expect(walkKeyToDelta({ key: '0' }, viewport)).toEqual({ kind: 'home' });
    expect(walkKeyToDelta({ key: 'n' }, viewport)).toEqual({ kind: 'next' });
    expect(walkKeyToDelta({ key: 'ArrowUp', ctrlKey: true }, viewport)).toBeNull();
  });
});
