import { describe, expect, it } from 'vitest';
import { decodePack, encodePack, PACK_MAGIC } from './pack-format';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const bufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

const sample = () =>
  encodePack(
    [
      { name: 'a.txt', type: 'text/plain', bytes: bytesOf('hello') },
      { name: 'empty', type: 'application/octet-stream', bytes: new Uint8Array(0) },
      { name: 'dir/b.bin', type: 'application/octet-stream', bytes: new Uint8Array([1, 2, 3, 4, 5, 6, 7]) },
    ],
    'v9.9.9',
  );

describe('viewer data pack', () => {
  it('round-trips names, types and bytes', async () => {
    const encoded = sample();
    expect(new TextDecoder().decode(encoded.subarray(0, 8))).toBe(PACK_MAGIC);
    const pack = decodePack(bufferOf(encoded));
    expect(pack.version).toBe('v9.9.9');
    expect(pack.names()).toEqual(['a.txt', 'empty', 'dir/b.bin']);
    expect(pack.has('a.txt')).toBe(true);
    expect(pack.has('nope')).toBe(false);
    expect(new TextDecoder().decode(pack.bytes('a.txt'))).toBe('hello');
    expect([...pack.bytes('dir/b.bin')]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pack.bytes('empty').byteLength).toBe(0);
    const blob = pack.blob('a.txt');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('hello');
  });

  it('keeps the blob area and every blob 4-byte aligned', () => {
    const buffer = bufferOf(sample());
    const jsonLength = new DataView(buffer).getUint32(8, true);
    expect((12 + jsonLength) % 4).toBe(0);
    const pack = decodePack(buffer);
    for (const name of pack.names()) expect(pack.bytes(name).byteOffset % 4).toBe(0);
  });

  it('answers views into the buffer, not copies', () => {
    const buffer = bufferOf(sample());
    const pack = decodePack(buffer);
    expect(pack.bytes('a.txt').buffer).toBe(buffer);
  });

  it('throws a clear error for a missing name', () => {
    const pack = decodePack(bufferOf(sample()));
    expect(() => pack.bytes('gallery.glb')).toThrow('The viewer data has no gallery.glb');
    expect(() => pack.blob('sprites/x.png')).toThrow('The viewer data has no sprites/x.png');
  });

  it('rejects a wrong magic', () => {
    const encoded = sample();
    encoded[0] = 'X'.charCodeAt(0);
    expect(() => decodePack(bufferOf(encoded))).toThrow(/wrong magic/);
    expect(() => decodePack(bufferOf(bytesOf('<!doctype html><html></html>')))).toThrow(/wrong magic/);
  });

  it('rejects a truncated header or index', () => {
    const encoded = sample();
    expect(() => decodePack(bufferOf(encoded.subarray(0, 6)))).toThrow(/truncated/);
    expect(() => decodePack(bufferOf(encoded.subarray(0, 20)))).toThrow(/truncated/);
  });

  it('rejects an entry running past the end', () => {
    const encoded = sample();
    expect(() => decodePack(bufferOf(encoded.subarray(0, encoded.byteLength - 4)))).toThrow(
      /truncated: dir\/b\.bin runs past its end/,
    );
  });

  it('rejects an unreadable index and a name given twice', () => {
    const encoded = sample();
    encoded[12] = 0x7b + 1;
    expect(() => decodePack(bufferOf(encoded))).toThrow(/unreadable index/);
    const twice = { name: 'x', type: 'text/plain', bytes: bytesOf('x') };
    expect(() => encodePack([twice, twice])).toThrow(/x twice/);
  });
});
