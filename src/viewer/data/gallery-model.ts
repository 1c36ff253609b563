/**
 * The built-in gallery scene, `gallery.glb` in the viewer data. Metres, y up; all materials unlit with the
 * light baked into vertex colours. Front faces are the ones seen from inside the hall.
 *
 * The contract the album scene relies on — nodes by name (`gltf.scene.getObjectByName(name)`; a node with
 * several materials is a Group of Meshes, one with a single material is a Mesh):
 *
 * - `bay`: one repeatable bay of the hall, 7 m wide, 4 m high, 5 m long. Floor at y = 0 over x ∈ [-3.5, 3.5],
 *   z ∈ [-5, 0] (facing +y, plank texture); left wall at x = -3.5 facing +x; right wall at x = +3.5 facing -x;
 *   ceiling at y = 4 facing down, with a light strip on it; a 10 cm skirting along both walls. Nothing varies
 *   along z, so bay k translated by z = -5k joins seamlessly. Pictures hang on the wall planes x = ±3.5:
 *   keep them ≥ 0.1 m above the floor (skirting) and off the wall by a few millimetres.
 * - `end-wall`: a wall at z = 0 over x ∈ [-3.5, 3.5], y ∈ [0, 4], facing +z, with its skirting (in front of
 *   it, at z ∈ [0, 0.012]). Place one behind the visitor and one at the far end, rotated to face the hall.
 * - `plinth`: a bench 1.6 m (x) × 0.45 m high × 0.45 m (z), standing on y = 0, centred on x = 0, z = 0.
 *
 * Each node's `userData` (glTF extras) repeats its size: `{ width, height, length }` in metres.
 */

import { floorPlanks, PLANKS_METRES, type PngEncoder } from './floor-planks';
import { type GlbMaterial, type GlbNode, type Vec3, writeGlb } from './glb-writer';
import { MeshBuilder } from './mesh-builder';

export const BAY = { width: 7, height: 4, length: 5 } as const;
export const PLINTH = { width: 1.6, height: 0.45, depth: 0.45 } as const;
export const GALLERY_NODES = ['bay', 'end-wall', 'plinth'] as const;

const HALF = BAY.width / 2;
const SKIRTING = { height: 0.1, depth: 0.012 } as const;

/** sRGB 0–255. A warm off-white for walls, a grey-brown floor, a darker ceiling. */
const WALL: Vec3 = [238, 233, 224];
const SKIRTING_COLOR: Vec3 = [196, 190, 180];
const FLOOR: Vec3 = [150, 137, 122];
const CEILING: Vec3 = [172, 169, 163];
const LIGHT: Vec3 = [255, 252, 242];
const BENCH: Vec3 = [104, 92, 80];

const scale = (color: Vec3, factor: number): Vec3 => [color[0] * factor, color[1] * factor, color[2] * factor];
const white = (name: string, texturePng?: Uint8Array): GlbMaterial => ({
  name,
  baseColorFactor: [1, 1, 1, 1],
  ...(texturePng ? { texturePng } : {}),
});

/** Wall brightness at height y: a gentle rise from the floor, and soft shadow in both corners. */
export const wallShade = (y: number): number =>
  0.86 + 0.14 * Math.min(1, y / 3) - 0.12 * Math.exp(-y / 0.25) - 0.06 * Math.exp(-(BAY.height - y) / 0.2);

const WALL_ROWS = [0, 0.1, 0.25, 0.5, 1, 1.75, 2.75, 3.5, 3.8, 3.93, 4].map((y) => y / BAY.height);

/** A wall from `origin` along `u` (horizontal) and up 4 m, facing `u × up`. */
const wall = (mesh: MeshBuilder, origin: Vec3, u: Vec3) =>
  mesh.face({
    origin,
    u,
    v: [0, BAY.height, 0],
    cuts: { v: WALL_ROWS },
    color: ({ position }) => scale(WALL, wallShade(position[1])),
  });

/** A skirting strip: its front `inset` metres out from the wall, facing `u × up`, and its top. */
const skirting = (mesh: MeshBuilder, origin: Vec3, u: Vec3, out: Vec3) => {
  const front: Vec3 = [origin[0] + out[0], origin[1], origin[2] + out[2]];
  mesh.face({ origin: front, u, v: [0, SKIRTING.height, 0], color: () => scale(SKIRTING_COLOR, 0.92) });
  mesh.face({
    origin: [front[0], SKIRTING.height, front[2]],
    u,
    v: [-out[0], 0, -out[2]],
    color: () => SKIRTING_COLOR,
  });
};

/** Floor brightness: darker in the last ~30 cm before each wall. */
const floorShade = (x: number): number => 1 - 0.22 * Math.exp(-(HALF - Math.abs(x)) / 0.18);
const ACROSS_CUTS = [-3.5, -3.4, -3.2, -2.9, -2.2, 2.2, 2.9, 3.2, 3.4, 3.5].map((x) => (x + HALF) / BAY.width);

const bay = (floorPng?: Uint8Array): GlbNode => {
  const walls = new MeshBuilder(white('gallery-wall'));
  wall(walls, [-HALF, 0, 0], [0, 0, -BAY.length]);
  wall(walls, [HALF, 0, -BAY.length], [0, 0, BAY.length]);
  skirting(walls, [-HALF, 0, 0], [0, 0, -BAY.length], [SKIRTING.depth, 0, 0]);
  skirting(walls, [HALF, 0, -BAY.length], [0, 0, BAY.length], [-SKIRTING.depth, 0, 0]);
  walls.face({
    origin: [-HALF, BAY.height, -BAY.length],
    u: [BAY.width, 0, 0],
    v: [0, 0, BAY.length],
    cuts: { u: ACROSS_CUTS },
    color: ({ position }) => scale(CEILING, 0.9 + 0.1 * floorShade(position[0])),
  });
  walls.face({
    origin: [-0.25, BAY.height - 0.005, -BAY.length + 0.6],
    u: [0.5, 0, 0],
    v: [0, 0, BAY.length - 1.2],
    color: () => LIGHT,
  });
  const floor = new MeshBuilder(white('gallery-floor', floorPng));
  floor.face({
    origin: [-HALF, 0, 0],
    u: [BAY.width, 0, 0],
    v: [0, 0, -BAY.length],
    cuts: { u: ACROSS_CUTS },
    color: ({ position }) => scale(FLOOR, floorShade(position[0])),
    uv: ({ position }) => [position[0] / PLANKS_METRES.across, -position[2] / PLANKS_METRES.along],
  });
  return {
    name: 'bay',
    primitives: [walls.build(), floor.build()],
    extras: { width: BAY.width, height: BAY.height, length: BAY.length },
  };
};

const endWall = (): GlbNode => {
  const mesh = new MeshBuilder(white('gallery-end-wall'));
  wall(mesh, [-HALF, 0, 0], [BAY.width, 0, 0]);
  skirting(mesh, [-HALF, 0, 0], [BAY.width, 0, 0], [0, 0, SKIRTING.depth]);
  return { name: 'end-wall', primitives: [mesh.build()], extras: { width: BAY.width, height: BAY.height } };
};

/** Light from above: tops brightest, long sides less, ends least. */
const benchShade = (normal: Vec3): number => (normal[1] > 0.5 ? 1.25 : Math.abs(normal[2]) > 0.5 ? 0.9 : 0.75);

const plinth = (): GlbNode => {
  const { width, height, depth } = PLINTH;
  const top = 0.06;
  const mesh = new MeshBuilder(white('gallery-plinth'));
  mesh.box([-width / 2, height - top, -depth / 2], [width / 2, height, depth / 2], BENCH, benchShade);
  mesh.box(
    [-width / 2 + 0.1, 0, -depth / 2 + 0.06],
    [width / 2 - 0.1, height - top, depth / 2 - 0.06],
    scale(BENCH, 0.8),
    benchShade,
  );
  return { name: 'plinth', primitives: [mesh.build()], extras: { width, height, length: depth } };
};

/** The gallery's nodes; `floorPng` is the plank texture (without it the floor is plain). */
export const galleryNodes = (floorPng?: Uint8Array): GlbNode[] => [bay(floorPng), endWall(), plinth()];

/** `gallery.glb`: the nodes above with the plank texture encoded by `encodePng`. */
export const buildGalleryGlb = async (encodePng: PngEncoder): Promise<Uint8Array> =>
  writeGlb(galleryNodes(await encodePng(floorPlanks())));
