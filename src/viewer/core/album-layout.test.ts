import { describe, expect, it } from 'vitest';
import { HALL, layoutAlbum, planeSize, standInFront } from './album-layout';

const items = (group: string, ...ids: number[]) => ids.map((izoomId) => ({ izoomId, groupId: group }));

describe('album layout', () => {
  it('hangs izooms left and right in turn down the hall, facing across it', () => {
    const layout = layoutAlbum(items('a', 1, 2, 3));
    expect(layout.placements.map((p) => [p.izoomId, p.centre.x, p.centre.z, p.rotation])).toEqual([
      [1, -3.47, -5, 90],
      [2, 3.47, -5, -90],
      [3, -3.47, -7.5, 90],
    ]);
    expect(layout.placements.every((p) => p.centre.y === HALL.eyeHeight && p.size === HALL.defaultScale)).toBe(true);
    expect(layout.bays).toBe(2);
  });

  it('starts each group on a new pair of places, under its own sign', () => {
    const layout = layoutAlbum([...items('a', 1), ...items('b', 2, 3)]);
    expect(layout.placements.map((p) => [p.izoomId, p.centre.x, p.centre.z])).toEqual([
      [1, -3.47, -5],
      [2, -3.47, -7.5],
      [3, 3.47, -7.5],
    ]);
    expect(layout.signs.map((s) => [s.groupId, s.centre.z])).toEqual([
      ['a', -4],
      ['b', -6.5],
    ]);
  });

  it('keeps stored positions and lengthens the hall to reach them', () => {
    const position = { x: 1, y: 2, z: -30, rotation: 180, scale: 3 };
    const layout = layoutAlbum([{ izoomId: 9, groupId: 'a', position }, ...items('a', 4)]);
    expect(layout.placements[0]).toEqual({
      izoomId: 9,
      groupId: 'a',
      centre: { x: 1, y: 2, z: -30 },
      rotation: 180,
      size: 3,
    });
    expect(layout.placements[1]?.centre.z).toBe(-5);
    expect(layout.bays).toBe(7);
    expect(layout.bounds.min.z).toBeCloseTo(-34.7, 9);
    const outside = layoutAlbum([{ izoomId: 9, groupId: 'a', position: { ...position, x: 20, z: -3 } }]);
    expect(outside.bounds.max.x).toBe(23);
  });

  it('holds a hundred izooms in a hall of 26 bays', () => {
    const layout = layoutAlbum(items('a', ...Array.from({ length: 100 }, (_, i) => i + 1)));
    expect(layout.bays).toBe(26);
    expect(Math.min(...layout.placements.map((p) => p.centre.z))).toBe(-5 - 49 * 2.5);
  });
});

describe('planes and standing places', () => {
  it('fits the canvas so its longer side is the size', () => {
    expect(planeSize(1.6, { width: 4, height: 3 })).toEqual({ width: 1.6, height: 1.2000000000000002 });
    expect(planeSize(2, { width: 1, height: 2 })).toEqual({ width: 1, height: 2 });
  });

  it('stands straight in front of an izoom, far enough to see all of it', () => {
    const placement = { izoomId: 1, groupId: 'a', centre: { x: -3.47, y: 1.6, z: -5 }, rotation: 90, size: 1.6 };
    const stand = standInFront(placement, { width: 1, height: 1 }, { width: 800, height: 600 }, 60, 1);
    const distance = 0.8 / Math.tan(Math.PI / 6);
    expect(stand.position.x).toBeCloseTo(-3.47 + distance, 9);
    expect(stand.position.z).toBeCloseTo(-5, 9);
    expect(stand.yaw).toBeCloseTo(Math.PI / 2, 9);
  });
});
