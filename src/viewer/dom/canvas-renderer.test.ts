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
    save: () => calls.push('save'),
    beginPath: () => undefined,
    rect: (x: number, y: number, w: number, h: number) => calls.push(`rect ${x},${y},${w},${h}`),
    clip: () => calls.push('clip'),
    restore: () => calls.push('restore'),
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

  it('keeps its pixels: when only tiles came, it draws just where they came, and nothing when nothing changed', () => {
    const { canvas, calls } = fakeCanvas();
    const renderer = new CanvasRenderer(canvas);
    // A 4 × 4 grid of tiles filling the 800 × 800 view, 200 px each.
    const grid = Array.from({ length: 16 }, (_, i): DrawItem<CanvasTile> => {
      const [col, row] = [i % 4, Math.floor(i / 4)];
      const { handle } = renderer.upload({ picture: 1, level: 10, col, row }, image);
      return {
        key: `1/10/${col}_${row}`,
        picture: 1,
        handle,
        layer: 10,
        rect: { x: col / 4, y: row / 4, width: 0.25, height: 0.25 },
        uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
      };
    });
    const draws = () => calls.filter((c) => c === 'drawImage').length;

    renderer.render(grid.slice(0, 15), camera, viewport);
    expect(draws()).toBe(15);
    expect(calls).not.toContain('clip');

    calls.length = 0;
    renderer.render(grid, camera, viewport); // the bottom-right tile came
    expect(calls.filter((c) => c.startsWith('rect'))).toEqual(['rect 599,599,201,201']);
    expect(calls).toContain('clip');
    expect(draws()).toBe(4); // the new tile and the three that reach into its area (one pixel round)
    expect(calls.at(-1)).toBe('restore');

    calls.length = 0;
    renderer.render(grid, camera, viewport);
    expect(calls).toEqual([]);

    renderer.render(grid, { ...camera, centerX: 0.51 }, viewport); // moved: all of it again
    expect(draws()).toBe(16);
    expect(calls).not.toContain('clip');
  });
});
