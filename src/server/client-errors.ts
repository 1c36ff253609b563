import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../shared/envelope';
import { ApiError } from './errors';
import { failure, toApiError } from './plugins/envelope';

export const requestTimeout = () =>
  new ApiError(408, ErrorCode.RequestTimeout, 'The request arrived too slowly. Please try again.');

/** Node's own refusals of an HTTP/1.1 request (llhttp's `HPE_*` codes, its header timeout), as the envelope. */
function fromNodeError(error: NodeJS.ErrnoException & { reason?: string }): ApiError | undefined {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, ErrorCode.HeadersTooLarge, 'The request headers are too large');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, ErrorCode.PayloadTooLarge, 'The chunk extensions of the request body are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return requestTimeout();
  }
  if (error.code?.startsWith('HPE_'))
    return new ApiError(400, ErrorCode.BadRequest, 'The request is not valid HTTP', {}, error.reason);
  return undefined;
}

/**
 * Answers `error` on the connection itself, beneath any response object, then closes it: for requests
 * the framework cannot answer (malformed, or timed out while their body was still arriving). A response
 * already under way is not corrupted: the connection just closes.
 */
export function answerOnSocket(socket: Socket, error: ApiError): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.destroyed || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(failure(error));
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}`,
    'Content-Type: application/json; charset=utf-8',
    // Written beneath Fastify, so beneath Helmet too: the one header that matters for a JSON error.
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/** Fastify's `clientErrorHandler`: Node could not read a request (over HTTP/1.1, plain or TLS). */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  const apiError = fromNodeError(error);
  // Resets, TLS handshake failures and the like: there is no HTTP to answer with.
  if (!apiError) {
    socket.destroy();
    return;
  }
  this.log.info({ code: apiError.code, status: apiError.status, reason: error.code }, apiError.message);
  answerOnSocket(socket, apiError);
}

/** Fastify's `frameworkErrors`: the router refused the path (bad percent-encoding, a parameter too long). */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error, { url: request.url });
  request.log.info({ code: apiError.code, status: apiError.status }, apiError.message);
  reply
    .status(apiError.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(failure(apiError)));
}
