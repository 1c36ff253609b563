import type { GlbMaterial, GlbPrimitive, Vec3 } from './glb-writer';

/** Linear RGB from 0–255 sRGB, for vertex colours and colour factors. */
export const linearFromSrgb = (r: number, g: number, b: number): Vec3 => {
  const channel = (value: number) => {
    const c = Math.min(1, Math.max(0, value / 255));
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(r), channel(g), channel(b)];
};

const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

const normalize = (v: Vec3): Vec3 => {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
};

/** A point on a grid face: its place in the world and its fractions along the face's two edges. */
export interface FacePoint {
  position: Vec3;
  /** 0..1 along `u`, then `v`. */
  fu: number;
  fv: number;
}

export interface GridFace {
  /** A corner of the rectangle. */
  origin: Vec3;
  /** The rectangle's edges from `origin`; the face looks along `u × v` (front faces wind counter-clockwise). */
  u: Vec3;
  v: Vec3;
  /** Fractions 0..1 where vertex columns (along `u`) and rows (along `v`) are; both ends included. */
  cuts?: { u?: readonly number[]; v?: readonly number[] };
  /** The sRGB (0–255) colour baked at a vertex. */
  color: (point: FacePoint) => Vec3;
  /** Texture coordinates of a vertex, when the material has a texture. */
  uv?: (point: FacePoint) => readonly [number, number];
}

/** Accumulates faces that share one material into one primitive. */
export class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private readonly colors: number[] = [];
  private readonly uvs: number[] = [];
  private readonly indices: number[] = [];
  private textured = false;

  constructor(private readonly material: GlbMaterial) {}

  face({ origin, u, v, cuts, color, uv }: GridFace): this {
    const normal = normalize(cross(u, v));
    const us = cuts?.u ?? [0, 1];
    const vs = cuts?.v ?? [0, 1];
    const first = this.positions.length / 3;
    if (uv) this.textured = true;
    for (const fv of vs) {
      for (const fu of us) {
        const position: Vec3 = [
          origin[0] + u[0] * fu + v[0] * fv,
          origin[1] + u[1] * fu + v[1] * fv,
          origin[2] + u[2] * fu + v[2] * fv,
        ];
        const point = { position, fu, fv };
        this.positions.push(...position);
        this.normals.push(...normal);
        this.colors.push(...linearFromSrgb(...color(point)));
        this.uvs.push(...(uv?.(point) ?? [0, 0]));
      }
    }
    const columns = us.length;
    for (let row = 0; row + 1 < vs.length; row++) {
      for (let col = 0; col + 1 < columns; col++) {
        const a = first + row * columns + col;
        const b = a + 1;
        const c = b + columns;
        const d = a + columns;
        this.indices.push(a, b, c, a, c, d);
      }
    }
    return this;
  }

  /**
   * An axis-aligned box seen from outside, without its bottom: `min`..`max`, each face shaded by where it
   * looks (`shade(normal)` scales `color`), darker towards the floor over `contactShadow` metres.
   */
  box(min: Vec3, max: Vec3, color: Vec3, shade: (normal: Vec3) => number, contactShadow = 0.12): this {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const height = y1 - y0;
    const sides: [Vec3, Vec3, Vec3][] = [
      [
        [x0, y1, z1],
        [x1 - x0, 0, 0],
        [0, 0, z0 - z1],
      ], // top, +y
      [
        [x0, y0, z1],
        [x1 - x0, 0, 0],
        [0, height, 0],
      ], // front, +z
      [
        [x1, y0, z0],
        [x0 - x1, 0, 0],
        [0, height, 0],
      ], // back, -z
      [
        [x1, y0, z1],
        [0, 0, z0 - z1],
        [0, height, 0],
      ], // +x
      [
        [x0, y0, z0],
        [0, 0, z1 - z0],
        [0, height, 0],
      ], // -x
    ];
    const contactCut = y0 === 0 && contactShadow < height ? [0, contactShadow / height, 1] : [0, 1];
    sides.forEach(([origin, u, v], side) => {
      const factor = shade(normalize(cross(u, v)));
      this.face({
        origin,
        u,
        v,
        cuts: { v: side === 0 ? [0, 1] : contactCut },
        color: ({ position }) => {
          const lift = Math.min(1, position[1] / contactShadow);
          const scale = factor * (0.78 + 0.22 * lift);
          return [color[0] * scale, color[1] * scale, color[2] * scale];
        },
      });
    });
    return this;
  }

  build(): GlbPrimitive {
    const vertices = this.positions.length / 3;
    return {
      positions: new Float32Array(this.positions),
      normals: new Float32Array(this.normals),
      colors: new Float32Array(this.colors),
      ...(this.textured ? { uvs: new Float32Array(this.uvs) } : {}),
      indices: vertices < 65536 ? new Uint16Array(this.indices) : new Uint32Array(this.indices),
      material: this.material,
    };
  }
}
