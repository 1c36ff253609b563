import sharp from 'sharp';
import { type Mesh, MeshBasicMaterial, type Object3D, type Texture } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GlbMaterial, type GlbNode, writeGlb } from './glb-writer';

const triangle = (material: GlbMaterial, offset = 0): GlbNode['primitives'][number] => ({
  positions: new Float32Array([offset, 0, 0, offset + 1, 0, -2, offset, 3, 0.5]),
  normals: new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1]),
  uvs: new Float32Array([0, 0, 1, 0, 0, 1]),
  colors: new Float32Array([1, 0, 0, 0, 1, 0, 0, 0, 1]),
  indices: new Uint16Array([0, 1, 2]),
  material,
});

const plain: GlbMaterial = { name: 'plain', baseColorFactor: [0.5, 0.25, 1, 1] };

/** Splits a GLB into its header fields, its JSON and its binary chunk, checking lengths and alignment. */
const readGlb = (glb: Uint8Array) => {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const header = { magic: view.getUint32(0, true), version: view.getUint32(4, true), length: view.getUint32(8, true) };
  const jsonLength = view.getUint32(12, true);
  const jsonType = view.getUint32(16, true);
  const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength)));
  const binStart = 20 + jsonLength;
  const binLength = view.getUint32(binStart, true);
  const binType = view.getUint32(binStart + 4, true);
  return { header, jsonLength, jsonType, json, binStart, binLength, binType };
};

const load = async (glb: Uint8Array) => new GLTFLoader().parseAsync(glb.slice().buffer, '');

describe('writeGlb', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes a valid GLB header and 4-byte aligned JSON and BIN chunks', () => {
    const glb = writeGlb([{ name: 'one', primitives: [triangle(plain)] }]);
    const { header, jsonLength, jsonType, json, binStart, binLength, binType } = readGlb(glb);
    expect(header).toEqual({ magic: 0x46546c67, version: 2, length: glb.byteLength });
    expect(jsonType).toBe(0x4e4f534a);
    expect(binType).toBe(0x004e4942);
    expect(jsonLength % 4).toBe(0);
    expect(binLength % 4).toBe(0);
    expect(binStart + 8 + binLength).toBe(glb.byteLength);
    expect(json.asset.version).toBe('2.0');
    expect(json.buffers).toEqual([{ byteLength: binLength }]);
    for (const view of json.bufferViews) {
      expect(view.byteOffset % 4).toBe(0);
      expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(binLength);
    }
  });

  it('names the nodes, bounds POSITION and marks every material unlit', () => {
    const glb = writeGlb([
      { name: 'first', primitives: [triangle(plain)], translation: [0, 0, -5], extras: { width: 7 } },
      { name: 'second', primitives: [triangle(plain, 10), triangle({ ...plain, name: 'other' }, 20)] },
    ]);
    const { json } = readGlb(glb);
    expect(json.extensionsUsed).toEqual(['KHR_materials_unlit']);
    expect(json.nodes.map((node: { name: string }) => node.name)).toEqual(['first', 'second']);
    expect(json.nodes[0]).toMatchObject({ translation: [0, 0, -5], extras: { width: 7 } });
    expect(json.scenes[json.scene].nodes).toEqual([0, 1]);
    // The same material object is written once.
    expect(json.materials).toHaveLength(2);
    for (const material of json.materials) expect(material.extensions).toEqual({ KHR_materials_unlit: {} });
    const position = json.accessors[json.meshes[1].primitives[1].attributes.POSITION];
    expect(position).toMatchObject({
      componentType: 5126,
      type: 'VEC3',
      count: 3,
      min: [20, 0, -2],
      max: [21, 3, 0.5],
    });
  });

  it('embeds each PNG once as an image in the binary chunk', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const textured = { ...plain, name: 'textured', texturePng: png };
    const glb = writeGlb([{ name: 'a', primitives: [triangle(textured), triangle({ ...textured, name: 'again' })] }]);
    const { json, binStart } = readGlb(glb);
    expect(json.images).toEqual([{ bufferView: expect.any(Number), mimeType: 'image/png' }]);
    expect(json.textures).toEqual([{ sampler: 0, source: 0 }]);
    expect(json.materials[1].pbrMetallicRoughness.baseColorTexture).toEqual({ index: 0 });
    const view = json.bufferViews[json.images[0].bufferView];
    const stored = glb.subarray(binStart + 8 + view.byteOffset, binStart + 8 + view.byteOffset + view.byteLength);
    expect(Buffer.from(stored).equals(Buffer.from(png))).toBe(true);
  });

  it("is accepted by three.js's GLTFLoader: named nodes with MeshBasicMaterial and vertex colours", async () => {
    const glb = writeGlb([
      { name: 'first', primitives: [triangle(plain)] },
      { name: 'second', primitives: [triangle(plain), triangle({ ...plain, name: 'other' })] },
    ]);
    const gltf = await load(glb);
    const first = gltf.scene.getObjectByName('first') as Mesh;
    expect(first.isMesh).toBe(true);
    expect(first.material).toBeInstanceOf(MeshBasicMaterial);
    expect((first.material as MeshBasicMaterial).vertexColors).toBe(true);
    expect((first.material as MeshBasicMaterial).color.toArray()).toEqual([0.5, 0.25, 1]);
    const second = gltf.scene.getObjectByName('second') as Object3D;
    expect(second.children).toHaveLength(2);
    expect(first.geometry.getAttribute('position').count).toBe(3);
  });

  it('GLTFLoader reads the embedded texture (createImageBitmap stubbed with sharp in node)', async () => {
    // GLTFLoader decodes images with `createImageBitmap` and reads `self.URL`; node has neither.
    vi.stubGlobal('self', globalThis);
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
      return { width, height, close: () => undefined };
    });
    const png = new Uint8Array(
      await sharp({ create: { width: 8, height: 4, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const gltf = await load(writeGlb([{ name: 'floor', primitives: [triangle({ ...plain, texturePng: png })] }]));
    const floor = gltf.scene.getObjectByName('floor') as Mesh;
    const map = (floor.material as MeshBasicMaterial).map as Texture;
    expect(map.image).toMatchObject({ width: 8, height: 4 });
    expect(map.colorSpace).toBe('srgb');
  });
});
