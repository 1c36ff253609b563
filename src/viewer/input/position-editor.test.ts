import { describe, expect, it } from 'vitest';
import type { Point } from '../core/camera';
import { rayThrough, type WalkView } from '../core/perspective';
import { hallBox, hitStandingPlane, type Pose } from '../core/position-edit';
import { type EditableScene, PositionEditor } from './position-editor';

const viewport = { width: 800, height: 600 };
const eye: WalkView = { position: { x: 0, y: 1.6, z: 0 }, yaw: 0, pitch: 0, fovY: 60 };

/** One izoom 2 m wide, 5 m ahead; anything within 1 m of its centre counts as on it. */
const fakeScene = () => {
  const poses = new Map<number, Pose>([[7, { centre: { x: 0, y: 1.6, z: -5 }, rotation: 0, size: 2 }]]);
  const log: string[] = [];
  const ray = (point: Point) => ({ origin: eye.position, direction: rayThrough(eye, viewport, point) });
  const scene: EditableScene = {
    grab: (point) => {
      const pose = poses.get(7) as Pose;
      const { origin, direction } = ray(point);
      const at = hitStandingPlane(origin, direction, pose);
      return at && Math.abs(at.x - pose.centre.x) < 1 && Math.abs(at.y - pose.centre.y) < 0.75
        ? { izoomId: 7, at }
        : null;
    },
    ray,
    pose: (id) => poses.get(id),
    box: () => hallBox(2),
    moved: (id, pose) => {
      poses.set(id, pose);
      log.push(`moved ${id} ${pose.centre.x},${pose.centre.y},${pose.centre.z} ${pose.rotation} ${pose.size}`);
    },
    settled: (id, pose) => log.push(`settled ${id} ${pose.centre.x},${pose.centre.y},${pose.centre.z}`),
    selected: (id) => log.push(`selected ${id}`),
  };
  return { scene, poses, log, editor: new PositionEditor(scene) };
};

describe('dragging an izoom in the album scene', () => {
  it('moves the izoom pressed on with the pointer and settles it on release', () => {
    const { editor, log, poses } = fakeScene();
    expect(editor.press(1, { x: 400, y: 300 })).toBe(true);
    expect(editor.movePointer(1, { x: 401, y: 300 })).toBe(true);
    expect(log).toEqual(['selected 7']);
    // 80 px right at 5 m: tan 30° · 4/3 · 5 m over 400 px, so 0.77 m.
    expect(editor.movePointer(1, { x: 480, y: 300 })).toBe(true);
    expect(editor.release(1, { x: 480, y: 300 })).toBe(true);
    expect(poses.get(7)?.centre).toEqual({ x: 0.77, y: 1.6, z: -5 });
    expect(log.slice(-1)).toEqual(['settled 7 0.77,1.6,-5']);
    expect(editor.selected).toBe(7);
  });

  it('leaves presses beside every izoom, and other pointers, to the view', () => {
    const { editor, log } = fakeScene();
    expect(editor.press(1, { x: 10, y: 10 })).toBe(false);
    expect(editor.movePointer(1, { x: 60, y: 10 })).toBe(false);
    expect(editor.release(1, { x: 60, y: 10 })).toBe(false);
    expect(log).toEqual([]);
  });

  it('keeps a second finger during a drag from turning the view, and puts the izoom back when cancelled', () => {
    const { editor, log, poses } = fakeScene();
    editor.press(1, { x: 400, y: 300 });
    editor.movePointer(1, { x: 400, y: 200 });
    expect(editor.press(2, { x: 10, y: 10 })).toBe(true);
    expect(editor.movePointer(2, { x: 30, y: 10 })).toBe(true);
    expect(editor.release(1, { x: 400, y: 200 }, true)).toBe(true);
    expect(editor.release(2, { x: 30, y: 10 })).toBe(true);
    expect(poses.get(7)?.centre).toEqual({ x: 0, y: 1.6, z: -5 });
    expect(log.filter((line) => line.startsWith('settled'))).toEqual([]);
  });

  it('does not move or settle an izoom only clicked', () => {
    const { editor, log } = fakeScene();
    editor.press(1, { x: 400, y: 300 });
    editor.release(1, { x: 401, y: 301 });
    expect(log).toEqual(['selected 7']);
  });
});

describe('keys on the chosen izoom', () => {
  it('do nothing until an izoom is chosen', () => {
    const { editor } = fakeScene();
    expect(editor.key({ key: 'ArrowLeft' })).toBe(false);
  });

  it('nudge it, and Enter keeps the nudges once and lets it go', () => {
    const { editor, log } = fakeScene();
    editor.select(7);
    expect(editor.key({ key: 'ArrowRight' })).toBe(true);
    expect(editor.key({ key: 'ArrowUp', shiftKey: true })).toBe(true);
    expect(editor.key({ key: '+' })).toBe(true);
    expect(editor.key({ key: 'PageUp' })).toBe(true);
    expect(editor.key({ key: 'w' })).toBe(false);
    expect(editor.key({ key: 'ArrowLeft', ctrlKey: true })).toBe(false);
    expect(editor.key({ key: 'Enter' })).toBe(true);
    expect(log).toEqual([
      'selected 7',
      'moved 7 0.1,1.6,-5 0 2',
      'moved 7 0.1,1.61,-5 0 2',
      'moved 7 0.1,1.61,-5 0 2.1',
      'moved 7 0.1,1.61,-5 15 2.1',
      'settled 7 0.1,1.61,-5',
      'selected null',
    ]);
  });

  it('Escape puts it back where it was chosen, and keeps nothing', () => {
    const { editor, log, poses } = fakeScene();
    editor.select(7);
    editor.key({ key: 'ArrowDown' });
    expect(editor.key({ key: 'Escape' })).toBe(true);
    expect(poses.get(7)?.centre).toEqual({ x: 0, y: 1.6, z: -5 });
    expect(log.slice(-2)).toEqual(['moved 7 0,1.6,-5 0 2', 'selected null']);
    expect(log.some((line) => line.startsWith('settled'))).toBe(false);
  });

  it('Escape during a drag puts the izoom back and the rest of that drag does nothing', () => {
    const { editor, log, poses } = fakeScene();
    editor.press(1, { x: 400, y: 300 });
    editor.movePointer(1, { x: 300, y: 300 });
    editor.key({ key: 'Escape' });
    expect(editor.movePointer(1, { x: 200, y: 300 })).toBe(true);
    expect(editor.release(1, { x: 200, y: 300 })).toBe(true);
    expect(poses.get(7)?.centre).toEqual({ x: 0, y: 1.6, z: -5 });
    expect(log.some((line) => line.startsWith('settled'))).toBe(false);
  });

  it('choosing none keeps what keys did', () => {
    const { editor, log } = fakeScene();
    editor.select(7);
    editor.key({ key: '-', shiftKey: true });
    editor.select(null);
    expect(log.slice(-2)).toEqual(['settled 7 0,1.6,-5', 'selected null']);
  });
});
