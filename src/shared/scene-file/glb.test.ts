import { describe, expect, it } from 'vitest';
import { isGlbHead, isGltfJsonHead, readGlb } from './glb';

const chunk = (type: string, data: number[]) => {
  const header = new DataView(new ArrayBuffer(8));
  header.setUint32(0, data.length, true);
  return [
    ...new Uint8Array(header.buffer).slice(0, 4),
    ...[...type.padEnd(4, '\0')].map((c) => c.charCodeAt(0)),
    ...data,
  ];
};
const glb = (chunks: number[][], version = 2) => {
  const body = chunks.flat();
  const header = new DataView(new ArrayBuffer(12));
  header.setUint32(0, 0x46546c67, true);
  header.setUint32(4, version, true);
  header.setUint32(8, 12 + body.length, true);
  return new Uint8Array([...new Uint8Array(header.buffer), ...body]);
};
const json = [...'{}  '].map((c) => c.charCodeAt(0));

describe('the binary glTF container', () => {
  it('is known by its first bytes; a text glTF too', () => {
    expect(isGlbHead(new TextEncoder().encode('glTF\x02\0\0\0'))).toBe(true);
    expect(isGlbHead(new TextEncoder().encode('gltf'))).toBe(false);
    expect(isGltfJsonHead(new TextEncoder().encode('\uFEFF  {\n  "asset": {"version": "2.0"}}'))).toBe(true);
    expect(isGltfJsonHead(new TextEncoder().encode('{"name": "not a model"}'))).toBe(false);
  });

  it('gives the JSON chunk and the binary chunk, skipping chunks of other types', () => {
    const { json: text, bin } = readGlb(
      glb([chunk('JSON', json), chunk('BIN', [1, 2, 3, 4]), chunk('XTRA', [9, 9, 9, 9])]),
    );
    expect([...text]).toEqual(json);
    expect([...(bin ?? [])]).toEqual([1, 2, 3, 4]);
    expect(readGlb(glb([chunk('JSON', json)])).bin).toBeNull();
  });

  it('says in words what is wrong', () => {
    expect(() => readGlb(glb([chunk('JSON', [0x7b, 0x7d, 0x20])]))).toThrow('not aligned to 4 bytes');
    expect(() => readGlb(glb([chunk('BIN', [1, 2, 3, 4])]))).toThrow('first chunk is not the glTF JSON');
    expect(() => readGlb(glb([chunk('JSON', json), chunk('JSON', json)]))).toThrow('more than one JSON chunk');
    expect(() => readGlb(glb([chunk('JSON', json), chunk('BIN', [1, 2, 3, 4]), chunk('BIN', [1, 2, 3, 4])]))).toThrow(
      'binary chunk is not the second',
    );
    expect(() => readGlb(glb([chunk('JSON', json)]).subarray(0, 20))).toThrow('incomplete');
    expect(() => readGlb(glb([chunk('JSON', json)], 1))).toThrow('version 2 is needed');
    expect(() => readGlb(new TextEncoder().encode('{"asset": {"version": "2.0"}}'))).toThrow('glTF JSON file (.gltf)');
  });
});
