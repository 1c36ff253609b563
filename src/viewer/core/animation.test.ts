import { describe, expect, it } from 'vitest';
import { animateCamera, easeInOutCubic, easeOutCubic, flyTo, linear, scrollTo } from './animation';
import { type Camera, canvasToScreen, screenToCanvas, zoomAt } from './camera';

const from: Camera = { centerX: 0, centerY: 0, zoom: 100 };
const to: Camera = { centerX: 10, centerY: -4, zoom: 400 };

describe('easing', () => {
  it('starts at 0 and ends at 1', () => {
    for (const easing of [linear, easeOutCubic, easeInOutCubic]) {
      expect(easing(0)).toBe(0);
      expect(easing(1)).toBe(1);
    }
  });

  it('has the expected shapes', () => {
    expect(linear(0.3)).toBe(0.3);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625, 12);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375, 12);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875, 12);
  });
});

describe('animateCamera', () => {
  const animation = animateCamera(from, to, 1000, linear, 5000);

  it('shows the start camera at and before the start', () => {
    expect(animation(5000)).toEqual({ camera: from, done: false });
    expect(animation(4000)).toEqual({ camera: from, done: false });
  });

  it('ends exactly at the target, also after the end', () => {
    expect(animation(6000)).toEqual({ camera: to, done: true });
    expect(animation(99_999)).toEqual({ camera: to, done: true });
  });

  it('passes through the geometric mean of the zooms halfway', () => {
    const { camera, done } = animation(5500);
    expect(done).toBe(false);
    expect(camera.zoom).toBeCloseTo(200, 9);
  });

  it('moves the centre in step with 1/zoom, reaching 2/3 of the way when the zoom is halfway up', () => {
    // 1/zoom goes 1/100 → 1/200 → 1/400: two thirds of its change by the geometric mean.
    const { camera } = animation(5500);
    expect(camera.centerX).toBeCloseTo(20 / 3, 9);
    expect(camera.centerY).toBeCloseTo(-8 / 3, 9);
  });

  it('keeps the anchor of a zoom about a point fixed on every frame', () => {
    const viewport = { width: 800, height: 600 };
    const point = { x: 650, y: 120 };
    const start: Camera = { centerX: 3, centerY: 2, zoom: 50 };
    const anchor = screenToCanvas(start, viewport, point);
    const zoom = animateCamera(start, zoomAt(start, 2, point, viewport), 250);
    for (const now of [0, 40, 125, 200, 250]) {
      const screen = canvasToScreen(zoom(now).camera, viewport, anchor);
      expect(screen.x).toBeCloseTo(point.x, 9);
      expect(screen.y).toBeCloseTo(point.y, 9);
    }
  });

  it('moves the centre linearly in eased time when the zoom stays', () => {
    const pan = animateCamera(from, { centerX: 8, centerY: 4, zoom: 100 }, 100, easeInOutCubic);
    expect(pan(25).camera).toEqual({ centerX: 0.5, centerY: 0.25, zoom: 100 });
    expect(pan(50).camera).toEqual({ centerX: 4, centerY: 2, zoom: 100 });
  });

  it('applies the easing', () => {
    const eased = animateCamera(from, to, 1000);
    expect(eased(250).camera.zoom).toBeCloseTo(100 * 4 ** 0.0625, 9);
  });

  it('finishes at once with no duration', () => {
    expect(animateCamera(from, to, 0)(0)).toEqual({ camera: to, done: true });
  });

  it('carries its parameters', () => {
    expect(animation.from).toBe(from);
    expect(animation.to).toBe(to);
    expect(animation.startMs).toBe(5000);
    expect(animation.durationMs).toBe(1000);
    expect(animation.easing).toBe(linear);
  });
});

describe('flyTo and scrollTo', () => {
  it('use the slide (600 ms) and scroll (500 ms) durations', () => {
    const fly = flyTo(from, to, 100);
    expect(fly.durationMs).toBe(600);
    expect(fly(699).done).toBe(false);
    expect(fly(700)).toEqual({ camera: to, done: true });

    const scroll = scrollTo(from, to, 100);
    expect(scroll.durationMs).toBe(500);
    expect(scroll(599).done).toBe(false);
    expect(scroll(600)).toEqual({ camera: to, done: true });
  });

  it('ease in and out', () => {
    expect(flyTo(from, to).easing).toBe(easeInOutCubic);
    expect(scrollTo(from, to, 0, 300).durationMs).toBe(300);
  });
});
