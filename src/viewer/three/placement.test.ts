import { OrthographicCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { frustumFor, QUAD_INDEX, QUAD_POSITIONS, quadUvs, textureBytes, writeQuadUvs } from './placement';

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
