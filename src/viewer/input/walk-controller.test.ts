import { describe, expect, it } from 'vitest';
import { SLIDE_ANIMATION_MS } from '../../shared/constants';
import {
  hitPlane,
  planeCentre,
  planeFrame,
  planeOnScreen,
  rayExitDistance,
  rayThrough,
  type WalkView,
} from '../core/perspective';
import { FOV_Y, IN_VIEW_SHARE, MIN_GAP, WALL_STANDOFF, type WalkContext, WalkController } from './walk-controller';
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

describe('walking in the gallery, pictures kept in view', () => {
  // The demo album's first izoom: on the hall's left wall, facing across it; the hall 7 m wide, 12 m deep.
  const picture = planeFrame({ x: -3.47, y: 1.6, z: -6 }, 90, 1.8, { width: 4, height: 3 });
  const bounds = { min: { x: -3.37, y: 0.3, z: -11.7 }, max: { x: 3.2, y: 3.7, z: -0.3 } };
  const share = (view: WalkView) => planeOnScreen(view, viewport, picture)?.share ?? 0;
  const gallery: WalkContext = {
    viewport,
    bounds,
    home,
    hitDistance: (origin, direction) => {
      const wall = rayExitDistance(origin, direction, { min: { ...bounds.min, x: -3.5 }, max: bounds.max });
      return Math.min(wall, hitPlane(origin, direction, picture)?.distance ?? wall);
    },
    pictureDistance: (origin, direction) => hitPlane(origin, direction, picture)?.distance ?? null,
    pictureShare: share,
    nearestPicture: () => planeCentre(picture),
  };
  const opening = { position: { x: -1.5, y: 1.6, z: -6 }, yaw: Math.PI / 2, pitch: 0 };
  const notches = (walk: WalkController, point: { x: number; y: number }, count = 25) => {
    for (let i = 0; i < count; i++) walk.handle({ kind: 'zoom', factor: 1.2, ...point }, i * 16);
  };

  it('walks towards the izoom under the pointer, which grows and stays in view', () => {
    const walk = new WalkController(gallery, opening);
    const before = share(walk.view);
    // Towards a point of the izoom off the middle of the view: its left part.
    const point = { x: 250, y: 300 };
    const aimed = hitPlane(walk.view.position, rayThrough(walk.view, viewport, point), picture);
    notches(walk, point, 10);
    // Straight down the ray: the point aimed at is still under the pointer.
    const on = hitPlane(walk.view.position, rayThrough(walk.view, viewport, point), picture);
    expect(on?.u).toBeCloseTo(aimed?.u ?? Number.NaN, 6);
    notches(walk, point, 15);
    expect(share(walk.view)).toBeGreaterThan(Math.max(before, 0.5));
    // As near as the room lets it come (0.1 m from the izoom's face).
    const near = hitPlane(walk.view.position, rayThrough(walk.view, viewport, point), picture);
    expect(near?.distance).toBeLessThan(0.2);
    expect(walk.view.position.z).not.toBeCloseTo(opening.position.z, 2);
  });

  it('stops short of a blank wall while an izoom is still in view', () => {
    // The pointer on the wall beside the izoom: walking all the way there would leave only wall in view.
    const point = { x: 790, y: 300 };
    const unguarded = new WalkController({ ...gallery, pictureShare: undefined, pictureDistance: undefined }, opening);
    notches(unguarded, point);
    expect(share(unguarded.view)).toBeLessThan(IN_VIEW_SHARE);
    const walk = new WalkController(gallery, opening);
    notches(walk, point);
    expect(share(walk.view)).toBeGreaterThanOrEqual(IN_VIEW_SHARE);
    expect(walk.view.position.x).toBeLessThan(opening.position.x);
    const ray = rayThrough(walk.view, viewport, point);
    expect(gallery.hitDistance(walk.view.position, ray)).toBeGreaterThanOrEqual(WALL_STANDOFF - 1e-9);
  });

  it('stops as soon as the last izoom would leave the view', () => {
    // No wall to keep off: only the izoom in view holds the walk back.
    const walk = new WalkController({ ...gallery, pictureDistance: undefined }, opening);
    notches(walk, { x: 790, y: 300 });
    expect(share(walk.view)).toBeGreaterThanOrEqual(IN_VIEW_SHARE);
    expect(share(walk.view)).toBeLessThan(IN_VIEW_SHARE * 1.05);
  });

  it('turns to the nearest izoom when a walk starts with none in view, and stays where it is', () => {
    const blank = { position: { x: 0, y: 1.6, z: -3 }, yaw: 0, pitch: 0 };
    const walk = new WalkController(gallery, blank);
    expect(share(walk.view)).toBe(0);
    walk.handle({ kind: 'zoom', factor: 1.2, x: 400, y: 300 }, 0);
    walk.handle({ kind: 'zoom', factor: 1.2, x: 400, y: 300 }, 100);
    expect(walk.animating).toBe(true);
    const view = walk.frame(1000);
    expect(view.position).toEqual(blank.position);
    expect(share(view)).toBeGreaterThan(0.01);
    expect(rayThrough(view, viewport, { x: 400, y: 300 }).x).toBeLessThan(-0.7);
    expect(hitPlane(view.position, rayThrough(view, viewport, { x: 400, y: 300 }), picture)).not.toBeNull();
  });

  it('flies home to the opening view it is given, and jumps there when told', () => {
    const walk = new WalkController({ ...gallery, home: opening }, { ...opening, yaw: 0 });
    walk.handle({ kind: 'home' }, 0);
    expect(walk.frame(SLIDE_ANIMATION_MS).yaw).toBeCloseTo(Math.PI / 2, 9);
    walk.jumpTo({ ...opening, position: { x: -9, y: 1.6, z: -6 } });
    expect(walk.view.position.x).toBe(bounds.min.x);
  });
});
