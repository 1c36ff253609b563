import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  constants,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { Socket } from 'node:net';
import { answerOnSocket, requestTimeout } from './client-errors';
import type { Timeouts } from './config';
import { failure } from './plugins/envelope';

type AnyServer = Server | Http2SecureServer;
type AnyRequest = IncomingMessage | Http2ServerRequest;

/** How often bodies are checked: a tenth of the shortest limit, within 50 ms – 1 s. */
const checkEvery = ({ headersMs, bodyMs, keepAliveMs }: Timeouts): number =>
  Math.min(1000, Math.max(50, Math.min(headersMs, bodyMs, keepAliveMs) / 10));

/**
 * Keeps slow clients from holding connections (README: "Slow clients"):
 * - headers: a request's line and headers arrive within `headersMs` of its first byte (Node's own check,
 *   over HTTP/1.1; the TLS handshake gets the same);
 * - bodies: see `watchBodies`;
 * - idle: a connection between requests closes after `keepAliveMs` (over HTTP/2: a session with no open
 *   stream, whatever bytes it sends — a header block trickled frame by frame is no request yet).
 */
export function guardSlowClients(server: AnyServer, timeouts: Timeouts): void {
  // On a TLS server these are read by the HTTP/1.1 fallback (allowHTTP1), as on a plain one.
  Object.assign(server, {
    headersTimeout: timeouts.headersMs,
    requestTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: checkEvery(timeouts),
  });
  server.on('session', (session: ServerHttp2Session) => closeWhenIdle(session, timeouts));
  watchBodies(server, timeouts);
}

function closeWhenIdle(session: ServerHttp2Session, { headersMs, keepAliveMs }: Timeouts): void {
  let open = 0;
  // Not close(): that waits for a header block under way. destroy() still says GOAWAY (NO_ERROR) first.
  const goAway = () => session.destroyed || session.destroy();
  const idle = (ms: number) => setTimeout(goAway, ms).unref();
  let timer = idle(headersMs);
  session.on('stream', (stream) => {
    open += 1;
    clearTimeout(timer);
    stream.once('close', () => {
      open -= 1;
      if (open === 0 && !session.closed) timer = idle(keepAliveMs);
    });
  });
  session.once('close', () => clearTimeout(timer));
}

interface Body {
  credit: number;
  /** Bytes read so far, and when they were last counted. */
  bytes: number;
  at: number;
  read(): number;
  done(): boolean;
  expire(): void;
}

/**
 * A body starts with `bodyMs` of credit. Time spends it; every `bodyMinBytesPerSecond` bytes received
 * earn a second back, never above `bodyMs`. At zero the request is answered 408 and its connection
 * (HTTP/2: its stream) closed. A small body must so arrive within `bodyMs`, an upload may run as slowly
 * as the minimum rate and pause up to `bodyMs`, and a trickle below the rate runs out.
 * Bytes are counted on the connection (over HTTP/2, the session's), which works whoever reads the body:
 * Fastify, multipart, the OIDC provider.
 */
function watchBodies(server: AnyServer, { bodyMs, bodyMinBytesPerSecond, ...rest }: Timeouts): void {
  const bodies = new Set<Body>();
  const check = () => {
    const now = performance.now();
    for (const body of bodies) {
      if (body.done()) {
        bodies.delete(body);
        continue;
      }
      const bytes = body.read();
      const earned = ((bytes - body.bytes) * 1000) / bodyMinBytesPerSecond;
      body.credit = Math.min(bodyMs, body.credit - (now - body.at) + earned);
      body.bytes = bytes;
      body.at = now;
      if (body.credit <= 0) {
        bodies.delete(body);
        body.expire();
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  server.on('listening', () => {
    timer = setInterval(check, checkEvery({ bodyMs, bodyMinBytesPerSecond, ...rest }));
    timer.unref();
  });
  server.on('close', () => clearInterval(timer));
  server.on('request', (request: AnyRequest, response: ServerResponse | Http2ServerResponse) => {
    const probe = 'stream' in request ? http2Body(request) : http1Body(request, response as ServerResponse);
    if (probe) bodies.add({ credit: bodyMs, bytes: probe.read(), at: performance.now(), ...probe });
  });
}

type Probe = Pick<Body, 'read' | 'done' | 'expire'>;

function http1Body(request: IncomingMessage, response: ServerResponse): Probe | undefined {
  const { headers } = request;
  if (headers['transfer-encoding'] === undefined && !(Number(headers['content-length']) > 0)) return undefined;
  const socket: Socket = request.socket;
  return {
    read: () => socket.bytesRead,
    done: () => request.complete || socket.destroyed,
    // Once its response is out, a request's body is only being read to keep the connection: it just closes.
    expire: () => (response.headersSent ? socket.destroy() : answerOnSocket(socket, requestTimeout())),
  };
}

function http2Body(request: Http2ServerRequest): Probe | undefined {
  const { stream } = request;
  const socket = stream.session?.socket;
  if (stream.endAfterHeaders || !socket) return undefined;
  return {
    read: () => socket.bytesRead,
    done: () => stream.destroyed || stream.closed || stream.state.remoteClose === 1,
    expire: () => {
      // Answered on the stream itself, beneath the response object: whoever was reading the body finds it
      // cut short, and its own answer then goes nowhere. NO_ERROR once the answer is whole: "stop sending".
      if (!stream.headersSent) {
        const error = requestTimeout();
        stream.respond({ ':status': error.status, 'content-type': 'application/json; charset=utf-8' });
        stream.end(JSON.stringify(failure(error)));
      }
      stream.close(stream.writableEnded ? constants.NGHTTP2_NO_ERROR : constants.NGHTTP2_CANCEL);
    },
  };
}
