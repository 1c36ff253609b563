/** Extracts only the pictures from an uploaded zip, refusing anything dangerous before writing a byte. */
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import { type PictureFormat, SNIFF_BYTES, sniffArchive, sniffPicture } from '../imaging/sniff';

export interface ZipLimits {
  /** Entries in the central directory, directories included. */
  maxEntries: number;
  /** Total declared (and actual) uncompressed size of all entries. */
  maxUncompressedBytes: number;
  /** Uncompressed/compressed per entry, checked when the entry is over 1 MiB uncompressed. */
  maxRatio: number;
}
export interface ZipPicture {
  /** Path inside the zip, '/'-separated. */
  name: string;
  /** Extracted path on disk. */
  file: string;
  bytes: number;
  format: PictureFormat;
}
export interface ZipSkipped {
  name: string;
  reason: string;
}
export interface ZipResult {
  pictures: ZipPicture[];
  skipped: ZipSkipped[];
}

/** Refuses the whole zip; `entry` names the offending entry when there is one. */
export class ZipRefusedError extends Error {
  override readonly name = 'ZipRefusedError';
  constructor(
    message: string,
    readonly entry?: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const MiB = 1024 * 1024;
const OPTIONS = {
  lazyEntries: true,
  autoClose: true,
  strictFileNames: false,
  validateEntrySizes: true,
  decodeStrings: true,
};
const NESTED_ARCHIVE = /\.(zip|rar|7z|tar|gz|tgz|bz2|xz|zst|jar|cbz)$/i;
const JUNK = new Set(['.ds_store', 'thumbs.db', 'desktop.ini']);
const EXTENSION: Record<PictureFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  tiff: 'tif',
  gif: 'gif',
};
const NOT_A_PICTURE = 'not a picture (JPEG, PNG, WebP, AVIF, TIFF or GIF)';
// yauzl validates names itself (backslashes already turned into '/') and fails the whole read with these.
const YAUZL_UNSAFE_NAME = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/s;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const mb = (bytes: number): string => `${(bytes / MiB).toFixed(1)} MB`;
const unsafePath = (name: string) => new ZipRefusedError(`The zip entry "${name}" has an unsafe path`, name);
const isSystemError = (err: unknown): boolean => !(err instanceof Error) || 'syscall' in err;

/** Natural order, folder by folder: `a/1.jpg` < `a/b/y.jpg` < `a/x.jpg` < `a.png` < `b/2.jpg` < `b/10.jpg`. */
function naturalCompare(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const order = collator.compare(as[i], bs[i]);
    if (order !== 0) return order;
  }
  return as.length - bs.length || (a < b ? -1 : a > b ? 1 : 0);
}

function isIgnored(name: string): boolean {
  const segments = name.split('/');
  const base = (segments.at(-1) ?? '').toLowerCase();
  return name.endsWith('/') || segments.includes('__MACOSX') || JUNK.has(base) || base.startsWith('._');
}

const isUnsafe = (name: string): boolean =>
  /^([/\\]|[a-zA-Z]:)/.test(name) || name.includes('\0') || name.split(/[/\\]/).includes('..');

/** Turns yauzl's and zlib's errors into refusals; system errors (no space, permissions…) pass through. */
function refusal(err: unknown, entry?: string): unknown {
  if (err instanceof ZipRefusedError || isSystemError(err)) return err;
  const message = (err as Error).message;
  const unsafe = YAUZL_UNSAFE_NAME.exec(message);
  if (unsafe) return unsafePath(unsafe[1]);
  if (entry) return new ZipRefusedError(`The zip entry "${entry}" is damaged (${message})`, entry);
  return new ZipRefusedError(`The zip archive is damaged (${message})`);
}

async function openZip(zipPath: string): Promise<ZipFile> {
  const { default: yauzl } = await import('yauzl');
  try {
    return await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(zipPath, OPTIONS, (err, zip) => (err ? reject(err) : resolve(zip))),
    );
  } catch (err) {
    if (isSystemError(err)) throw err;
    const file = await open(zipPath, 'r');
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0).finally(() => file.close());
    if (sniffArchive(buffer.subarray(0, bytesRead)) !== 'zip')
      throw new ZipRefusedError('This file is not a zip archive');
    throw new ZipRefusedError(`The zip archive is damaged or truncated (${(err as Error).message})`);
  }
}

/** Pass 1: the whole central directory, checked before anything is extracted. */
async function readCentralDirectory(zip: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    throw new ZipRefusedError(
      `The zip has ${zip.entryCount} entries; the limit is ${limits.maxEntries}`,
      undefined,
      true,
    );
  }
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('error', (err) => reject(refusal(err)));
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      // Not asking past the last entry keeps the zip open for pass 2: autoClose would close it at 'end'.
      if (zip.entriesRead < zip.entryCount) zip.readEntry();
      else resolve(entries);
    });
    if (zip.entryCount === 0) resolve(entries);
    else zip.readEntry();
  });
  let total = 0;
  for (const entry of entries) {
    checkEntry(entry, limits);
    total += entry.uncompressedSize;
  }
  if (total > limits.maxUncompressedBytes) {
    const message = `The zip expands to ${mb(total)}; the limit is ${mb(limits.maxUncompressedBytes)}`;
    throw new ZipRefusedError(message, undefined, true);
  }
  return entries;
}

function checkEntry(entry: Entry, limits: ZipLimits): void {
  const name = entry.fileName;
  const refuse = (why: string, tooLarge = false): never => {
    throw new ZipRefusedError(`The zip entry "${name}" ${why}`, name, tooLarge);
  };
  if (isUnsafe(name)) throw unsafePath(name);
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > MiB && ratio > limits.maxRatio) {
    refuse(`expands ${Math.round(ratio)} times its size: likely a zip bomb`, true);
  }
  if (isIgnored(name)) return;
  if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) refuse('is a symbolic link');
  if (entry.isEncrypted()) refuse('is encrypted');
  if (NESTED_ARCHIVE.test(name)) refuse('is an archive inside the zip');
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) refuse('uses an unsupported compression method');
}

const openReadStream = (zip: ZipFile, entry: Entry): Promise<Readable> =>
  new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));

export async function extractZipPictures(
  zipPath: string,
  destDir: string,
  limits: ZipLimits,
  onProgress?: (doneBytes: number, totalBytes: number) => void,
): Promise<ZipResult> {
  const zip = await openZip(zipPath);
  const written: string[] = [];
  try {
    const entries = (await readCentralDirectory(zip, limits))
      .filter((entry) => !isIgnored(entry.fileName))
      .sort((a, b) => naturalCompare(a.fileName, b.fileName));
    const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    const width = Math.max(4, String(entries.length).length);
    const result: ZipResult = { pictures: [], skipped: [] };
    let done = 0;
    // Pass 2: each entry streams to a `.part` file, renamed once its first bytes say which picture format it is.
    for (const [index, entry] of entries.entries()) {
      const name = entry.fileName;
      const part = path.join(destDir, `${String(index + 1).padStart(width, '0')}.part`);
      written.push(part);
      let head = Buffer.alloc(0);
      let bytes = 0;
      try {
        const count = async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
            bytes += chunk.length;
            done += chunk.length;
            if (done > limits.maxUncompressedBytes) {
              throw new ZipRefusedError(`The zip expands to more than ${mb(limits.maxUncompressedBytes)}`, name, true);
            }
            onProgress?.(done, total);
            yield chunk;
          }
        };
        await pipeline(await openReadStream(zip, entry), count, createWriteStream(part, { flags: 'wx' }));
      } catch (err) {
        throw refusal(err, name);
      }
      if (sniffArchive(head)) throw new ZipRefusedError(`The zip entry "${name}" is an archive inside the zip`, name);
      const format = sniffPicture(head);
      if (bytes === 0 || !format) {
        await rm(part, { force: true });
        result.skipped.push({ name, reason: bytes === 0 ? 'empty file' : NOT_A_PICTURE });
        continue;
      }
      const file = path.join(
        destDir,
        `${String(result.pictures.length + 1).padStart(width, '0')}.${EXTENSION[format]}`,
      );
      written.push(file);
      await rename(part, file);
      result.pictures.push({ name, file, bytes, format });
    }
    return result;
  } catch (err) {
    await Promise.all(written.map((file) => rm(file, { force: true })));
    throw err;
  } finally {
    zip.close();
  }
}
