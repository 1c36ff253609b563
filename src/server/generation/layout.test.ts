import { describe, expect, it } from 'vitest';
import { gridLayout } from './layout';

describe('gridLayout', () => {
  it('puts one picture at the origin, one unit high', () => {
    expect(gridLayout([{ width: 3000, height: 2000 }])).toEqual({
      rects: [{ x: 0, y: 0, width: 1.5, height: 1 }],
      canvas: { width: 1.5, height: 1 },
    });
  });

  it('makes rows of ceil(√n) pictures with gaps', () => {
    const { rects, canvas } = gridLayout([
      { width: 200, height: 100 },
      { width: 100, height: 100 },
      { width: 100, height: 200 },
    ]);
    expect(rects).toEqual([
      { x: 0, y: 0, width: 2, height: 1 },
      { x: 2.05, y: 0, width: 1, height: 1 },
      { x: 0, y: 1.05, width: 0.5, height: 1 },
    ]);
    expect(canvas).toEqual({ width: 3.05, height: 2.05 });
  });

  it('is empty for no pictures', () => {
    expect(gridLayout([])).toEqual({ rects: [], canvas: { width: 0, height: 0 } });
  });
});
