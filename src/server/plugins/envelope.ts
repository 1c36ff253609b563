import type { FastifyError, FastifyInstance } from 'fastify';
import { APP_VERSION_HEADER } from '../../shared/constants';
import { ErrorCode, type FailureEnvelope } from '../../shared/envelope';
import { ApiError } from '../errors';
import { compareVersions, parseVersion } from '../version';
import { validationFailure } from './validation-messages';

export const failure = (error: ApiError): FailureEnvelope => ({
  success: false,
  data: { code: error.code, ...error.extra },
  message: error.message,
  ...(error.description && { description: error.description }),
});

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
const MULTIPART = /^\s*multipart\//i;
const BOUNDARY = /;\s*boundary\s*=\s*"?[^";\s]/i;

const unsupported = (message: string) => new ApiError(415, ErrorCode.UnsupportedMediaType, message);
const sendJson = () => unsupported('Send the request body as application/json');
const sendMultipart = () => unsupported('Send the files as multipart/form-data');

/** What the request was, as far as an error's answer depends on it. */
interface Asked {
  url?: string;
  /** The route takes multipart/form-data. */
  multipart?: boolean;
}

/** Turns any error Fastify, a plugin or a handler raises into the envelope with a real status. */
export function toApiError(error: FastifyError, { url, multipart }: Asked = {}): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) return validationFailure(error.validation, error.validationContext);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, ErrorCode.PayloadTooLarge, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return multipart ? sendMultipart() : sendJson();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return sendMultipart();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, ErrorCode.ValidationError, 'The request body does not match its Content-Length');
    case 'FST_ERR_BAD_URL':
      return new ApiError(
        400,
        ErrorCode.BadRequest,
        'The path is not a valid URL (check its percent-encoding)',
        {},
        url,
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, ErrorCode.UriTooLong, 'A part of the path is too long', {}, url);
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError(400, ErrorCode.InvalidJson, 'The request body is not valid JSON', {}, error.message);
  }
  if (error.statusCode === 429)
    return new ApiError(429, ErrorCode.RateLimited, 'Too many attempts. Please wait a minute and try again.');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, ErrorCode.ValidationError, error.message);
  }
  return new ApiError(500, ErrorCode.InternalError, 'Something went wrong on the server. Please try again.');
}

export function installEnvelope(app: FastifyInstance): void {
  const { apiBase, minAppVersion } = app.config;
  const minimum = parseVersion(minAppVersion);
  if (!minimum) throw new Error(`MIN_APP_VERSION must look like v1.2.3, got "${minAppVersion}"`);

  // The API speaks JSON only (uploads add multipart where they need it).
  app.removeContentTypeParser('text/plain');
  // An empty JSON body means "no payload": several spec calls are POSTs with an empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      const error = new ApiError(415, ErrorCode.UnsupportedMediaType, 'Send JSON in UTF-8', {}, `charset=${charset}`);
      return done(error, undefined);
    }
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, {});
    return parseJson(request, body.toString(), done);
  });

  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST') return;
    const type = request.headers['content-type'] ?? '';
    if (MULTIPART.test(type)) {
      if (!request.routeOptions.config.multipart) throw sendJson();
      if (!BOUNDARY.test(type)) throw unsupported('Send multipart/form-data with its boundary parameter');
    }
    if (request.body === undefined) request.body = {};
  });

  app.addHook('onRequest', async (request) => {
    // Node leaves the Host check to us (requireHostHeader: false in transport.ts), so its refusal is the envelope too.
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      throw new ApiError(400, ErrorCode.BadRequest, 'The request has no Host header');
    if (!request.url.startsWith(`${apiBase}/`)) return;
    const sent = request.headers[APP_VERSION_HEADER.toLowerCase()];
    if (sent === undefined) return;
    const version = typeof sent === 'string' ? parseVersion(sent) : undefined;
    if (!version || compareVersions(version, minimum) < 0) {
      throw new ApiError(
        426,
        ErrorCode.InvalidAppVersion,
        `A newer version of izoom is available (${minAppVersion} or later is needed). Please reload to update.`,
        { minAppVersion },
      );
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, { multipart: request.routeOptions.config?.multipart });
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code, status: apiError.status }, apiError.message);
    return reply.status(apiError.status).send(failure(apiError));
  });
}

export const notFoundEnvelope = (path: string): FailureEnvelope =>
  failure(new ApiError(404, ErrorCode.NotFound, `The requested path is not found`, {}, path));
