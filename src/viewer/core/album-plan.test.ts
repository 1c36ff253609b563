import { describe, expect, it } from 'vitest';
import { albumPlane, largestShare, nearestFacing, planAlbumFrame } from './album-plan';
import type { ViewerSource } from './izoom-source';
import type { WalkView } from './perspective';
import { tileKey } from './tile-id';

const source = (id: number): ViewerSource => ({
  title: `izoom ${id}`,
  canvas: { width: 4 / 3, height: 1 },
  pictures: [
    {
      id,
      name: 'p',
      pyramid: { width: 8000, height: 6000, tileSize: 254, overlap: 1, maxLevel: 13 },
      rect: { x: 0, y: 0, width: 4 / 3, height: 1 },
      tileUrlTemplate: `http://t/${id}/{level}/{col}_{row}.jpg`,
    },
  ],
});
const position = (izoomId: number, z: number) => ({
  izoomId,
  groupId: 'a',
  centre: { x: 0, y: 1.6, z },
  rotation: 0,
  size: 2,
});
const viewport = { width: 800, height: 600 };
const eye = (z: number): WalkView => ({ position: { x: 0, y: 1.6, z }, yaw: 0, pitch: 0, fovY: 60 });

describe('album frame plan', () => {
  it('wants the nearer izoom first and only izooms in view', () => {
    const planes = [albumPlane(position(1, -20), source(1)), albumPlane(position(2, -5), source(2))];
    const behind = albumPlane({ ...position(3, 5), rotation: 0 }, source(3));
    const plan = planAlbumFrame([...planes, behind], eye(0), viewport, 1, () => false);
    expect(plan.planesInView).toBe(2);
    expect(plan.wanted[0]?.picture).toBe(2);
    expect(plan.wanted.some((id) => id.picture === 3)).toBe(false);
  });

  it('asks a finer level as the visitor walks up to an izoom', () => {
    const planes = [albumPlane(position(1, -5), source(1))];
    const level = (z: number) =>
      Math.max(...planAlbumFrame(planes, eye(z), viewport, 1, () => false).wanted.map((id) => id.level));
    expect(level(0)).toBeLessThan(level(-3));
    expect(level(-4.8)).toBe(13);
  });

  it('draws the base tile while the finer ones come, and is sharp once they are in', () => {
    const planes = [albumPlane(position(1, -5), source(1))];
    const first = planAlbumFrame(planes, eye(0), viewport, 1, () => false);
    // 8000 px wide: level 8 (250 px) is the whole picture in one tile.
    expect(first.wanted.map(tileKey)[0]).toBe('1/8/0_0');
    const ready = new Set(['1/8/0_0']);
    const partial = planAlbumFrame(planes, eye(-3), viewport, 1, (key) => ready.has(key));
    expect(partial.draw.map(tileKey)).toContain('1/8/0_0');
    expect(partial.sharp).toBe(false);
    const all = planAlbumFrame(planes, eye(-3), viewport, 1, () => true);
    expect(all.sharp).toBe(true);
  });

  it('caps the tiles of an izoom seen up close and askew', () => {
    const wall = albumPlane(
      { ...position(1, -6), centre: { x: -3.47, y: 1.6, z: -6 }, rotation: 90, size: 8 },
      source(1),
    );
    const plan = planAlbumFrame([wall], { ...eye(-1), position: { x: -3.3, y: 1.6, z: -1 } }, viewport, 1, () => false);
    expect(plan.wanted.length).toBeLessThanOrEqual(48 + 1);
    expect(plan.wanted.length).toBeGreaterThan(1);
  });
});

describe('what the eye sees of the hung izooms', () => {
  const planes = [albumPlane(position(1, -6), source(1)), albumPlane(position(2, -12), source(2))];

  it('answers the largest share of the view one izoom covers', () => {
    // 2 m wide, 1.5 m high, seen square on: from 4.5 m the view is 2 · 4.5 · tan 30° = 5.196 m high.
    const high = 2 * 4.5 * Math.tan(Math.PI / 6);
    const share = (2 / ((high * 800) / 600)) * (1.5 / high);
    expect(largestShare(planes, eye(-1.5), viewport)).toBeCloseTo(share, 9);
    expect(largestShare(planes, { ...eye(-1.5), yaw: Math.PI }, viewport)).toBe(0);
  });

  it('finds the nearest izoom whose face the eye stands before', () => {
    expect(nearestFacing(planes, { x: 0, y: 1.6, z: -1 })).toEqual({ x: 0, y: 1.6, z: -6 });
    // Between the two: the nearer one is behind its back, so the farther one.
    expect(nearestFacing(planes, { x: 0, y: 1.6, z: -7 })).toEqual({ x: 0, y: 1.6, z: -12 });
    expect(nearestFacing(planes, { x: 0, y: 1.6, z: -20 })).toBeNull();
  });
});
