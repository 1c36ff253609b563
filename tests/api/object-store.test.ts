import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetResult, ObjectStore } from '../../src/server/storage/object-store';
import { onS3, testStore } from '../support/storage';

/** The store itself (a DATA_DIR folder, or under `api-s3` a bucket in a real S3 server): what the server relies on. */

let dir: string;
let store: ObjectStore;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'izoom-store-'));
  store = await testStore(dir);
  expect(store.kind).toBe(onS3() ? 's3' : 'local');
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bodyOf(result: GetResult | undefined): Promise<Buffer> {
  if (!result || !('body' in result)) throw new Error(`no body: ${JSON.stringify(result)}`);
  const chunks: Buffer[] = [];
  for await (const chunk of result.body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A local file of `bytes` random bytes. */
async function scratchFile(name: string, bytes: number): Promise<{ file: string; data: Buffer }> {
  const file = path.join(dir, 'scratch', name);
  const data = randomBytes(bytes);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return { file, data };
}

describe('reading', () => {
  const data = Buffer.from('0123456789abcdef');
  beforeAll(() => store.put('media/i/1/v1-k/p/1_files/0/0_0.jpeg', data));

  it('answers a whole object with its size and tag, and the same tag from head', async () => {
    const whole = await store.get('media/i/1/v1-k/p/1_files/0/0_0.jpeg');
    expect(whole).toMatchObject({ status: 200, length: 16, size: 16 });
    expect((await bodyOf(whole)).equals(data)).toBe(true);
    const info = await store.head('media/i/1/v1-k/p/1_files/0/0_0.jpeg');
    expect(info).toEqual({ size: 16, etag: (whole as { etag: string }).etag });
    expect(info?.etag).toBeTruthy();
  });

  it('answers ranges: from-to, open-ended and a suffix; 416 past the end', async () => {
    const key = 'media/i/1/v1-k/p/1_files/0/0_0.jpeg';
    for (const [range, bytes, contentRange] of [
      ['bytes=2-5', '2345', 'bytes 2-5/16'],
      ['bytes=10-', 'abcdef', 'bytes 10-15/16'],
      ['bytes=-3', 'def', 'bytes 13-15/16'],
    ]) {
      const part = await store.get(key, { range });
      expect(part, range).toMatchObject({ status: 206, length: bytes.length, size: 16, contentRange });
      expect((await bodyOf(part)).toString(), range).toBe(bytes);
    }
    expect(await store.get(key, { range: 'bytes=16-' })).toEqual({ status: 416, size: 16 });
  });

  it('answers 304 to its own tag', async () => {
    const key = 'media/i/1/v1-k/p/1_files/0/0_0.jpeg';
    const info = await store.head(key);
    expect(await store.get(key, { ifNoneMatch: info?.etag })).toMatchObject({ status: 304, etag: info?.etag });
  });

  it('has nothing for a missing key: get, head and read', async () => {
    expect(await store.get('media/i/1/v1-k/missing.jpeg')).toBeUndefined();
    expect(await store.head('media/i/1/v1-k/missing.jpeg')).toBeUndefined();
    expect(await store.read('media/i/1/v1-k/missing.jpeg')).toBeUndefined();
    expect(await store.children('media/i/404')).toEqual([]);
    expect(await store.list('media/i/404')).toEqual([]);
  });
});

describe('writing', () => {
  it('moves a large file in (a multipart upload on S3) and it reads back the same; the local file is gone', async () => {
    const { file, data } = await scratchFile('big.tiff', 20 * 1024 * 1024 + 123);
    await store.moveIn('originals/i/2/big.tiff', file);
    await expect(readFile(file)).rejects.toThrow();
    expect(await store.head('originals/i/2/big.tiff')).toMatchObject({ size: data.length });
    expect((await store.read('originals/i/2/big.tiff'))?.equals(data)).toBe(true);
    const copy = await store.localCopy('originals/i/2/big.tiff', path.join(dir, 'scratch', 'in'));
    expect((await readFile(copy)).equals(data)).toBe(true);
  });

  it('moves a folder in, lists it by level and in full, and removes it whole', async () => {
    const tree = path.join(dir, 'scratch', 'tree');
    for (const name of ['manifest.json', 'p/1.dzi', 'p/1_files/0/0_0.jpeg', 'p/1_files/1/0_0.jpeg']) {
      await mkdir(path.dirname(path.join(tree, name)), { recursive: true });
      await writeFile(path.join(tree, name), name);
    }
    await store.moveTreeIn('media/i/3/v1-a', tree, { last: 'manifest.json' });
    expect((await store.children('media/i/3/v1-a')).sort()).toEqual(['manifest.json', 'p']);
    expect((await store.children('media/i/3/v1-a/p')).sort()).toEqual(['1.dzi', '1_files']);
    expect((await store.list('media/i/3/v1-a')).sort()).toEqual([
      'media/i/3/v1-a/manifest.json',
      'media/i/3/v1-a/p/1.dzi',
      'media/i/3/v1-a/p/1_files/0/0_0.jpeg',
      'media/i/3/v1-a/p/1_files/1/0_0.jpeg',
    ]);
    expect((await store.read('media/i/3/v1-a/p/1.dzi'))?.toString()).toBe('p/1.dzi');
    await store.remove('media/i/3/v1-a/p/1_files');
    expect(await store.list('media/i/3/v1-a')).toHaveLength(2);
    await store.remove('media/i/3');
    expect(await store.children('media/i/3')).toEqual([]);
    await store.remove('media/i/3'); // nothing left to remove: not an error
  });

  it('copies a folder to a new key (re-keying) and a single object; the source stays until removed', async () => {
    for (const name of ['manifest.json', 'p/1_files/0/0_0.jpeg', 'p/1.dzi'])
      await store.put(`media/i/4/v2-old/${name}`, name);
    await store.copy('media/i/4/v2-old', 'media/i/4/v2-new');
    await store.copy('media/i/4/v2-old/p/1.dzi', 'media/i/4/single.dzi');
    await store.copy('media/i/4/never-written', 'media/i/4/nothing');
    const names = (await store.list('media/i/4')).sort();
    expect(names).toEqual([
      'media/i/4/single.dzi',
      'media/i/4/v2-new/manifest.json',
      'media/i/4/v2-new/p/1.dzi',
      'media/i/4/v2-new/p/1_files/0/0_0.jpeg',
      'media/i/4/v2-old/manifest.json',
      'media/i/4/v2-old/p/1.dzi',
      'media/i/4/v2-old/p/1_files/0/0_0.jpeg',
    ]);
    expect((await store.read('media/i/4/v2-new/p/1_files/0/0_0.jpeg'))?.toString()).toBe('p/1_files/0/0_0.jpeg');
    await store.remove('media/i/4/v2-old');
    expect((await store.children('media/i/4')).sort()).toEqual(['single.dzi', 'v2-new']);
  });
});
