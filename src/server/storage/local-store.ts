import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { weakEtag } from '../plugins/media-memory';
import { filesUnder, linkTree, moveInto, removeQuietly } from './files';
import type { GetOptions, GetResult, ObjectInfo, ObjectStore } from './object-store';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against `size`; undefined for anything else (the whole file is sent). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/** The default store: a folder on this machine (DATA_DIR), keys as relative paths. */
export class LocalStore implements ObjectStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  get location() {
    return this.root;
  }

  /** The file that holds `key`. Keys come from our own layout, never from a request. */
  pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | string) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  moveIn(key: string, file: string) {
    return moveInto(file, this.pathOf(key));
  }

  /** One rename publishes the whole folder at once (`last` needs no care). */
  async moveTreeIn(prefix: string, dir: string, options: { signal?: AbortSignal } = {}) {
    options.signal?.throwIfAborted();
    await moveInto(dir, this.pathOf(prefix));
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const info = await stat(this.pathOf(key)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, etag: weakEtag(info) } : undefined;
  }

  async get(key: string, options: GetOptions = {}): Promise<GetResult | undefined> {
    const info = await this.head(key);
    if (!info) return undefined;
    if (options.ifNoneMatch?.split(',').some((tag) => tag.trim() === info.etag)) return { status: 304, ...info };
    const range = parseRange(options.range, info.size);
    if (range === 'unsatisfiable') return { status: 416, size: info.size };
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    return {
      status: range ? 206 : 200,
      ...info,
      body: createReadStream(this.pathOf(key), { start, end: Math.max(start, end) }),
      length: end - start + 1,
      ...(range && { contentRange: `bytes ${start}-${end}/${info.size}` }),
    };
  }

  read(key: string) {
    return readFile(this.pathOf(key)).catch(() => undefined);
  }

  async list(prefix: string): Promise<string[]> {
    return (await filesUnder(this.pathOf(prefix))).map((name) => `${prefix}/${name}`);
  }

  children(prefix: string) {
    return readdir(this.pathOf(prefix)).catch(() => [] as string[]);
  }

  remove(key: string) {
    return removeQuietly(this.pathOf(key));
  }

  async copy(from: string, to: string) {
    if (!(await stat(this.pathOf(from)).catch(() => undefined))) return;
    await linkTree(this.pathOf(from), this.pathOf(to));
  }

  async localCopy(key: string) {
    return this.pathOf(key);
  }

  async close() {}
}
