import { describe, expect, it } from 'vitest';
import type { DrawItem } from '../core/scene-hooks';
import { CanvasRenderer, type CanvasTile } from './canvas-renderer';

/** A canvas whose 2D context records the calls that draw. */
const fakeCanvas = () => {
  const calls: string[] = [];
  const context = {
    fillStyle: '',
    fillRect: () => calls.push('fillRect'),
    drawImage: () => calls.push('drawImage'),
  };
  const canvas = { width: 300, height: 150, getContext: () => context, addEventListener: () => undefined };
  return { canvas: canvas as unknown as HTMLCanvasElement, calls };
};

const camera = { centerX: 0.5, centerY: 0.5, zoom: 800 };
const viewport = { width: 800, height: 800 };
const image = { width: 256, height: 256, close: () => undefined } as unknown as ImageBitmap;

describe('CanvasRenderer', () => {
  it('leaves a canvas that shows only its background alone, and draws it once when tiles go', () => {
    const { canvas, calls } = fakeCanvas();
    const renderer = new CanvasRenderer(canvas);
    renderer.render([], camera, viewport);
    expect(calls).toEqual([]);
    expect(canvas.width).toBe(300); // not even sized: a new opaque canvas is black already

    const { handle } = renderer.upload({ picture: 1, level: 8, col: 0, row: 0 }, image);
    const tile: DrawItem<CanvasTile> = {
      key: '1/8/0_0',
      picture: 1,
      handle,
      layer: 8,
      rect: { x: 0, y: 0, width: 1, height: 1 },
      uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
    };
    renderer.render([tile], camera, viewport);
    expect(calls).toEqual(['fillRect', 'drawImage']);
    expect(canvas.width).toBe(800);

    renderer.render([], camera, viewport);
    renderer.render([], camera, viewport);
    expect(calls).toEqual(['fillRect', 'drawImage', 'fillRect']);
  });
});
