import { describe, expect, it } from 'vitest';
import {
  type Camera,
  camerasEqual,
  canvasToScreen,
  clampCamera,
  fitCamera,
  fitZoom,
  panBy,
  screenToCanvas,
  viewRect,
  zoomAt,
  zoomLimits,
} from './camera';

const content = { width: 2, height: 1 };
const viewport = { width: 1000, height: 500 };

describe('fitCamera', () => {
  it('fits a 2×1 canvas into 1000×500 leaving 5% on each side', () => {
    const cam = fitCamera(content, viewport);
    expect(cam).toEqual({ centerX: 1, centerY: 0.5, zoom: 450 });
    expect(canvasToScreen(cam, viewport, { x: 0, y: 0 })).toEqual({ x: 50, y: 25 });
    expect(canvasToScreen(cam, viewport, { x: 2, y: 1 })).toEqual({ x: 950, y: 475 });
  });

  it('is limited by the tighter axis', () => {
    expect(fitZoom(content, { width: 1000, height: 1000 })).toBe(450);
    expect(fitZoom(content, { width: 4000, height: 500 })).toBe(450);
    expect(fitZoom({ width: 100, height: 400 }, { width: 800, height: 800 }, 0)).toBe(2);
  });
});

describe('conversions', () => {
  const cam: Camera = { centerX: 0.25, centerY: 0.75, zoom: 1200 };

  it('puts the centre at the middle of the viewport', () => {
    expect(canvasToScreen(cam, viewport, { x: 0.25, y: 0.75 })).toEqual({ x: 500, y: 250 });
    expect(screenToCanvas(cam, viewport, { x: 500, y: 250 })).toEqual({ x: 0.25, y: 0.75 });
  });

  it('round-trips screen → canvas → screen', () => {
    for (const point of [
      { x: 0, y: 0 },
      { x: 123.5, y: 456.25 },
      { x: 1000, y: 500 },
      { x: -40, y: 900 },
    ]) {
      const back = canvasToScreen(cam, viewport, screenToCanvas(cam, viewport, point));
      expect(back.x).toBeCloseTo(point.x, 9);
      expect(back.y).toBeCloseTo(point.y, 9);
    }
  });

  it('reports the visible canvas rectangle', () => {
    expect(viewRect({ centerX: 1, centerY: 0.5, zoom: 500 }, viewport)).toEqual({ x: 0, y: 0, width: 2, height: 1 });
    expect(viewRect({ centerX: 1, centerY: 1, zoom: 1000 }, viewport)).toEqual({
      x: 0.5,
      y: 0.75,
      width: 1,
      height: 0.5,
    });
  });
});

describe('panBy', () => {
  it('moves the content on screen by the given pixels', () => {
    const cam: Camera = { centerX: 1, centerY: 0.5, zoom: 100 };
    const moved = panBy(cam, 10, -5);
    expect(moved).toEqual({ centerX: 0.9, centerY: 0.55, zoom: 100 });
    const before = canvasToScreen(cam, viewport, { x: 1.3, y: 0.2 });
    const after = canvasToScreen(moved, viewport, { x: 1.3, y: 0.2 });
    expect(after.x - before.x).toBeCloseTo(10, 9);
    expect(after.y - before.y).toBeCloseTo(-5, 9);
  });

  it('does not mutate its argument', () => {
    const cam: Camera = Object.freeze({ centerX: 1, centerY: 0.5, zoom: 100 });
    panBy(cam, 3, 4);
    expect(cam).toEqual({ centerX: 1, centerY: 0.5, zoom: 100 });
  });
});

describe('zoomAt', () => {
  const cam = fitCamera(content, viewport);

  it('keeps the canvas point under the cursor fixed', () => {
    const point = { x: 800, y: 100 };
    const anchor = screenToCanvas(cam, viewport, point);
    for (const factor of [2, 0.5, 1.37, 40]) {
      const zoomed = zoomAt(cam, factor, point, viewport);
      expect(zoomed.zoom).toBeCloseTo(450 * factor, 9);
      const screen = canvasToScreen(zoomed, viewport, anchor);
      expect(Math.abs(screen.x - point.x)).toBeLessThan(1e-9);
      expect(Math.abs(screen.y - point.y)).toBeLessThan(1e-9);
    }
  });

  it('zooming at the centre keeps the centre', () => {
    expect(zoomAt(cam, 3, { x: 500, y: 250 }, viewport)).toEqual({ centerX: 1, centerY: 0.5, zoom: 1350 });
  });

  it('stops at the limits and still keeps the point fixed', () => {
    const limits = { minZoom: 225, maxZoom: 900 };
    const point = { x: 100, y: 400 };
    const anchor = screenToCanvas(cam, viewport, point);
    const zoomedIn = zoomAt(cam, 10, point, viewport, limits);
    expect(zoomedIn.zoom).toBe(900);
    const zoomedOut = zoomAt(cam, 0.01, point, viewport, limits);
    expect(zoomedOut.zoom).toBe(225);
    for (const zoomed of [zoomedIn, zoomedOut]) {
      const screen = canvasToScreen(zoomed, viewport, anchor);
      expect(Math.abs(screen.x - point.x)).toBeLessThan(1e-9);
      expect(Math.abs(screen.y - point.y)).toBeLessThan(1e-9);
    }
  });
});

describe('zoomLimits', () => {
  it('goes out to half the fit zoom and in to twice native pixels', () => {
    expect(zoomLimits(content, viewport, 10_000)).toEqual({ minZoom: 225, maxZoom: 20_000 });
    expect(zoomLimits(content, viewport, 10_000, 4)).toEqual({ minZoom: 225, maxZoom: 40_000 });
  });

  it('lets a small picture reach at least its home view', () => {
    expect(zoomLimits(content, viewport, 100)).toEqual({ minZoom: 225, maxZoom: 450 });
  });
});

describe('clampCamera', () => {
  const limits = { minZoom: 225, maxZoom: 20_000 };

  it('keeps the zoom within both limits', () => {
    expect(clampCamera({ centerX: 1, centerY: 0.5, zoom: 50 }, content, viewport, limits).zoom).toBe(225);
    expect(clampCamera({ centerX: 1, centerY: 0.5, zoom: 1e6 }, content, viewport, limits).zoom).toBe(20_000);
    expect(clampCamera({ centerX: 1, centerY: 0.5, zoom: 700 }, content, viewport, limits).zoom).toBe(700);
  });

  it('zoomed in, lets the viewport centre reach the corners but not beyond', () => {
    const corner = { centerX: 0, centerY: 1, zoom: 10_000 };
    expect(clampCamera(corner, content, viewport, limits)).toEqual(corner);
    expect(clampCamera({ centerX: -0.5, centerY: 3, zoom: 10_000 }, content, viewport, limits)).toEqual(corner);
  });

  it('zoomed out, keeps the content centre inside the viewport', () => {
    const cam = clampCamera({ centerX: 50, centerY: -50, zoom: 250 }, content, viewport, limits);
    expect(cam).toEqual({ centerX: 3, centerY: -0.5, zoom: 250 });
    expect(canvasToScreen(cam, viewport, { x: 1, y: 0.5 })).toEqual({ x: 0, y: 500 });
  });

  it('clamps the centre for the clamped zoom', () => {
    const cam = clampCamera({ centerX: 50, centerY: 0.5, zoom: 1 }, content, viewport, limits);
    expect(cam.zoom).toBe(225);
    expect(cam.centerX).toBeCloseTo(1 + 500 / 225, 12);
  });
});

describe('camerasEqual', () => {
  it('compares within a tolerance', () => {
    const cam = { centerX: 1, centerY: 2, zoom: 300 };
    expect(camerasEqual(cam, { ...cam, centerX: 1 + 1e-12 })).toBe(true);
    expect(camerasEqual(cam, { ...cam, centerY: 2.001 })).toBe(false);
    expect(camerasEqual(cam, { ...cam, zoom: 300.01 })).toBe(false);
  });
});
