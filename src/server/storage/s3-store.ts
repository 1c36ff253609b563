import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError, type S3Settings } from '../config';
import { filesUnder, removeQuietly } from './files';
import { mediaTypeOf } from './media-types';
import { type GetOptions, type GetResult, joinKey, type ObjectInfo, type ObjectStore } from './object-store';

/** Requests in flight at once when a folder is uploaded, copied or removed. */
const PARALLEL = 16;
/** Files up to this size go in one PutObject; larger ones as a multipart upload of parts this size. */
const PART_BYTES = 8 * 1024 * 1024;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;
/** A range we pass on: one `bytes=` range. Anything else is ignored and the whole object sent, as from disk. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Runs `work` over `items`, at most `limit` at once; the first failure (or an abort) stops the rest. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
  signal?: AbortSignal,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      signal?.throwIfAborted();
      await work(items[next++] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Media and originals in an S3-compatible bucket, under a key prefix. Credentials come from the AWS SDK's usual sources. */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 demands them: many S3-compatible servers refuse the SDK's newer trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Tiles are streamed through the server: the SDK's default of 50 sockets would queue a busy album's requests.
      requestHandler: {
        httpAgent: { keepAlive: true, maxSockets: 256 },
        httpsAgent: { keepAlive: true, maxSockets: 256 },
      },
    });
  }

  get location() {
    return `s3://${joinKey(this.bucket, this.prefix)}`;
  }

  /** Fails at start, in words, when the bucket cannot be reached with these settings and credentials. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const where = this.settings.endpoint ? ` at ${this.settings.endpoint}` : ` in ${this.settings.region}`;
      const status = statusOf(err);
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403
            ? 'access denied'
            : (err as Error).message || (err as Error).name;
      throw new ConfigError(`STORAGE_URL: cannot use bucket "${this.bucket}"${where}: ${reason}`);
    }
  }

  private full = (key: string) => joinKey(this.prefix, key);
  private relative = (full: string) => (this.prefix ? full.slice(this.prefix.length + 1) : full);

  async put(key: string, body: Buffer | string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.full(key), Body: body, ContentType: mediaTypeOf(key) }),
    );
  }

  async moveIn(key: string, file: string) {
    const { size } = await stat(file);
    const params = { Bucket: this.bucket, Key: this.full(key), ContentType: mediaTypeOf(key) };
    if (size <= PART_BYTES) {
      await this.client.send(new PutObjectCommand({ ...params, Body: await readFile(file) }));
    } else {
      await new Upload({
        client: this.client,
        params: { ...params, Body: createReadStream(file) },
        partSize: PART_BYTES,
        queueSize: 4,
      }).done();
    }
    await rm(file, { force: true });
  }

  async moveTreeIn(prefix: string, dir: string, options: { last?: string; signal?: AbortSignal } = {}) {
    const names = await filesUnder(dir);
    const { last, signal } = options;
    const upload = (name: string) => this.moveIn(joinKey(prefix, name), path.join(dir, name));
    await eachLimited(
      names.filter((name) => name !== last),
      PARALLEL,
      upload,
      signal,
    );
    signal?.throwIfAborted();
    if (last && names.includes(last)) await upload(last);
    await removeQuietly(dir);
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.full(key) }));
      return { size: out.ContentLength ?? 0, etag: out.ETag ?? '' };
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  /** The request's range if we pass it on; a suffix (`bytes=-n`) as the explicit range it means, which every S3 server takes. */
  private async rangeFor(key: string, header: string | undefined): Promise<string | undefined> {
    const range = header?.trim();
    if (!range || !SINGLE_RANGE.test(range)) return undefined;
    if (!range.startsWith('bytes=-')) return range;
    const info = await this.head(key);
    const suffix = Number(range.slice('bytes=-'.length));
    if (!info || info.size === 0 || suffix === 0) return range;
    return `bytes=${Math.max(0, info.size - suffix)}-${info.size - 1}`;
  }

  async get(key: string, options: GetOptions = {}): Promise<GetResult | undefined> {
    const range = await this.rangeFor(key, options.range);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.full(key),
          Range: range,
          IfNoneMatch: options.ifNoneMatch,
        }),
      );
      const length = out.ContentLength ?? 0;
      return {
        status: out.ContentRange ? 206 : 200,
        body: out.Body as Readable,
        length,
        size: out.ContentRange ? Number(out.ContentRange.split('/')[1]) : length,
        etag: out.ETag ?? '',
        ...(out.ContentRange && { contentRange: out.ContentRange }),
      };
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return undefined;
      if (status !== 304 && status !== 416) throw err;
      // Neither answer carries what the caller needs to say next: the tag, or the size.
      const info = await this.head(key);
      if (!info) return undefined;
      return status === 304 ? { status, ...info } : { status, size: info.size };
    }
  }

  async read(key: string) {
    const found = await this.get(key);
    if (found?.status !== 200) return undefined;
    return Buffer.from(
      await (found.body as Readable & { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  }

  private async *pages(prefix: string, delimiter?: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.full(prefix)}/`,
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of this.pages(prefix)) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(this.relative(object.Key));
    }
    return keys;
  }

  async children(prefix: string): Promise<string[]> {
    const start = `${this.full(prefix)}/`.length;
    const names: string[] = [];
    for await (const page of this.pages(prefix, '/')) {
      for (const folder of page.CommonPrefixes ?? []) if (folder.Prefix) names.push(folder.Prefix.slice(start, -1));
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(start));
    }
    return names;
  }

  async remove(key: string) {
    const keys = [key, ...(await this.list(key))];
    const batches = [];
    for (let i = 0; i < keys.length; i += DELETE_BATCH) batches.push(keys.slice(i, i + DELETE_BATCH));
    await eachLimited(batches, 4, (batch) =>
      this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((k) => ({ Key: this.full(k) })), Quiet: true },
        }),
      ),
    );
  }

  /** Server-side copies (CopyObject): the bytes never pass through this machine. */
  async copy(from: string, to: string) {
    const keys = [...((await this.head(from)) ? [from] : []), ...(await this.list(from))];
    await eachLimited(keys, PARALLEL, (key) =>
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.full(to + key.slice(from.length)),
          CopySource: encodeURI(`${this.bucket}/${this.full(key)}`),
        }),
      ),
    );
  }

  async localCopy(key: string, scratchDir: string) {
    const found = await this.get(key);
    if (found?.status !== 200) throw new Error(`${key} is not in the store`);
    await mkdir(scratchDir, { recursive: true });
    const file = path.join(scratchDir, `${randomUUID()}-${path.posix.basename(key)}`);
    await pipeline(found.body, createWriteStream(file));
    return file;
  }

  async close() {
    this.client.destroy();
  }
}
