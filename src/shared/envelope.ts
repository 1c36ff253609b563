/** The result wrapper of spec §3 and the error codes every failure carries in `data.code`. */

export const ErrorCode = {
  ValidationError: 'VALIDATION_ERROR',
  /** A request that is not valid HTTP, or whose path is not a valid URL. */
  BadRequest: 'BAD_REQUEST',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  MethodNotAllowed: 'METHOD_NOT_ALLOWED',
  RequestTimeout: 'REQUEST_TIMEOUT',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UriTooLong: 'URI_TOO_LONG',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  HeadersTooLarge: 'HEADERS_TOO_LARGE',
  InvalidAppVersion: 'INVALID_APP_VERSION',
  InvalidJson: 'INVALID_JSON',
  RateLimited: 'RATE_LIMITED',
  RegistrationDisabled: 'REGISTRATION_DISABLED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InvalidResetToken: 'INVALID_RESET_TOKEN',
  InteractionExpired: 'INTERACTION_EXPIRED',
  InternalError: 'INTERNAL_ERROR',
  /** A well-formed request for something this server does not do (an IIIF feature it does not claim). */
  NotImplemented: 'NOT_IMPLEMENTED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorData {
  code: ErrorCode;
  /** The request field a validation failure is about, as a dotted path (`body.email`). */
  field?: string;
  [key: string]: unknown;
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  description?: string;
}

export type SuccessEnvelope<T> = Envelope<T> & { success: true };
export type FailureEnvelope = Envelope<ErrorData> & { success: false };

export const ok = <T>(data: T, message = 'OK'): SuccessEnvelope<T> => ({ success: true, data, message });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
