import { describe, expect, it } from 'vitest';
import { validateGlb } from './gltf-validator';

/** The smallest valid binary glTF: a header and a JSON chunk. */
const glb = (json: object): Buffer => {
  const text = Buffer.from(JSON.stringify(json));
  const padded = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + padded.length, 8);
  header.writeUInt32LE(padded.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, padded]);
};

describe('the Khronos glTF validator, in a thread of its own', () => {
  it('reports on a valid file, and names the errors of a broken one', async () => {
    const valid = await validateGlb(glb({ asset: { version: '2.0' } }), 30);
    expect(valid).toMatchObject({ report: { issues: { numErrors: 0 } } });
    const broken = await validateGlb(glb({ asset: { version: '2.0' }, scenes: [{ nodes: [] }] }), 30);
    expect(broken).toMatchObject({
      report: { issues: { numErrors: 1, messages: [{ code: 'EMPTY_ENTITY', pointer: '/scenes/0/nodes' }] } },
    });
  });

  it('is stopped when it takes longer than it may, and the next file is checked as usual', async () => {
    const started = performance.now();
    expect(await validateGlb(glb({ asset: { version: '2.0' } }), 0.001)).toEqual({
      failure: 'checking it took longer than 0.001 seconds',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await validateGlb(glb({ asset: { version: '2.0' } }), 30)).toHaveProperty('report');
  });
});
