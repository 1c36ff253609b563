import { randomBytes } from 'node:crypto';
import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(field: string, name: string, data: Buffer): { contentType: string; body: Buffer } {
  const boundary = `----izoom${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** The head of an HTTP/1.1 POST of `body` to the API, with a bearer token. */
export const postHead = (path: string, token: string, contentType: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${APP_VERSION_HEADER}: ${APP_VERSION}\r\n` +
  `Authorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`;

/**
 * Writes `data` at `bytesPerSecond` in ten slices a second, like an upload over a slow link; settles when
 * all is written or the connection is gone (`open` false).
 */
export function pace(
  target: { write(chunk: Buffer): unknown; open(): boolean },
  data: Buffer,
  bytesPerSecond: number,
): Promise<void> {
  const slice = Math.max(1, Math.round(bytesPerSecond / 10));
  return new Promise((resolve) => {
    let offset = 0;
    const timer = setInterval(() => {
      if (target.open()) target.write(data.subarray(offset, offset + slice));
      offset += slice;
      if (offset >= data.length || !target.open()) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
}
