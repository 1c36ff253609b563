import { APP_VERSION, APP_VERSION_HEADER } from '../../shared/constants';
import { type Envelope, ErrorCode, type ErrorData } from '../../shared/envelope';
import { localizeServerMessage } from './server-messages';

/**
 * The one API client of the web app. Every request carries `X-App-Version` and, when a token is held,
 * `Authorization: Bearer`. Every answer is read as the envelope `{ success, data, message, description? }`;
 * a failure with no readable envelope (network down, a proxy's HTML page) becomes, as spec §8 says,
 * status 0 with `{ success: false, data: {}, message, description }`.
 */

export type ApiFailure = Envelope<Partial<ErrorData>> & { success: false };
export type ApiSuccess<T> = Envelope<T> & { success: true };
/** The envelope plus the HTTP status it came with (0 when the request never got an envelope back). */
export type ApiResult<T> = (ApiSuccess<T> | ApiFailure) & { status: number };
export type ApiFailureResult = ApiFailure & { status: number };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** JSON body; FormData is sent as is. */
  body?: unknown;
  /** Treat `path` as a full URL on this origin instead of a path under the API base. */
  absolute?: boolean;
  /** Send the Bearer token when one is held (default true). */
  auth?: boolean;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** The access token to send, or null when signed out. */
  getToken?: () => Promise<string | null | undefined> | string | null | undefined;
  fetch?: typeof fetch;
  /** Called with every failure whose `data.code` is INVALID_APP_VERSION (spec §8 shows a reload modal). */
  onInvalidAppVersion?: (failure: ApiFailure) => void;
  /** A read with no answer by then fails (status 0), so the page falls back to what it has (default 15 s). */
  readTimeoutMs?: number;
  /**
   * Answers the server wrote into the page (src/shared/first-answers.ts), by path: each answers its GET once,
   * in place of the network.
   */
  firstAnswers?: Record<string, unknown>;
}

export const READ_TIMEOUT_MS = 15_000;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<ApiResult<T>>;
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Envelope<unknown>).success === 'boolean' &&
  'data' in value &&
  typeof (value as Envelope<unknown>).message === 'string';

/** The spec §8 shape of a failure that brought no envelope back. */
export const transportFailure = (message: string, description: string): ApiFailureResult => ({
  status: 0,
  success: false,
  data: {},
  message: localizeServerMessage(message),
  description,
});

const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error || 'Network error');

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const firstAnswers = new Map(Object.entries(options.firstAnswers ?? {}));

  const request = async <T>(path: string, req: RequestOptions = {}): Promise<ApiResult<T>> => {
    const method = req.method ?? 'GET';
    const first = method === 'GET' && !req.absolute ? firstAnswers.get(path) : undefined;
    if (first !== undefined) {
      firstAnswers.delete(path);
      if (isEnvelope(first) && first.success) return { ...first, status: 200 } as ApiResult<T>;
    }
    const url = req.absolute ? path : `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    const headers = new Headers({ Accept: 'application/json', [APP_VERSION_HEADER]: APP_VERSION });
    if (req.auth !== false && options.getToken) {
      const token = await options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(req.body);
    }

    // Writes (uploads among them) may take long; a read that hangs on a poor connection gives up.
    const timeout = method === 'GET' ? AbortSignal.timeout(options.readTimeoutMs ?? READ_TIMEOUT_MS) : undefined;
    const signal = timeout && req.signal ? AbortSignal.any([req.signal, timeout]) : (timeout ?? req.signal);
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, credentials: req.credentials ?? 'same-origin', signal });
    } catch (error) {
      if (req.signal?.aborted) throw error;
      if (timeout?.aborted) {
        return transportFailure('The server did not answer in time', `${method} ${url} had no answer in time`);
      }
      return transportFailure(errorMessage(error), `${method} ${url} failed before an answer came back`);
    }

    const json = await readJson(response).catch(() => undefined);
    if (isEnvelope(json)) {
      const result = { ...json, status: response.status } as ApiResult<T>;
      if (!response.ok && result.success) {
        // An error status never counts as success, whatever the body says.
        return { success: false, data: {}, message: result.message, status: response.status };
      }
      if (result.success) return result;
      const failure = { ...result, message: localizeServerMessage(result.message) };
      if (failure.data?.code === ErrorCode.InvalidAppVersion) options.onInvalidAppVersion?.(failure);
      return failure;
    }
    const message = response.statusText || `HTTP ${response.status}`;
    return transportFailure(
      response.ok ? 'The server answered with something that is not an envelope' : message,
      `${method} ${url} answered HTTP ${response.status}`,
    );
  };

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body: body ?? {} }),
  };
};

/** Thrown by query functions so TanStack Query sees a failed envelope as an error. */
export class ApiError extends Error {
  constructor(readonly result: ApiFailureResult) {
    super(result.message);
    this.name = 'ApiError';
  }
}

/** The data of a successful answer, or an ApiError. */
export const unwrap = <T>(result: ApiResult<T>): T => {
  if (!result.success) throw new ApiError(result);
  return result.data;
};
