import { readFile, stat } from 'node:fs/promises';

/** Files up to this size are kept: tiles, `.dzi` files, manifests, thumbnails and most posters. */
export const MEMORY_FILE_MAX_BYTES = 512 * 1024;

export interface MemoryFile {
  body: Buffer;
  /** The same weak ETag the static file plugin gives the file, so either may answer a revalidation. */
  etag: string;
  mtimeMs: number;
}

/** `W/"<size>-<mtime>"` in hex, as @fastify/send makes it from a stat. */
export const weakEtag = (info: { size: number; mtime: Date }) =>
  `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;

/**
 * Small media files in memory, the least recently used dropped first once they pass `maxBytes`. Every read
 * checks the file on disk first (one stat), so a file deleted, renamed or rewritten by any part of the server
 * is never answered from memory.
 */
export class MediaMemory {
  private readonly files = new Map<string, MemoryFile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  /** The regular file at the absolute path `file` if it is small enough to keep; undefined otherwise. */
  async read(file: string): Promise<MemoryFile | undefined> {
    if (this.maxBytes <= 0) return undefined;
    const info = await stat(file).catch(() => undefined);
    const held = this.files.get(file);
    if (held) this.drop(file, held);
    if (!info?.isFile() || info.size > MEMORY_FILE_MAX_BYTES) return undefined;
    if (held && held.mtimeMs === info.mtimeMs && held.body.length === info.size) return this.keep(file, held);
    const body = await readFile(file).catch(() => undefined);
    if (body?.length !== info.size) return undefined; // gone or changed while read: the caller streams it
    return this.keep(file, { body, mtimeMs: info.mtimeMs, etag: weakEtag(info) });
  }

  private keep(file: string, entry: MemoryFile): MemoryFile {
    this.files.set(file, entry); // (re)inserted last: the most recently used
    this.bytes += entry.body.length;
    for (const [oldest, old] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, old);
    }
    return entry;
  }

  private drop(file: string, entry: MemoryFile): void {
    this.files.delete(file);
    this.bytes -= entry.body.length;
  }
}
