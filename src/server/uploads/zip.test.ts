import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildZip, writeZip, type ZipEntrySpec } from '../../../tests/support/zip-writer';
import { extractZipPictures, type ZipLimits, ZipRefusedError } from './zip';

const MiB = 1024 * 1024;
const LIMITS: ZipLimits = { maxEntries: 100, maxUncompressedBytes: 200 * MiB, maxRatio: 100 };
const NOT_A_PICTURE = 'not a picture (JPEG, PNG, WebP, AVIF, TIFF or GIF)';

let jpeg: Buffer;
let png: Buffer;
let tmp: string;
let dest: string;
let zipPath: string;

beforeAll(async () => {
  const create = { width: 64, height: 48, channels: 3 as const, background: '#c00' };
  jpeg = await sharp({ create }).jpeg().toBuffer();
  png = await sharp({ create }).png().toBuffer();
});
beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'izoom-zip-'));
  dest = path.join(tmp, 'out');
  zipPath = path.join(tmp, 'upload.zip');
  await mkdir(dest);
});
afterEach(() => rm(tmp, { recursive: true, force: true }));

async function extract(entries: ZipEntrySpec[], limits = LIMITS, onProgress?: (done: number, total: number) => void) {
  await writeZip(zipPath, entries);
  return extractZipPictures(zipPath, dest, limits, onProgress);
}

/** Extracts `zipPath` expecting a refusal, and checks nothing was left behind or even started. */
async function refused(limits = LIMITS): Promise<ZipRefusedError> {
  const error = await extractZipPictures(zipPath, dest, limits).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ZipRefusedError);
  expect(await readdir(dest)).toEqual([]);
  return error as ZipRefusedError;
}
async function refusedZip(entries: ZipEntrySpec[], limits = LIMITS): Promise<ZipRefusedError> {
  await writeZip(zipPath, entries);
  return refused(limits);
}

describe('extractZipPictures', () => {
  it('extracts pictures in natural order, folder by folder, streaming progress', async () => {
    const names = ['b/10.jpg', 'img12.jpg', 'b/2.jpg', 'a.png', 'a/x.jpg', 'photo.jpg', 'a/1.jpg', 'a/b/y.jpg'];
    const entries = names.map((name, i): ZipEntrySpec => {
      const data = name.endsWith('.png') ? png : jpeg;
      return { name, data, method: i % 2 ? 'deflate' : 'store' };
    });
    entries.push({ name: 'img9.jpg', data: jpeg }, { name: 'Photo.jpg', data: jpeg });
    const progress = vi.fn();
    const result = await extract(entries, LIMITS, progress);

    expect(result.pictures.map((p) => p.name)).toEqual([
      'a/1.jpg',
      'a/b/y.jpg',
      'a/x.jpg',
      'a.png',
      'b/2.jpg',
      'b/10.jpg',
      'img9.jpg',
      'img12.jpg',
      'Photo.jpg',
      'photo.jpg',
    ]);
    expect(result.skipped).toEqual([]);
    const aPng = result.pictures[3];
    expect(aPng).toEqual({ name: 'a.png', file: path.join(dest, '0004.png'), bytes: png.length, format: 'png' });
    expect(await readFile(aPng.file)).toEqual(png);
    expect(await readFile(path.join(dest, '0001.jpg'))).toEqual(jpeg);
    expect((await readdir(dest)).sort()).toEqual(result.pictures.map((p) => path.basename(p.file)).sort());

    const total = 9 * jpeg.length + png.length;
    const done = progress.mock.calls.map(([d]) => d as number);
    expect(done).toEqual([...done].sort((x, y) => x - y));
    expect(progress).toHaveBeenLastCalledWith(total, total);
  });

  it('skips and lists what is not a picture, leaving no file behind for it', async () => {
    const result = await extract([
      { name: 'readme.txt', data: Buffer.from('hello') },
      { name: 'fake.jpg', data: Buffer.from('not really a jpeg'), method: 'deflate' },
      { name: 'empty.jpg' },
      { name: 'pic.jpg', data: jpeg },
    ]);
    expect(result.pictures.map((p) => [p.name, path.basename(p.file), p.format])).toEqual([
      ['pic.jpg', '0001.jpg', 'jpeg'],
    ]);
    expect(result.skipped).toEqual([
      { name: 'empty.jpg', reason: 'empty file' },
      { name: 'fake.jpg', reason: NOT_A_PICTURE },
      { name: 'readme.txt', reason: NOT_A_PICTURE },
    ]);
    expect(await readdir(dest)).toEqual(['0001.jpg']);
  });

  it('silently ignores folders and operating-system litter', async () => {
    const result = await extract([
      { name: 'photos', directory: true },
      { name: '__MACOSX/photos/._pic.jpg', data: Buffer.from('resource fork') },
      { name: '__MACOSX/evil.zip', data: Buffer.from('whatever') },
      { name: 'photos/.DS_Store', data: Buffer.from('finder') },
      { name: 'photos/._pic.jpg', data: Buffer.from('resource fork') },
      { name: 'Thumbs.db', data: Buffer.from('thumbs') },
      { name: 'desktop.ini', data: Buffer.from('[.ShellClassInfo]') },
      { name: 'photos/pic.jpg', data: jpeg },
    ]);
    expect(result.pictures.map((p) => p.name)).toEqual(['photos/pic.jpg']);
    expect(result.skipped).toEqual([]);
  });

  it('returns nothing for an empty zip', async () => {
    expect(await extract([])).toEqual({ pictures: [], skipped: [] });
  });

  describe('refuses, naming the entry', () => {
    it.each([
      ['../evil.jpg', '../evil.jpg'],
      ['/abs.jpg', '/abs.jpg'],
      ['a/../../x.jpg', 'a/../../x.jpg'],
      ['C:/x.jpg', 'C:/x.jpg'],
      // yauzl turns backslashes into slashes before anything else sees the name
      ['a\\..\\..\\x.jpg', 'a/../../x.jpg'],
      ['nul\0.jpg', 'nul\0.jpg'],
    ])('an unsafe path: %j', async (name, entry) => {
      const error = await refusedZip([
        { name: 'a.jpg', data: jpeg },
        { name, data: jpeg },
      ]);
      expect(error.entry).toBe(entry);
      expect(error.message).toMatch(/unsafe path/);
    });

    it('a symbolic link', async () => {
      const error = await refusedZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'link.jpg', data: Buffer.from('/etc/passwd'), symlink: true },
      ]);
      expect(error).toMatchObject({ entry: 'link.jpg', tooLarge: false });
      expect(error.message).toMatch(/symbolic link/);
    });

    it.each(['store', 'deflate'] as const)('an encrypted entry (%s)', async (method) => {
      const error = await refusedZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'secret.jpg', data: randomBytes(200), encrypted: true, method },
      ]);
      expect(error.entry).toBe('secret.jpg');
      expect(error.message).toMatch(/encrypted/);
    });

    it.each(['more.zip', 'photos.tar.gz', 'comic.CBZ', 'x.7z'])('a nested archive by name: %s', async (name) => {
      const error = await refusedZip([
        { name: 'a.jpg', data: jpeg },
        { name, data: buildZip([{ name: 'p.jpg', data: jpeg }]) },
      ]);
      expect(error.entry).toBe(name);
      expect(error.message).toMatch(/archive inside the zip/);
    });

    it.each([
      ['zip', () => buildZip([{ name: 'p.jpg', data: jpeg }])],
      ['gzip', () => zlib.gzipSync(jpeg)],
    ])(
      'a nested archive by content (%s renamed inner.jpg), removing what it had already extracted',
      async (_, data) => {
        const error = await refusedZip([
          { name: 'a.jpg', data: jpeg },
          { name: 'inner.jpg', data: data(), method: 'deflate' },
        ]);
        expect(error.entry).toBe('inner.jpg');
        expect(error.message).toMatch(/archive inside the zip/);
      },
    );

    it('a zip bomb, by ratio, before writing anything', async () => {
      const zeros = Buffer.alloc(64 * MiB);
      await writeZip(zipPath, [
        { name: 'a.jpg', data: jpeg },
        { name: 'bomb.jpg', data: zeros, method: 'deflate' },
      ]);
      const progress = vi.fn();
      const error = await extractZipPictures(zipPath, dest, { ...LIMITS, maxRatio: 100 }, progress).catch((e) => e);
      expect(error).toBeInstanceOf(ZipRefusedError);
      expect(error).toMatchObject({ entry: 'bomb.jpg', tooLarge: true });
      expect(error.message).toMatch(/zip bomb/);
      expect(progress).not.toHaveBeenCalled();
      expect(await readdir(dest)).toEqual([]);
    });

    it('a lying entry whose real size exceeds its declared size, removing what it had already extracted', async () => {
      const error = await refusedZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'b.jpg', data: Buffer.concat([jpeg, Buffer.alloc(2 * MiB)]), method: 'deflate', declaredSize: 100 },
      ]);
      expect(error.entry).toBe('b.jpg');
    });
  });

  describe('refuses as too large', () => {
    it('too many entries (folders count)', async () => {
      const error = await refusedZip(
        [{ name: 'd', directory: true }, ...['1.jpg', '2.jpg', '3.jpg'].map((name) => ({ name, data: jpeg }))],
        { ...LIMITS, maxEntries: 3 },
      );
      expect(error).toMatchObject({ tooLarge: true, entry: undefined });
      expect(error.message).toBe('The zip has 4 entries; the limit is 3');
    });

    it('a total uncompressed size over the limit', async () => {
      await writeZip(zipPath, [
        { name: 'a.jpg', data: jpeg },
        { name: 'b.bin', data: Buffer.alloc(3 * MiB, 1) },
      ]);
      const error = await refused({ ...LIMITS, maxUncompressedBytes: 2 * MiB });
      expect(error.tooLarge).toBe(true);
      expect(error.message).toMatch(/3\.0 MB.*2\.0 MB/);
    });
  });

  describe('refuses what is not a sound zip', () => {
    it('a file that is not a zip at all', async () => {
      await writeFile(zipPath, jpeg);
      expect((await refused()).message).toBe('This file is not a zip archive');
    });

    it('an empty file', async () => {
      await writeFile(zipPath, Buffer.alloc(0));
      expect((await refused()).message).toBe('This file is not a zip archive');
    });

    it('a truncated zip', async () => {
      const zip = buildZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'b.jpg', data: jpeg },
      ]);
      await writeFile(zipPath, zip.subarray(0, zip.length / 2));
      expect((await refused()).message).toMatch(/damaged or truncated/);
    });

    it('a damaged central directory', async () => {
      const zip = buildZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'b.jpg', data: jpeg },
      ]);
      zip.writeUInt32LE(0xdeadbeef, zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
      await writeFile(zipPath, zip);
      expect((await refused()).message).toMatch(/damaged/);
    });

    it('damaged entry data, removing what it had already extracted', async () => {
      const zip = buildZip([
        { name: 'a.jpg', data: jpeg },
        { name: 'b.jpg', data: jpeg, method: 'deflate' },
      ]);
      // Scribble over b.jpg's local header signature.
      zip.writeUInt32LE(0xdeadbeef, zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04])));
      await writeFile(zipPath, zip);
      const error = await refused();
      expect(error.entry).toBe('b.jpg');
      expect(error.message).toMatch(/damaged/);
    });
  });

  it('lets system errors through as they are', async () => {
    await expect(extractZipPictures(path.join(tmp, 'missing.zip'), dest, LIMITS)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
