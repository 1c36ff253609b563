import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../shared/envelope';
import { asOneLine, TEXT_LIMITS } from '../../shared/text';
import { ApiError } from '../errors';
import { removeQuietly } from '../storage/files';
import type { StorageLayout } from '../storage/layout';

export interface ReceivedFile {
  /** The sender's file name (no folders), for people. */
  name: string;
  path: string;
  bytes: number;
  /** sha256, hex. */
  hash: string;
}

export interface Received {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/** Where a use case's uploads come from: the route streams the request's files into `dir` (see receiverOf). */
export type Receive = (dir: string, limits: { maxFiles: number; maxFileBytes: number }) => Promise<Received>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

export const tooLarge = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(413, ErrorCode.PayloadTooLarge, message, extra);

/** An uploaded file's name as a picture's name: its last path segment, on one line. */
export const displayName = (raw: string | undefined, fallback: string): string =>
  asOneLine((raw ?? '').split(/[\\/]/).pop() ?? '', TEXT_LIMITS.name) || fallback;

/** Hashes and counts what passes through. */
function measuring() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, hash: hash.digest('hex') }) };
}

export async function hashFile(file: string): Promise<{ bytes: number; hash: string }> {
  const meter = measuring();
  await pipeline(createReadStream(file), meter.stream, async function* drain(source) {
    for await (const _ of source) yield* [];
  });
  return meter.result();
}

/**
 * Streams every file of a multipart request into `dir` (which the caller removes afterwards),
 * never holding a whole file in memory. Too many or too large files answer PAYLOAD_TOO_LARGE.
 */
export async function receiveFiles(
  request: FastifyRequest,
  dir: string,
  limits: { maxFiles: number; maxFileBytes: number },
): Promise<Received> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ErrorCode.UnsupportedMediaType, 'Send the files as multipart/form-data', { field: 'body' });
  }
  const received: Received = { files: [], fields: {} };
  let current = '';
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 20, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        received.fields[part.fieldname] = String(part.value);
        continue;
      }
      current = displayName(part.filename, `file ${received.files.length + 1}`);
      const target = path.join(dir, `upload-${received.files.length}`);
      const meter = measuring();
      await pipeline(part.file, meter.stream, createWriteStream(target));
      if (part.file.truncated) throw request.server.multipartErrors.RequestFileTooLargeError();
      received.files.push({ name: current, path: target, ...meter.result() });
      current = '';
    }
  } catch (err) {
    const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
    if (err instanceof FilesLimitError) throw tooLarge(`Send at most ${limits.maxFiles} files at once`);
    if (err instanceof RequestFileTooLargeError) {
      throw tooLarge(`${current} is larger than the limit of ${megabytes(limits.maxFileBytes)}`, { file: current });
    }
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, ErrorCode.ValidationError, 'The upload was interrupted or is not valid multipart data', {
      field: 'body',
    });
  }
  return received;
}

/** The request's files, for a use case to receive where and when it wants them. */
export const receiverOf =
  (request: FastifyRequest): Receive =>
  (dir, limits) =>
    receiveFiles(request, dir, limits);

/** A scratch folder for one request's uploads, removed afterwards whatever happens. */
export async function withIncoming<T>(
  ctx: { storage: Pick<StorageLayout, 'incoming'> },
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = path.join(ctx.storage.incoming, randomUUID());
  await mkdir(dir, { recursive: true });
  try {
    return await work(dir);
  } finally {
    await removeQuietly(dir);
  }
}
