import { describe, expect, it } from 'vitest';
import { HALL, layoutAlbum, OPENING_FILL, openingView, planeSize, standInFront } from './album-layout';
import { planeFrame, planeOnScreen } from './perspective';

const items = (group: string, ...ids: number[]) => ids.map((izoomId) => ({ izoomId, groupId: group }));

describe('album layout', () => {
  it('hangs izooms left and right in turn down the hall, facing across it', () => {
    const layout = layoutAlbum(items('a', 1, 2, 3));
    expect(layout.positions.map((p) => [p.izoomId, p.centre.x, p.centre.z, p.rotation])).toEqual([
      [1, -3.47, -5, 90],
      [2, 3.47, -5, -90],
      [3, -3.47, -7.5, 90],
    ]);
    expect(layout.positions.every((p) => p.centre.y === HALL.eyeHeight && p.size === HALL.defaultScale)).toBe(true);
    expect(layout.bays).toBe(2);
  });

  it('starts each group on a new pair of places, under its own sign', () => {
    const layout = layoutAlbum([...items('a', 1), ...items('b', 2, 3)]);
    expect(layout.positions.map((p) => [p.izoomId, p.centre.x, p.centre.z])).toEqual([
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
    expect(layout.positions[0]).toEqual({
      izoomId: 9,
      groupId: 'a',
      centre: { x: 1, y: 2, z: -30 },
      rotation: 180,
      size: 3,
    });
    expect(layout.positions[1]?.centre.z).toBe(-5);
    expect(layout.bays).toBe(7);
    expect(layout.bounds.min.z).toBeCloseTo(-34.7, 9);
    // Facing down the hall (180°), 3 m wide: the room to stand in front of it, and no more.
    const outside = layoutAlbum([{ izoomId: 9, groupId: 'a', position: { ...position, x: 20, z: -3 } }]);
    expect(outside.bounds.max.x).toBe(21.5);
    expect(outside.bounds.min.z).toBeCloseTo(Math.min(-10 + 0.3, -6), 9);
  });

  it('keeps the visitor inside the hall, in front of the izooms on its walls and never behind them', () => {
    const position = { x: -3.47, y: 1.6, z: -6, rotation: 90, scale: 1.8 };
    const layout = layoutAlbum([
      { izoomId: 1, groupId: 'a', position },
      { izoomId: 2, groupId: 'a', position: { ...position, x: 3.47, rotation: -90 } },
    ]);
    // The hall's walls are at ±3.5 m: the eye comes within 0.1 m of an izoom's face, never through the wall.
    expect(layout.bounds.min.x).toBeCloseTo(-3.37, 9);
    expect(layout.bounds.max.x).toBeCloseTo(3.37, 9);
    expect(layout.bounds.max.z).toBeCloseTo(-0.3, 9);
  });

  it('holds a hundred izooms in a hall of 26 bays', () => {
    const layout = layoutAlbum(items('a', ...Array.from({ length: 100 }, (_, i) => i + 1)));
    expect(layout.bays).toBe(26);
    expect(Math.min(...layout.positions.map((p) => p.centre.z))).toBe(-5 - 49 * 2.5);
  });
});

describe('planes and standing places', () => {
  it('fits the canvas so its longer side is the size', () => {
    expect(planeSize(1.6, { width: 4, height: 3 })).toEqual({ width: 1.6, height: 1.2000000000000002 });
    expect(planeSize(2, { width: 1, height: 2 })).toEqual({ width: 1, height: 2 });
  });

  it('stands straight in front of an izoom, far enough to see all of it', () => {
    const position = { izoomId: 1, groupId: 'a', centre: { x: -3.47, y: 1.6, z: -5 }, rotation: 90, size: 1.6 };
    const stand = standInFront(position, { width: 1, height: 1 }, { width: 800, height: 600 }, 60, 1);
    const distance = 0.8 / Math.tan(Math.PI / 6);
    expect(stand.position.x).toBeCloseTo(-3.47 + distance, 9);
    expect(stand.position.z).toBeCloseTo(-5, 9);
    expect(stand.yaw).toBeCloseTo(Math.PI / 2, 9);
  });
});

describe('the opening view', () => {
  const layout = layoutAlbum([
    { izoomId: 1, groupId: 'a', position: { x: -3.47, y: 1.6, z: -6, rotation: 90, scale: 1.8 } },
    { izoomId: 2, groupId: 'a', position: { x: 3.47, y: 1.6, z: -6, rotation: -90, scale: 1.8 } },
  ]);
  const first = layout.positions[0];
  const canvas = { width: 4, height: 3 };
  const shareFrom = (viewport: { width: number; height: number }) => {
    const view = { ...openingView(first, canvas, viewport, 60, layout.bounds, layout.start), fovY: 60 };
    const plane = planeFrame(first?.centre ?? { x: 0, y: 0, z: 0 }, 90, 1.8, canvas);
    return { view, shown: planeOnScreen(view, viewport, plane) };
  };

  it('frames the first izoom square on, filling the view as the aspect allows, on a phone and on a desktop', () => {
    // A phone in portrait (the scene box of a 390 px wide screen): the width decides.
    const phone = shareFrom({ width: 390, height: 340 });
    expect(phone.view.yaw).toBeCloseTo(Math.PI / 2, 9);
    expect(phone.view.pitch).toBeCloseTo(0, 9);
    expect(phone.shown?.rect.width).toBeCloseTo(390 * OPENING_FILL, 6);
    expect(phone.shown?.share).toBeGreaterThan(0.35);
    // A desktop's wide scene: the height decides.
    const desktop = shareFrom({ width: 1100, height: 460 });
    expect(desktop.shown?.rect.height).toBeCloseTo(460 * OPENING_FILL, 6);
    expect(desktop.shown?.share).toBeGreaterThan(0.2);
    expect(desktop.view.position.x).toBeLessThan(phone.view.position.x);
  });

  it('stays inside the room when the view is too narrow to stand that far, still looking at the izoom', () => {
    const { view, shown } = shareFrom({ width: 100, height: 800 });
    expect(view.position.x).toBeCloseTo(layout.bounds.max.x, 9);
    expect(view.yaw).toBeCloseTo(Math.PI / 2, 9);
    // Across the whole of the view, then: the izoom is wider than what a 100 px column shows of it there.
    expect(shown?.rect.width).toBeCloseTo(100, 6);
    expect(shown?.share).toBeGreaterThan(0.15);
  });

  it('stands at the entrance when there is nothing to frame', () => {
    expect(openingView(undefined, canvas, { width: 800, height: 600 }, 60, layout.bounds, layout.start)).toEqual({
      ...layout.start,
      pitch: 0,
    });
  });
});
