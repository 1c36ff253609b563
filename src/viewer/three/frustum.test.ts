import { OrthographicCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  changedAreas,
  frustumFor,
  isCovered,
  mergePixelRects,
  pixelRect,
  QUAD_INDEX,
  QUAD_POSITIONS,
  quadUvs,
  textureBytes,
  visibleItems,
  writeQuadUvs,
} from './frustum';

describe('frustumFor', () => {
  it('shows viewport / zoom canvas units around the centre, top above bottom in canvas y', () => {
    expect(frustumFor({ centerX: 500, centerY: 300, zoom: 2 }, { width: 800, height: 600 })).toEqual({
      left: 300,
      right: 700,
      top: 150,
      bottom: 450,
    });
  });

  it('matches the whole content at a fit zoom', () => {
    expect(frustumFor({ centerX: 1000, centerY: 500, zoom: 0.5 }, { width: 1000, height: 500 })).toEqual({
      left: 0,
      right: 2000,
      top: 0,
      bottom: 1000,
    });
  });
});

describe('the quad seen through the camera', () => {
  const frustum = frustumFor({ centerX: 50, centerY: 25, zoom: 4 }, { width: 400, height: 200 });
  const camera = new OrthographicCamera(frustum.left, frustum.right, frustum.top, frustum.bottom, 0, 2);
  camera.position.set(0, 0, 1);
  camera.updateMatrixWorld();
  // The quad scaled to the 100 × 50 canvas the viewport shows, in normalised device coordinates.
  const corners = [0, 1, 2, 3].map((i) => {
    const p = new Vector3(QUAD_POSITIONS[3 * i] * 100, QUAD_POSITIONS[3 * i + 1] * 50, 0).project(camera);
    return { x: Math.round(p.x * 1e9) / 1e9, y: Math.round(p.y * 1e9) / 1e9 };
  });

  it('puts canvas y = 0 at the top of the screen', () => {
    expect(corners).toEqual([
      { x: -1, y: 1 },
      { x: 1, y: 1 },
      { x: -1, y: -1 },
      { x: 1, y: -1 },
    ]);
  });

  it('keeps both triangles counter-clockwise on screen (front faces)', () => {
    for (let t = 0; t < QUAD_INDEX.length; t += 3) {
      const [a, b, c] = QUAD_INDEX.slice(t, t + 3).map((i) => corners[i] as { x: number; y: number });
      if (!a || !b || !c) throw new Error('short index');
      expect((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)).toBeGreaterThan(0);
    }
  });
});

describe('quadUvs', () => {
  it('maps the content part of the texture, v = 0 at the top row, in vertex order', () => {
    expect([...quadUvs({ u0: 0, v0: 0, u1: 1, v1: 1 })]).toEqual([0, 0, 1, 0, 0, 1, 1, 1]);
    expect([...quadUvs({ u0: 0.25, v0: 0.5, u1: 0.75, v1: 1 })]).toEqual([0.25, 0.5, 0.75, 0.5, 0.25, 1, 0.75, 1]);
  });

  it('writes only when something changed', () => {
    const target = new Float32Array(8);
    const uv = { u0: 0.25, v0: 0, u1: 1, v1: 0.5 };
    expect(writeQuadUvs(target, uv)).toBe(true);
    expect([...target]).toEqual([0.25, 0, 1, 0, 0.25, 0.5, 1, 0.5]);
    expect(writeQuadUvs(target, uv)).toBe(false);
  });
});

describe('textureBytes', () => {
  it('counts four bytes a pixel', () => {
    expect(textureBytes(256, 256)).toBe(262_144);
    expect(textureBytes(254, 130)).toBe(132_080);
  });
});

describe('isCovered', () => {
  const rect = { x: 0, y: 0, width: 2, height: 2 };

  it('needs the covers to leave no gap', () => {
    const quarters = [
      { x: 0, y: 0, width: 1, height: 1 },
      { x: 1, y: 0, width: 1, height: 1 },
      { x: 0, y: 1, width: 1, height: 1 },
      { x: 1, y: 1, width: 1, height: 1 },
    ];
    expect(isCovered(rect, quarters)).toBe(true);
    expect(isCovered(rect, quarters.slice(1))).toBe(false);
    expect(isCovered(rect, [])).toBe(false);
  });

  it('takes covers that reach past the rect, and rounding between neighbours as no gap', () => {
    expect(isCovered(rect, [{ x: -1, y: -1, width: 5, height: 5 }])).toBe(true);
    const left = { x: 0, y: 0, width: 0.1 + 0.2, height: 2 };
    expect(isCovered(rect, [left, { x: 0.3, y: 0, width: 1.7, height: 2 }])).toBe(true);
    expect(isCovered(rect, [left, { x: 0.31, y: 0, width: 1.69, height: 2 }])).toBe(false);
  });
});

const tile = (x: number, y: number, size: number, layer: number) => ({
  rect: { x, y, width: size, height: size },
  uv: { u0: 0, v0: 0, u1: 1, v1: 1 },
  layer,
});

describe('visibleItems', () => {
  const view = { x: 0, y: 0, width: 2, height: 1 };
  const coarse = tile(0, 0, 4, 1);
  const fine = [tile(0, 0, 1, 2), tile(1, 0, 1, 2)];

  it('drops a tile wholly under finer ones within the view, even where it reaches past the view', () => {
    expect(visibleItems([coarse, ...fine], view)).toEqual(fine);
  });

  it('keeps it while any of its part in view shows, and drops what is out of view', () => {
    const out = tile(5, 5, 1, 2);
    expect(visibleItems([coarse, fine[0], out], view)).toEqual([coarse, fine[0]]);
  });

  it('never lets a tile of the same or a coarser layer hide another', () => {
    const same = tile(0, 0, 2, 2);
    expect(visibleItems([same, ...fine], view)).toEqual([same, ...fine]);
  });
});

describe('changedAreas', () => {
  const view = { x: 0, y: 0, width: 2, height: 1 };
  const coarse = tile(0, 0, 4, 1);
  const [a, b] = [tile(0, 0, 1, 2), tile(1, 0, 1, 2)];

  it('is nothing when the same tiles are drawn in the same places', () => {
    expect(changedAreas(new Map([[1, a]]), new Map([[1, a]]), view)).toEqual([]);
  });

  it('is where tiles came, and where a tile moved from and to', () => {
    const moved = tile(0.5, 0, 1, 2);
    expect(
      changedAreas(
        new Map([[1, a]]),
        new Map([
          [1, moved],
          [2, b],
        ]),
        view,
      ),
    ).toEqual([a.rect, moved.rect, b.rect]);
  });

  it('is where a tile went, unless finer tiles now cover what of it was in view', () => {
    expect(changedAreas(new Map([[0, coarse]]), new Map(), view)).toEqual([coarse.rect]);
    const now = new Map([
      [1, a],
      [2, b],
    ]);
    expect(
      changedAreas(
        new Map([
          [0, coarse],
          [1, a],
        ]),
        now,
        view,
      ),
    ).toEqual([b.rect]);
  });
});

describe('pixelRect', () => {
  const frustum = { left: 10, right: 20, top: 0, bottom: 5 };
  const buffer = { width: 100, height: 50 };

  it('rounds outwards with a pixel to spare, rows from the top, clipped to the buffer', () => {
    expect(pixelRect({ x: 12.05, y: 1.01, width: 1, height: 1 }, frustum, buffer)).toEqual({
      x0: 19,
      y0: 9,
      x1: 32,
      y1: 22,
    });
    expect(pixelRect({ x: 0, y: -1, width: 15, height: 100 }, frustum, buffer)).toEqual({
      x0: 0,
      y0: 0,
      x1: 51,
      y1: 50,
    });
  });

  it('is null off screen', () => {
    expect(pixelRect({ x: 30, y: 0, width: 1, height: 1 }, frustum, buffer)).toBeNull();
  });
});

describe('mergePixelRects', () => {
  const r = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

  it('joins touching rects, also through one that grew', () => {
    expect(mergePixelRects([r(0, 0, 10, 10), r(20, 0, 30, 10), r(10, 0, 20, 5)], 4)).toEqual([r(0, 0, 30, 10)]);
    expect(mergePixelRects([r(0, 0, 10, 10), r(50, 50, 60, 60)], 4)).toEqual([r(0, 0, 10, 10), r(50, 50, 60, 60)]);
  });

  it('makes one of more than `most`', () => {
    const apart = [r(0, 0, 1, 1), r(10, 10, 11, 11), r(20, 20, 21, 21)];
    expect(mergePixelRects(apart, 2)).toEqual([r(0, 0, 21, 21)]);
  });
});
