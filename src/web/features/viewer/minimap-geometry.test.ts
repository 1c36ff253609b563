import { describe, expect, it } from 'vitest';
import { cameraAtMinimapPoint, minimapGeometry } from './minimap-geometry';

describe('minimap geometry', () => {
  const canvas = { width: 2, height: 1 };
  const viewport = { width: 1000, height: 500 };

  it('fits the canvas in its width and marks the whole view when zoomed out', () => {
    const g = minimapGeometry(canvas, { centerX: 1, centerY: 0.5, zoom: 450 }, viewport, 160);
    expect(g.size).toEqual({ width: 160, height: 80 });
    expect(g.scale).toBe(80);
    expect(g.view).toEqual({ x: 0, y: 0, width: 160, height: 80 });
  });

  it('marks a zoomed-in view as a small rectangle, clipped at the edges', () => {
    const g = minimapGeometry(canvas, { centerX: 0.25, centerY: 0.25, zoom: 2000 }, viewport, 160);
    // 1000 px / 2000 = 0.5 units wide, 0.25 units high, centred on (0.25, 0.25).
    expect(g.view.x).toBeCloseTo(0, 9);
    expect(g.view.y).toBeCloseTo(10, 9);
    expect(g.view.width).toBeCloseTo(40, 9);
    expect(g.view.height).toBeCloseTo(20, 9);
    const edge = minimapGeometry(canvas, { centerX: 0, centerY: 0, zoom: 2000 }, viewport, 160);
    expect(edge.view).toEqual({ x: 0, y: 0, width: 20, height: 10 });
  });

  it('keeps a tall canvas within the height limit', () => {
    const g = minimapGeometry({ width: 1, height: 4 }, { centerX: 0.5, centerY: 2, zoom: 100 }, viewport, 160, 120);
    expect(g.size).toEqual({ width: 30, height: 120 });
  });

  it('centres the view on a clicked point at the same zoom', () => {
    const g = minimapGeometry(canvas, { centerX: 1, centerY: 0.5, zoom: 900 }, viewport, 160);
    expect(cameraAtMinimapPoint({ centerX: 1, centerY: 0.5, zoom: 900 }, g, 40, 20)).toEqual({
      centerX: 0.5,
      centerY: 0.25,
      zoom: 900,
    });
  });
});
