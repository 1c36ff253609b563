/**
 * Writes binary glTF 2.0 (GLB) from plain mesh descriptions. Every material is unlit
 * (`KHR_materials_unlit`): three.js's GLTFLoader makes a `MeshBasicMaterial` of it, and the shading is
 * baked into vertex colours and textures, because lighting is slow on software WebGL.
 * Colours (baseColorFactor, COLOR_0) are linear, as glTF says; PNG textures are sRGB.
 */

export type Vec3 = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

export interface GlbMaterial {
  name: string;
  /** Linear RGBA; multiplies the texture and vertex colours. */
  baseColorFactor: Rgba;
  /** PNG bytes for the base colour; the same array given twice is stored once. */
  texturePng?: Uint8Array;
  doubleSided?: boolean;
}

export interface GlbPrimitive {
  positions: Float32Array;
  normals?: Float32Array;
  uvs?: Float32Array;
  /** Linear RGB, three per vertex. */
  colors?: Float32Array;
  indices: Uint16Array | Uint32Array;
  material: GlbMaterial;
}

export interface GlbNode {
  name: string;
  primitives: GlbPrimitive[];
  translation?: Vec3;
  /** Becomes the node's `userData` in three.js. */
  extras?: Record<string, unknown>;
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;
const LINEAR = 9729;
const LINEAR_MIPMAP_LINEAR = 9987;
const REPEAT = 10497;
const UNLIT = 'KHR_materials_unlit';

const align4 = (n: number): number => (n + 3) & ~3;

/** Collects the binary chunk, 4-byte aligned views. */
class BinaryBody {
  readonly parts: Uint8Array[] = [];
  readonly views: Record<string, unknown>[] = [];
  private length = 0;

  add(data: ArrayBufferView, target?: number): number {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const view: Record<string, unknown> = { buffer: 0, byteOffset: this.length, byteLength: bytes.byteLength };
    if (target) view.target = target;
    this.views.push(view);
    this.parts.push(bytes);
    const padded = align4(bytes.byteLength);
    if (padded > bytes.byteLength) this.parts.push(new Uint8Array(padded - bytes.byteLength));
    this.length += padded;
    return this.views.length - 1;
  }

  get byteLength(): number {
    return this.length;
  }
}

const boundsOf = (positions: Float32Array): { min: number[]; max: number[] } => {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = positions[i + axis] ?? 0;
      min[axis] = Math.min(min[axis] ?? 0, value);
      max[axis] = Math.max(max[axis] ?? 0, value);
    }
  }
  return { min, max };
};

const chunk = (type: number, data: Uint8Array, pad: number): Uint8Array => {
  const length = align4(data.byteLength);
  const out = new Uint8Array(8 + length).fill(pad, 8 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, length, true);
  view.setUint32(4, type, true);
  out.set(data, 8);
  return out;
};

/** The GLB bytes of a scene holding `nodes`, each a named node with one mesh. */
export const writeGlb = (nodes: readonly GlbNode[]): Uint8Array => {
  const body = new BinaryBody();
  const accessors: Record<string, unknown>[] = [];
  const materials: Record<string, unknown>[] = [];
  const images: Record<string, unknown>[] = [];
  const imageOf = new Map<Uint8Array, number>();
  const materialOf = new Map<GlbMaterial, number>();

  const accessor = (data: Float32Array | Uint16Array | Uint32Array, type: string, size: number, target: number) => {
    const entry: Record<string, unknown> = {
      bufferView: body.add(data, target),
      componentType: data instanceof Float32Array ? FLOAT : data instanceof Uint16Array ? UNSIGNED_SHORT : UNSIGNED_INT,
      count: data.length / size,
      type,
    };
    accessors.push(entry);
    return { index: accessors.length - 1, entry };
  };

  const materialIndex = (material: GlbMaterial): number => {
    const known = materialOf.get(material);
    if (known !== undefined) return known;
    const pbr: Record<string, unknown> = {
      baseColorFactor: [...material.baseColorFactor],
      metallicFactor: 0,
      roughnessFactor: 1,
    };
    if (material.texturePng) {
      let image = imageOf.get(material.texturePng);
      if (image === undefined) {
        images.push({ bufferView: body.add(material.texturePng), mimeType: 'image/png' });
        image = images.length - 1;
        imageOf.set(material.texturePng, image);
      }
      pbr.baseColorTexture = { index: image };
    }
    materials.push({
      name: material.name,
      pbrMetallicRoughness: pbr,
      ...(material.doubleSided ? { doubleSided: true } : {}),
      extensions: { [UNLIT]: {} },
    });
    materialOf.set(material, materials.length - 1);
    return materials.length - 1;
  };

  const meshes = nodes.map((node) => ({
    name: node.name,
    primitives: node.primitives.map((primitive) => {
      const vertices = primitive.positions.length / 3;
      const position = accessor(primitive.positions, 'VEC3', 3, ARRAY_BUFFER);
      Object.assign(position.entry, boundsOf(primitive.positions));
      const attributes: Record<string, number> = { POSITION: position.index };
      const optional = [
        ['NORMAL', primitive.normals, 'VEC3', 3],
        ['TEXCOORD_0', primitive.uvs, 'VEC2', 2],
        ['COLOR_0', primitive.colors, 'VEC3', 3],
      ] as const;
      for (const [name, data, type, size] of optional) {
        if (!data) continue;
        if (data.length !== vertices * size) throw new Error(`${node.name}: ${name} has the wrong length`);
        attributes[name] = accessor(data, type, size, ARRAY_BUFFER).index;
      }
      const indices = accessor(primitive.indices, 'SCALAR', 1, ELEMENT_ARRAY_BUFFER).index;
      return { attributes, indices, material: materialIndex(primitive.material), mode: 4 };
    }),
  }));

  const json: Record<string, unknown> = {
    asset: { version: '2.0', generator: 'izoom glb-writer' },
    extensionsUsed: [UNLIT],
    scene: 0,
    scenes: [{ name: 'gallery', nodes: nodes.map((_, i) => i) }],
    nodes: nodes.map((node, i) => ({
      name: node.name,
      mesh: i,
      ...(node.translation ? { translation: [...node.translation] } : {}),
      ...(node.extras ? { extras: node.extras } : {}),
    })),
    meshes,
    materials,
    accessors,
    bufferViews: body.views,
    buffers: [{ byteLength: body.byteLength }],
  };
  if (images.length) {
    json.images = images;
    json.samplers = [{ magFilter: LINEAR, minFilter: LINEAR_MIPMAP_LINEAR, wrapS: REPEAT, wrapT: REPEAT }];
    json.textures = images.map((_, source) => ({ sampler: 0, source }));
  }

  const bin = new Uint8Array(body.byteLength);
  let offset = 0;
  for (const part of body.parts) {
    bin.set(part, offset);
    offset += part.byteLength;
  }
  const jsonChunk = chunk(CHUNK_JSON, new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binChunk = chunk(CHUNK_BIN, bin, 0);
  const out = new Uint8Array(12 + jsonChunk.byteLength + binChunk.byteLength);
  const header = new DataView(out.buffer);
  header.setUint32(0, GLB_MAGIC, true);
  header.setUint32(4, 2, true);
  header.setUint32(8, out.byteLength, true);
  out.set(jsonChunk, 12);
  out.set(binChunk, 12 + jsonChunk.byteLength);
  return out;
};
