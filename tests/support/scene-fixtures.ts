import { solidPng } from './pictures';

/**
 * Scene files (binary glTF) made on the spot: a small valid room, and hostile ones the upload must refuse
 * and the viewer must survive. Each hostile one is the valid room with one thing broken.
 */

type Json = Record<string, unknown>;

const MAGIC = 0x46546c67;
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

const pad4 = (data: Buffer, fill: number): Buffer =>
  Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4, fill)]);

const chunk = (type: number, data: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32LE(data.length, 0);
  header.writeUInt32LE(type, 4);
  return Buffer.concat([header, data]);
};

/** A GLB of `chunks` as given (no padding added), its header's length the true one unless told. */
export const glbOf = (chunks: Buffer[], options: { version?: number; length?: (real: number) => number } = {}) => {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(MAGIC, 0);
  header.writeUInt32LE(options.version ?? 2, 4);
  header.writeUInt32LE(options.length?.(12 + body.length) ?? 12 + body.length, 8);
  return Buffer.concat([header, body]);
};

export const jsonChunk = (json: Json | string): Buffer =>
  chunk(JSON_CHUNK, pad4(Buffer.from(typeof json === 'string' ? json : JSON.stringify(json)), 0x20));
export const binChunk = (bin: Buffer): Buffer => chunk(BIN_CHUNK, pad4(bin, 0));

/** A floor and a textured back wall, 6 m wide: positions, uvs, indices and a PNG in the binary chunk. */
export async function validRoom(): Promise<{ json: Json; bin: Buffer }> {
  const quad = (points: number[]) => new Float32Array(points);
  const floor = quad([-3, 0, 1, 3, 0, 1, 3, 0, -6, -3, 0, -6]);
  const wall = quad([-3, 0, -6, 3, 0, -6, 3, 3, -6, -3, 3, -6]);
  const uvs = quad([0, 1, 1, 1, 1, 0, 0, 0]);
  const indices = new Uint16Array([0, 1, 2, 0, 2, 3]);
  const png = await solidPng(64, 64, '#b04a2a');
  const parts = [floor, wall, uvs, indices].map((a) => pad4(Buffer.from(a.buffer), 0));
  parts.push(pad4(png, 0));
  let offset = 0;
  const bufferViews = parts.map((part, i) => {
    const view: Json = { buffer: 0, byteOffset: offset, byteLength: i === 4 ? png.length : part.length };
    if (i < 3) view.target = 34962;
    if (i === 3) view.target = 34963;
    offset += part.length;
    return view;
  });
  bufferViews[3] = { ...bufferViews[3], byteLength: indices.byteLength };
  const position = (view: number, min: number[], max: number[]) => ({
    bufferView: view,
    componentType: 5126,
    count: 4,
    type: 'VEC3',
    min,
    max,
  });
  const json: Json = {
    asset: { version: '2.0', generator: 'izoom test scene-fixtures' },
    scene: 0,
    scenes: [{ nodes: [0, 1] }],
    nodes: [
      { name: 'floor', mesh: 0 },
      { name: 'wall', mesh: 1 },
    ],
    meshes: [
      { primitives: [{ attributes: { POSITION: 0 }, indices: 3, material: 0 }] },
      { primitives: [{ attributes: { POSITION: 1, TEXCOORD_0: 2 }, indices: 3, material: 1 }] },
    ],
    // Unlit, as the built-in gallery: the album scene has no lights.
    extensionsUsed: ['KHR_materials_unlit'],
    materials: [
      { pbrMetallicRoughness: { baseColorFactor: [0.4, 0.35, 0.3, 1] }, extensions: { KHR_materials_unlit: {} } },
      { pbrMetallicRoughness: { baseColorTexture: { index: 0 } }, extensions: { KHR_materials_unlit: {} } },
    ],
    textures: [{ source: 0 }],
    images: [{ bufferView: 4, mimeType: 'image/png' }],
    accessors: [
      position(0, [-3, 0, -6], [3, 0, 1]),
      position(1, [-3, 0, -6], [3, 3, -6]),
      { bufferView: 2, componentType: 5126, count: 4, type: 'VEC2' },
      { bufferView: 3, componentType: 5123, count: 6, type: 'SCALAR' },
    ],
    bufferViews,
    buffers: [{ byteLength: offset }],
  };
  return { json, bin: Buffer.concat(parts) };
}

export const roomGlb = async (change: (json: Json) => void = () => undefined): Promise<Buffer> => {
  const { json, bin } = await validRoom();
  change(json);
  return glbOf([jsonChunk(json), binChunk(bin)]);
};

export interface SceneFixture {
  name: string;
  /** The name it is uploaded under. */
  file: string;
  bytes: Buffer;
  /** What the refusal's message says, in words. */
  refusal: RegExp;
  /** The glTF validator's issue the refusal's description names, when it is the validator that finds it. */
  validatorCode?: string;
}

const list = (json: Json, key: string) => json[key] as Json[];
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

/** Every hostile scene file; `dataUriLimit` is the largest data URI the server under test takes. */
export async function hostileScenes(dataUriLimit: number): Promise<SceneFixture[]> {
  const { json, bin } = await validRoom();
  const text = JSON.stringify(json);
  const room = (change: (json: Json) => void) => roomGlb(change);
  const outside = (uri: string) => room((j) => Object.assign(list(j, 'buffers')[0] ?? {}, { uri }));
  const fixtures: [string, string, Buffer | Promise<Buffer>, RegExp, string?][] = [
    // The JSON chunk's length is not a multiple of 4 (the BIN chunk starts unaligned).
    ['unaligned chunks', 'unaligned.glb', glbOf([chunk(JSON_CHUNK, Buffer.from(text)), binChunk(bin)]), /aligned/],
    ['wrong magic', 'magic.glb', Buffer.concat([Buffer.from('glTX'), (await roomGlb()).subarray(4)]), /neither/],
    ['wrong version', 'version.glb', glbOf([jsonChunk(json), binChunk(bin)], { version: 3 }), /version 2 is needed/],
    ['truncated', 'cut.glb', (await roomGlb()).subarray(0, 700), /incomplete/],
    [
      'length mismatch',
      'length.glb',
      glbOf([jsonChunk(json), binChunk(bin)], { length: (real) => real - 4 }),
      /length does not match/,
    ],
    ['bad JSON', 'badjson.glb', glbOf([jsonChunk(`${text.slice(0, -1)},`), binChunk(bin)]), /JSON cannot be read/],
    ['JSON chunk missing', 'nojson.glb', glbOf([binChunk(bin)]), /first chunk is not/],
    [
      'accessor count beyond its buffer',
      'count.glb',
      room((j) => Object.assign(list(j, 'accessors')[0] ?? {}, { count: 100_000 })),
      /past the end of its data/,
      'ACCESSOR_TOO_LONG',
    ],
    [
      'buffer view out of range',
      'view.glb',
      room((j) => Object.assign(list(j, 'bufferViews')[0] ?? {}, { byteOffset: 1_000_000 })),
      /past the end of its data/,
      'BUFFER_VIEW_TOO_LONG',
    ],
    ['https buffer', 'https.glb', outside('https://example.com/room.bin'), /outside file/],
    ['http buffer', 'http.glb', outside('http://example.com/room.bin'), /outside file/],
    ['protocol-relative buffer', 'proto.glb', outside('//example.com/room.bin'), /outside file/],
    ['file: buffer', 'file.glb', outside('file:///etc/passwd'), /outside file/],
    ['relative buffer', 'relative.glb', outside('../room.bin'), /outside file/],
    [
      'outside image',
      'image-url.glb',
      room((j) => {
        list(j, 'images')[0] = { uri: 'https://example.com/wall.png' };
      }),
      /outside file/,
    ],
    [
      'relative image',
      'image-relative.glb',
      room((j) => {
        list(j, 'images')[0] = { uri: 'wall.png' };
      }),
      /outside file/,
    ],
    [
      'oversized data URI',
      'datauri.glb',
      room((j) => {
        list(j, 'buffers').push({
          byteLength: dataUriLimit + 3,
          uri: `data:application/octet-stream;base64,${base64Of(dataUriLimit + 3)}`,
        });
      }),
      /data URI of/,
    ],
    [
      'deep JSON',
      'deep.glb',
      glbOf([jsonChunk(`${text.slice(0, -1)},"extras":${nested(100_000)}}`), binChunk(bin)]),
      /nests deeper/,
    ],
    [
      'a million nodes',
      'nodes.glb',
      room((j) => {
        j.nodes = Array.from({ length: 1_000_000 }, () => ({}));
      }),
      /1,000,000 nodes/,
    ],
    [
      'non-image image data',
      'notimage.glb',
      room((j) => {
        list(j, 'bufferViews')[4] = { buffer: 0, byteOffset: 0, byteLength: 48 };
      }),
      /images cannot be read/,
      'IMAGE_UNRECOGNIZED_FORMAT',
    ],
    [
      'image type the viewer cannot show',
      'gif.glb',
      room((j) => Object.assign(list(j, 'images')[0] ?? {}, { mimeType: 'image/ktx2' })),
      /image\/ktx2/,
    ],
    [
      'extension that needs a decoder',
      'draco.glb',
      room((j) => {
        j.extensionsUsed = ['KHR_materials_unlit', 'KHR_draco_mesh_compression'];
        j.extensionsRequired = ['KHR_draco_mesh_compression'];
      }),
      /KHR_draco_mesh_compression/,
    ],
    ['glTF JSON instead of .glb', 'room.gltf', Buffer.from(JSON.stringify(json, null, 2)), /glTF JSON file/],
  ];
  return Promise.all(
    fixtures.map(async ([name, file, bytes, refusal, validatorCode]) => ({
      name,
      file,
      bytes: await bytes,
      refusal,
      validatorCode,
    })),
  );
}
