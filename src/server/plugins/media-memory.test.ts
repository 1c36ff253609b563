import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_FILE_MAX_BYTES, MediaMemory, weakEtag } from './media-memory';

let dir: string;
const file = (name: string, bytes: number | string) => {
  const at = path.join(dir, name);
  writeFileSync(at, typeof bytes === 'string' ? bytes : Buffer.alloc(bytes, 7));
  return at;
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'izoom-media-memory-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('MediaMemory', () => {
  it('reads a small file once and answers it from memory after, with the ETag of the static plugin', async () => {
    const memory = new MediaMemory(1024);
    const at = file('a.jpeg', 'first');
    const first = await memory.read(at);
    expect(first?.body.toString()).toBe('first');
    const info = statSync(at);
    expect(first?.etag).toBe(`W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`);
    expect(first?.etag).toBe(weakEtag(info));
    expect(await memory.read(at)).toBe(first); // the same entry, not read again
    expect(memory.size).toBe(5);
  });

  it('never answers a file that is gone, was rewritten, or became a folder', async () => {
    const memory = new MediaMemory(1024);
    const at = file('b.jpeg', 'old');
    expect((await memory.read(at))?.body.toString()).toBe('old');
    writeFileSync(at, 'newer');
    expect((await memory.read(at))?.body.toString()).toBe('newer');
    // Same size, other time: read again.
    writeFileSync(at, 'NEWER');
    utimesSync(at, new Date(), new Date(Date.now() + 5000));
    expect((await memory.read(at))?.body.toString()).toBe('NEWER');
    rmSync(at);
    expect(await memory.read(at)).toBeUndefined();
    expect(memory.size).toBe(0);
    mkdirSync(at);
    expect(await memory.read(at)).toBeUndefined();
  });

  it('keeps at most its bytes, dropping the least recently used first', async () => {
    const memory = new MediaMemory(250);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => file(name, 100));
    const held = { a: await memory.read(a), b: await memory.read(b) };
    expect(await memory.read(a)).toBe(held.a); // a is now the most recently used
    await memory.read(c); // 300 bytes: b goes
    expect(memory.size).toBe(200);
    expect(await memory.read(a)).toBe(held.a);
    const bAgain = await memory.read(b);
    expect(bAgain).not.toBe(held.b); // read from disk again
    expect(bAgain?.body.length).toBe(100);
    expect(memory.size).toBeLessThanOrEqual(250);
  });

  it('leaves large files and a memory of 0 bytes to the disk', async () => {
    const big = file('big.jpeg', MEMORY_FILE_MAX_BYTES + 1);
    expect(await new MediaMemory(64 * 1024 * 1024).read(big)).toBeUndefined();
    expect(await new MediaMemory(0).read(file('small.jpeg', 10))).toBeUndefined();
    expect(await new MediaMemory(1024).read(path.join(dir, 'missing.jpeg'))).toBeUndefined();
  });
});
