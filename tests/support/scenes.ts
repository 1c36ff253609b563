import { solidPng } from './pictures';

/** A minimal valid binary glTF 2.0: header, JSON chunk, no buffers. */
export function glb(version = 2): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, scenes: [{ name: 'empty' }], scene: 0 }));
  const padded = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(version, 4);
  header.writeUInt32LE(20 + padded.length, 8);
  header.writeUInt32LE(padded.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, padded]);
}

/** A small equirectangular (2:1) panorama. */
export const panoramaPng = () => solidPng(400, 200, '#5090e0');
