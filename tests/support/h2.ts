import { type ClientHttp2Session, type ClientHttp2Stream, connect, type OutgoingHttpHeaders } from 'node:http2';
import { connect as connectTls } from 'node:tls';
import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import type { Slow } from './raw-http';

/** HTTP/2 to the test server's self-signed certificate, the way browsers reach it when TLS is on. */

export function h2Session(url: string): ClientHttp2Session {
  const session = connect(url, { rejectUnauthorized: false });
  session.on('error', () => undefined);
  return session;
}

export interface H2Answer {
  status: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes; each asserts the fields it needs.
  body: any;
  /** The RST_STREAM code the stream ended with (0: none, or NO_ERROR). */
  rstCode: number;
}

/** The answer on `stream`, once it closes; status 0 when none came. */
export function answerOfStream(stream: ClientHttp2Stream): Promise<H2Answer> {
  return new Promise((resolve) => {
    let status = 0;
    let headers: Record<string, unknown> = {};
    let text = '';
    stream.on('response', (received) => {
      headers = received;
      status = Number(received[':status']);
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('error', () => undefined);
    stream.on('close', () =>
      resolve({ status, headers, body: text ? JSON.parse(text) : undefined, rstCode: stream.rstCode ?? 0 }),
    );
  });
}

export const apiHeaders = (method: string, path: string, extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
  ':method': method,
  ':path': path,
  [APP_VERSION_HEADER.toLowerCase()]: APP_VERSION,
  ...extra,
});

/** One request on `session`, body sent at once. */
export function h2Call(session: ClientHttp2Session, headers: OutgoingHttpHeaders, body?: string): Promise<H2Answer> {
  const stream = session.request(headers);
  const answer = answerOfStream(stream);
  stream.end(body);
  return answer;
}

/** A request on a session of its own whose body then comes one byte every `everyMs` until the server ends it. */
export function h2Trickle(
  url: string,
  headers: OutgoingHttpHeaders,
  drip: string,
  everyMs: number,
): Slow<H2Answer & { closedAfterMs: number; bytesSent: number }> {
  const session = h2Session(url);
  let started = performance.now();
  const ready = new Promise<void>((resolve) => {
    session.once('connect', () => {
      started = performance.now();
      resolve();
    });
    session.once('close', () => resolve());
  });
  const stream = session.request(headers);
  const answer = answerOfStream(stream);
  let sent = 0;
  const timer = setInterval(() => {
    if (stream.closed || stream.destroyed) return;
    stream.write(drip[sent % drip.length] ?? '');
    sent += 1;
  }, everyMs);
  const done = answer.then((got) => {
    clearInterval(timer);
    session.close();
    return { ...got, closedAfterMs: performance.now() - started, bytesSent: sent };
  });
  return { ready, done };
}

const frame = (type: number, flags: number, stream: number, payload: Buffer) => {
  const head = Buffer.alloc(9);
  head.writeUIntBE(payload.length, 0, 3);
  head[3] = type;
  head[4] = flags;
  head.writeUInt32BE(stream, 5);
  return Buffer.concat([head, payload]);
};

/**
 * An HTTP/2 header trickle, by hand (no client library sends one): a HEADERS frame without END_HEADERS,
 * then one CONTINUATION frame of a single byte every `everyMs`. Done with how long the connection lasted.
 */
export function continuationTrickle(url: string, path: string, everyMs: number): Slow<number> {
  const socket = connectTls({
    port: Number(new URL(url).port),
    host: '127.0.0.1',
    rejectUnauthorized: false,
    ALPNProtocols: ['h2'],
  });
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  let started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    }),
  );
  const ready = new Promise<void>((resolve) => {
    socket.once('close', () => resolve());
    socket.once('secureConnect', () => {
      started = performance.now();
      const [SETTINGS, HEADERS, CONTINUATION] = [0x4, 0x1, 0x9];
      // HPACK: :method POST and :scheme https from the static table, :path by its name there; then a
      // literal header, byte by byte.
      socket.write(Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'));
      socket.write(frame(SETTINGS, 0, 0, Buffer.alloc(0)));
      socket.write(
        frame(HEADERS, 0, 1, Buffer.concat([Buffer.from([0x83, 0x87, 0x44, path.length]), Buffer.from(path)])),
      );
      const block = Buffer.concat([
        Buffer.from([0x40, 6]),
        Buffer.from('x-slow'),
        Buffer.from([100]),
        Buffer.alloc(100, 0x61),
      ]);
      let sent = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(frame(CONTINUATION, 0, 1, block.subarray(sent, sent + 1)));
        sent += 1;
      }, everyMs);
      resolve();
    });
  });
  return { ready, done };
}
