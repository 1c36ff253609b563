import { describe, expect, it } from 'vitest';
import { type Camera, canvasToScreen, fitCamera, screenToCanvas, zoomAt } from '../core/camera';
import { applyDelta, CameraController, DELTA_ANIMATION_MS } from './camera-controller';

const content = { width: 2, height: 1 };
const viewport = { width: 1000, height: 500 };
const limits = { minZoom: 225, maxZoom: 20_000 };
const view = { content, viewport, limits };
const home = fitCamera(content, viewport);
const context = { ...view, now: 1000 };

describe('applyDelta', () => {
  it('a pan delta moves the content on screen by exactly that', () => {
    const { camera, animation, command } = applyDelta(home, { kind: 'pan', dx: 10, dy: 5 }, context);
    expect(animation).toBeUndefined();
    expect(command).toBeUndefined();
    expect(camera).toEqual({ centerX: 1 - 10 / 450, centerY: 0.5 - 5 / 450, zoom: 450 });
    const corner = canvasToScreen(camera as Camera, viewport, { x: 0, y: 0 });
    expect(corner.x).toBeCloseTo(60, 9);
    expect(corner.y).toBeCloseTo(30, 9);
  });

  it('a pan stops where the content would leave the screen', () => {
    const { camera } = applyDelta(home, { kind: 'pan', dx: 5000, dy: 0 }, context);
    expect(canvasToScreen(camera as Camera, viewport, { x: 1, y: 0.5 }).x).toBeCloseTo(1000, 9);
  });

  it('a zoom keeps the point fixed and respects the limits', () => {
    const point = { x: 700, y: 100 };
    const anchor = screenToCanvas(home, viewport, point);
    const zoomed = applyDelta(home, { kind: 'zoom', factor: 2, ...point }, context).camera as Camera;
    expect(zoomed.zoom).toBe(900);
    expect(canvasToScreen(zoomed, viewport, anchor).x).toBeCloseTo(700, 9);
    expect(applyDelta(home, { kind: 'zoom', factor: 1e6, ...point }, context).camera?.zoom).toBe(20_000);
    expect(applyDelta(home, { kind: 'zoom', factor: 1e-6, ...point }, context).camera?.zoom).toBe(225);
  });

  it('an animated zoom runs for 250 ms from now to the clamped target', () => {
    const { camera, animation } = applyDelta(
      home,
      { kind: 'zoom', factor: 1e6, x: 500, y: 250, animate: true },
      context,
    );
    expect(camera).toBeUndefined();
    expect(animation?.durationMs).toBe(DELTA_ANIMATION_MS);
    expect(animation?.(1000)).toEqual({ camera: home, done: false });
    expect(animation?.(1000 + DELTA_ANIMATION_MS)).toEqual({
      camera: { centerX: 1, centerY: 0.5, zoom: 20_000 },
      done: true,
    });
  });

  it('an animated pan ends where the direct pan would', () => {
    const direct = applyDelta(home, { kind: 'pan', dx: -100, dy: 0 }, context).camera;
    const { animation } = applyDelta(home, { kind: 'pan', dx: -100, dy: 0, animate: true }, context);
    expect(animation?.(1000 + DELTA_ANIMATION_MS).camera).toEqual(direct);
  });

  it('home flies to the fit camera with the slide duration', () => {
    const away: Camera = { centerX: 0.3, centerY: 0.9, zoom: 8000 };
    const { animation, camera } = applyDelta(away, { kind: 'home' }, context);
    expect(camera).toBeUndefined();
    expect(animation?.durationMs).toBe(600);
    expect(animation?.(1000).camera).toEqual(away);
    expect(animation?.(1599).done).toBe(false);
    expect(animation?.(1600)).toEqual({ camera: home, done: true });
  });

  it('passes next, previous and fullscreen on as commands', () => {
    for (const kind of ['next', 'previous', 'fullscreen'] as const) {
      expect(applyDelta(home, { kind }, context)).toEqual({ command: kind });
    }
  });
});

describe('CameraController', () => {
  it('starts at home and applies direct deltas at once', () => {
    const controller = new CameraController(view);
    expect(controller.camera).toEqual(home);
    expect(controller.handle({ kind: 'pan', dx: 45, dy: 0 }, 0)).toBeNull();
    expect(controller.camera).toEqual({ centerX: 0.9, centerY: 0.5, zoom: 450 });
    expect(controller.animating).toBe(false);
  });

  it('runs animations frame by frame', () => {
    const controller = new CameraController(view);
    controller.handle({ kind: 'zoom', factor: 2, x: 500, y: 250, animate: true }, 100);
    expect(controller.animating).toBe(true);
    const mid = controller.frame(100 + DELTA_ANIMATION_MS / 2).zoom;
    expect(mid).toBeGreaterThan(450);
    expect(mid).toBeLessThan(900);
    expect(controller.frame(100 + DELTA_ANIMATION_MS)).toEqual({ centerX: 1, centerY: 0.5, zoom: 900 });
    expect(controller.animating).toBe(false);
  });

  it('builds an animated zoom on the target of the running one', () => {
    const controller = new CameraController(view);
    const plus = { kind: 'zoom', factor: 1.5, x: 500, y: 250, animate: true } as const;
    controller.handle(plus, 0);
    controller.handle(plus, 50);
    expect(controller.frame(50 + DELTA_ANIMATION_MS).zoom).toBeCloseTo(450 * 2.25, 9);
  });

  it('a drag stops a running animation where it is', () => {
    const controller = new CameraController(view);
    controller.jumpTo({ centerX: 0.5, centerY: 0.5, zoom: 2000 });
    controller.handle({ kind: 'zoom', factor: 4, x: 500, y: 250, animate: true }, 0);
    const shown = controller.frame(100);
    controller.handle({ kind: 'pan', dx: 0, dy: 0 }, 100);
    expect(controller.animating).toBe(false);
    expect(controller.frame(10_000)).toEqual(shown);
  });

  it('returns commands without moving', () => {
    const controller = new CameraController(view);
    expect(controller.handle({ kind: 'next' }, 0)).toBe('next');
    expect(controller.camera).toEqual(home);
  });

  it('keeps the camera in bounds when the view changes', () => {
    const controller = new CameraController(view, zoomAt(home, 40, { x: 0, y: 0 }, viewport));
    controller.setView({ ...view, limits: { minZoom: 225, maxZoom: 4000 } });
    expect(controller.camera.zoom).toBe(4000);
    controller.jumpTo({ centerX: 99, centerY: 0.5, zoom: 1 });
    expect(controller.camera.zoom).toBe(225);
    expect(controller.camera.centerX).toBeCloseTo(1 + 500 / 225, 9);
  });

  it('flies to a camera with the 600 ms slide, clamped to the limits', () => {
    const controller = new CameraController(view);
    controller.flyTo({ centerX: 0.5, centerY: 0.25, zoom: 1800 }, 1000);
    expect(controller.animating).toBe(true);
    expect(controller.frame(1300).zoom).toBeLessThan(1800);
    expect(controller.frame(1600)).toEqual({ centerX: 0.5, centerY: 0.25, zoom: 1800 });
    expect(controller.animating).toBe(false);
    controller.flyTo({ centerX: 0.5, centerY: 0.25, zoom: 1e9 }, 2000);
    expect(controller.frame(2600).zoom).toBe(view.limits.maxZoom);
  });
});
