import { ErrorCode, type ErrorData } from '../shared/envelope';

/** A failure the API answers with the envelope, a real HTTP status and `data.code`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorData, 'code'> = {},
    readonly description?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, ErrorCode.NotFound, `The requested ${what} is not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new ApiError(403, ErrorCode.Forbidden, message);
export const unauthenticated = (message = 'Sign in to continue') =>
  new ApiError(401, ErrorCode.Unauthenticated, message);
export const conflict = (message: string) => new ApiError(409, ErrorCode.Conflict, message);
export const invalid = (field: string, message: string) =>
  new ApiError(400, ErrorCode.ValidationError, message, { field });
