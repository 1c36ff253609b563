import sharp from 'sharp';
import { type Mesh, MeshBasicMaterial, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharpPng } from './build-viewer-pack';
import { floorPlanks, PLANKS_SIZE } from './floor-planks';
import { BAY, buildGalleryGlb, GALLERY_NODES, galleryNodes, wallShade } from './gallery-model';
import type { GlbNode, GlbPrimitive, Vec3 } from './glb-writer';

interface Triangle {
  corners: [Vec3, Vec3, Vec3];
  /** From the winding: counter-clockwise seen from the front. */
  facing: Vec3;
  /** The stored vertex normal. */
  normal: Vec3;
  area: number;
}

const vertex = (array: Float32Array, i: number): Vec3 => [
  array[i * 3] ?? 0,
  array[i * 3 + 1] ?? 0,
  array[i * 3 + 2] ?? 0,
];

const trianglesOf = (primitive: GlbPrimitive): Triangle[] => {
  const out: Triangle[] = [];
  const { positions, normals, indices } = primitive;
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0].map((i) => vertex(positions, i)) as [
      Vec3,
      Vec3,
      Vec3,
    ];
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const cross: Vec3 = [
      (u[1] ?? 0) * (v[2] ?? 0) - (u[2] ?? 0) * (v[1] ?? 0),
      (u[2] ?? 0) * (v[0] ?? 0) - (u[0] ?? 0) * (v[2] ?? 0),
      (u[0] ?? 0) * (v[1] ?? 0) - (u[1] ?? 0) * (v[0] ?? 0),
    ];
    const length = Math.hypot(...cross);
    out.push({
      corners: [a, b, c],
      facing: [cross[0] / length, cross[1] / length, cross[2] / length],
      normal: vertex(normals ?? new Float32Array(), indices[t] ?? 0),
      area: length / 2,
    });
  }
  return out;
};

const nodeNamed = (name: string): GlbNode => {
  const node = galleryNodes().find((n) => n.name === name);
  if (!node) throw new Error(`no ${name}`);
  return node;
};

const triangles = (name: string) => nodeNamed(name).primitives.flatMap(trianglesOf);

/** Total area of the triangles facing `facing` whose corners all satisfy `where`. */
const areaFacing = (name: string, facing: Vec3, where: (p: Vec3) => boolean) =>
  triangles(name)
    .filter((t) => t.facing.every((c, i) => Math.abs(c - (facing[i] ?? 0)) < 1e-6) && t.corners.every(where))
    .reduce((sum, t) => sum + t.area, 0);

const bounds = (name: string) => {
  const points = triangles(name).flatMap((t) => t.corners);
  return {
    min: [0, 1, 2].map((axis) => Math.min(...points.map((p) => p[axis] ?? 0))),
    max: [0, 1, 2].map((axis) => Math.max(...points.map((p) => p[axis] ?? 0))),
  };
};

const close = (a: number, b: number) => Math.abs(a - b) < 1e-5;

describe('gallery model', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the bay, the end wall and the plinth', () => {
    expect(galleryNodes().map((node) => node.name)).toEqual([...GALLERY_NODES]);
  });

  it('winds every triangle counter-clockwise towards its normal', () => {
    for (const name of GALLERY_NODES) {
      for (const t of triangles(name)) {
        const dot = t.facing[0] * t.normal[0] + t.facing[1] * t.normal[1] + t.facing[2] * t.normal[2];
        expect(dot, name).toBeGreaterThan(0.999);
      }
    }
  });

  it('bay: floor, walls and ceiling where the contract says, facing into the hall', () => {
    expect(bounds('bay')).toEqual({ min: [-3.5, 0, -5], max: [3.5, 4, 0] });
    const floor = areaFacing('bay', [0, 1, 0], (p) => close(p[1], 0));
    expect(floor).toBeCloseTo(BAY.width * BAY.length, 5);
    expect(areaFacing('bay', [1, 0, 0], (p) => close(p[0], -3.5))).toBeCloseTo(BAY.height * BAY.length, 5);
    expect(areaFacing('bay', [-1, 0, 0], (p) => close(p[0], 3.5))).toBeCloseTo(BAY.height * BAY.length, 5);
    expect(areaFacing('bay', [0, -1, 0], (p) => close(p[1], 4))).toBeCloseTo(BAY.width * BAY.length, 5);
    // Nothing faces out of the hall.
    expect(areaFacing('bay', [-1, 0, 0], (p) => close(p[0], -3.5))).toBe(0);
    expect(areaFacing('bay', [0, 1, 0], (p) => close(p[1], 4))).toBe(0);
  });

  it('bay: the floor texture repeats a whole number of times per bay, so bays join seamlessly', () => {
    const floor = nodeNamed('bay').primitives.find((p) => p.material.texturePng !== undefined || p.uvs);
    const { positions, uvs } = floor ?? {};
    if (!positions || !uvs) throw new Error('no textured floor');
    for (let i = 0; i < positions.length / 3; i++) {
      if (!close(positions[i * 3 + 2] ?? 0, -5)) continue;
      expect(Number.isInteger(Math.round((uvs[i * 2 + 1] ?? 0) * 1e6) / 1e6)).toBe(true);
    }
  });

  it('end wall: at z = 0 across the hall, facing +z', () => {
    expect(bounds('end-wall')).toEqual({ min: [-3.5, 0, 0], max: [3.5, 4, expect.closeTo(0.012, 6)] });
    expect(areaFacing('end-wall', [0, 0, 1], (p) => close(p[2], 0))).toBeCloseTo(BAY.width * BAY.height, 5);
  });

  it('plinth: a 1.6 × 0.45 × 0.45 m bench on the floor', () => {
    const { min, max } = bounds('plinth');
    expect(min.map((n) => Number(n.toFixed(6)))).toEqual([-0.8, 0, -0.225]);
    expect(max.map((n) => Number(n.toFixed(6)))).toEqual([0.8, 0.45, 0.225]);
  });

  it('walls are darker near the floor, lightest higher up', () => {
    expect(wallShade(0)).toBeLessThan(wallShade(1));
    expect(wallShade(1)).toBeLessThan(wallShade(3));
    expect(wallShade(4)).toBeLessThan(wallShade(3));
  });

  it('the plank texture is a light greyscale tile', () => {
    const { width, height, channels, pixels } = floorPlanks();
    expect([width, height, channels]).toEqual([PLANKS_SIZE, PLANKS_SIZE, 1]);
    const mean = pixels.reduce((sum, p) => sum + p, 0) / pixels.length;
    expect(mean).toBeGreaterThan(200);
  });

  it('loads in GLTFLoader: named nodes, unlit materials, the floor textured', async () => {
    vi.stubGlobal('self', globalThis);
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
      return { width, height, close: () => undefined };
    });
    const glb = await buildGalleryGlb(sharpPng);
    expect(glb.byteLength).toBeLessThan(200_000);
    const gltf = await new GLTFLoader().parseAsync(glb.slice().buffer, '');
    const meshes: Mesh[] = [];
    for (const name of GALLERY_NODES) {
      const node = gltf.scene.getObjectByName(name) as Object3D;
      expect(node, name).toBeDefined();
      node.traverse((object) => {
        if ((object as Mesh).isMesh) meshes.push(object as Mesh);
      });
    }
    expect(meshes.length).toBeGreaterThanOrEqual(4);
    for (const mesh of meshes) expect(mesh.material).toBeInstanceOf(MeshBasicMaterial);
    const textured = meshes.filter((mesh) => (mesh.material as MeshBasicMaterial).map);
    expect(textured).toHaveLength(1);
    expect(gltf.scene.getObjectByName('bay')?.userData).toMatchObject({ width: 7, height: 4, length: 5 });
  });
});
