import type { Readable } from 'node:stream';

/**
 * Where originals and media are kept: a folder on this machine (the default) or an S3-compatible bucket.
 * A key is a `/`-separated relative path (`media/i/3/v2-<key>/manifest.json`); a key may also name a folder,
 * meaning every object under `<key>/`. Keys are written once and never rewritten in place: a change is a new key.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** For logs: the folder or `s3://bucket/prefix`. */
  readonly location: string;
  put(key: string, body: Buffer | string): Promise<void>;
  /** The local `file` becomes the object at `key` (moved on a local folder, uploaded otherwise). */
  moveIn(key: string, file: string): Promise<void>;
  /** Every file under the local folder `dir` becomes an object under `prefix/`; `options.last` goes in last. */
  moveTreeIn(prefix: string, dir: string, options?: { last?: string; signal?: AbortSignal }): Promise<void>;
  /** The object, whole or the single `bytes=` range asked for; undefined when there is no such object. */
  get(key: string, options?: GetOptions): Promise<GetResult | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** The whole object in memory (small ones: manifests); undefined when missing. */
  read(key: string): Promise<Buffer | undefined>;
  /** Every object key under `prefix/`, at any depth. */
  list(prefix: string): Promise<string[]>;
  /** The names directly under `prefix/`: objects and folders alike, as a directory listing shows them. */
  children(prefix: string): Promise<string[]>;
  /** The object at `key` and everything under `key/`; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
  /** The object at `from` and everything under `from/`, to the same names under `to` (a no-op when missing). */
  copy(from: string, to: string): Promise<void>;
  /**
   * A file on this machine with the object's bytes, for tools that read files (libvips): the stored file itself
   * on a local folder, otherwise a download into `scratchDir`. The caller removes `scratchDir`, never the answer.
   */
  localCopy(key: string, scratchDir: string): Promise<string>;
  close(): Promise<void>;
}

export interface GetOptions {
  /** The request's Range header: one `bytes=` range is honoured. */
  range?: string;
  /** The request's If-None-Match header. */
  ifNoneMatch?: string;
}

export interface ObjectInfo {
  size: number;
  etag: string;
}

export type GetResult =
  | ({ status: 200 | 206; body: Readable; length: number; contentRange?: string } & ObjectInfo)
  | ({ status: 304 } & ObjectInfo)
  | { status: 416; size: number };

/** Joins key segments, dropping empty ones. */
export const joinKey = (...parts: string[]) => parts.filter(Boolean).join('/');
