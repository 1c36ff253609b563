import { connect, type Socket } from 'node:net';
import { connect as connectTls, TLSSocket } from 'node:tls';

/** HTTP/1.1 by hand, for requests fetch cannot send (malformed, trickled) and answers it would hide. */

export type Open = () => Socket;

export const plainSocket =
  (url: string): Open =>
  () =>
    connect(Number(new URL(url).port), '127.0.0.1');

/** TLS to a server with a self-signed certificate, offering only HTTP/1.1 (its fallback from HTTP/2). */
export const tlsSocket =
  (url: string): Open =>
  () =>
    connectTls({
      port: Number(new URL(url).port),
      host: '127.0.0.1',
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
    });

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes; each asserts the fields it needs.
  body: any;
}

/** The first response in `raw` (status line, headers, JSON body), once it has all arrived. */
export function parseAnswer(raw: Buffer): RawAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? 0);
  if (raw.length < end + 4 + length) return undefined;
  const text = raw.subarray(end + 4, end + 4 + length).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body: text ? JSON.parse(text) : undefined };
}

/** The first answer the server sends on `socket` (undefined if it closes without one); hangs up after it unless told not to. */
export function answerOf(socket: Socket, { hangUp = true } = {}): Promise<RawAnswer | undefined> {
  return new Promise((resolve) => {
    let raw = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
      const answer = parseAnswer(raw);
      if (!answer) return;
      if (hangUp) socket.destroy();
      resolve(answer);
    });
    socket.on('close', () => resolve(parseAnswer(raw)));
    socket.on('error', () => undefined);
  });
}

/** Sends `request` as it is and reads the answer. */
export async function exchange(open: Open, request: string | Buffer): Promise<RawAnswer> {
  const socket = open();
  const answer = answerOf(socket);
  socket.write(request);
  const got = await answer;
  if (!got) throw new Error(`no answer to ${JSON.stringify(request.toString().slice(0, 80))}`);
  return got;
}

export interface Trickle {
  /** From the connection's start (after the TLS handshake, if any) to the server closing it. */
  closedAfterMs: number;
  answer: RawAnswer | undefined;
  bytesSent: number;
}

/** A slow client under way: `ready` once connected (TLS handshake done), `done` once the server has closed it. */
export interface Slow<T> {
  ready: Promise<void>;
  done: Promise<T>;
}

/**
 * Starts `count` slow clients, `wave` at a time, each wave once the one before is connected: TLS
 * handshakes all at once would queue on the one thread the test and the server share.
 */
export async function startInWaves<T>(count: number, wave: number, start: () => Slow<T>): Promise<Promise<T>[]> {
  const done: Promise<T>[] = [];
  while (done.length < count) {
    const started = Array.from({ length: Math.min(wave, count - done.length) }, start);
    await Promise.all(started.map((slow) => slow.ready));
    done.push(...started.map((slow) => slow.done));
  }
  return done;
}

/**
 * A slow client: connects, sends `head` at once, then one byte of `drip` every `everyMs` (over and over)
 * until the server closes the connection.
 */
export function trickle(open: Open, head: string, drip: string, everyMs: number): Slow<Trickle> {
  const socket = open();
  let started = performance.now();
  const ready = new Promise<void>((resolve) => {
    socket.once(socket instanceof TLSSocket ? 'secureConnect' : 'connect', () => {
      started = performance.now();
      resolve();
    });
    socket.once('close', () => resolve());
  });
  const done = new Promise<Trickle>((resolve) => {
    let raw = Buffer.alloc(0);
    let sent = 0;
    socket.on('data', (chunk: Buffer) => {
      raw = Buffer.concat([raw, chunk]);
    });
    socket.on('error', () => undefined);
    if (head) socket.write(head);
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) return;
      socket.write(drip[sent % drip.length] ?? '');
      sent += 1;
    }, everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: performance.now() - started, answer: parseAnswer(raw), bytesSent: sent });
    });
  });
  return { ready, done };
}

/** What `work` gives, and how many milliseconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}
