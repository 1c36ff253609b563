import { DEFAULT_API_BASE } from '../../shared/api-paths';
import { MOCK_BACKEND_DELAY_MS } from '../../shared/constants';
import { type Envelope, ErrorCode, ok } from '../../shared/envelope';
import type { InMemoryDb } from './in-memory-db';
import { type Ctx, createBackend, createDemoDb, Failure, isObject, MockMessages, type Reply } from './mock-backend';

/** Mock mode's `fetch`: the backend of mock-backend.ts, after a delay, with the envelope and a real HTTP status. */

export interface MockFetchOptions {
  /** Default `/api`. */
  apiBase?: string;
  /** Default MOCK_BACKEND_DELAY_MS (spec §9). */
  delayMs?: number;
  /** Default: createDemoDb(). */
  db?: InMemoryDb;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
const wait = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

const json = (status: number, envelope: Envelope<unknown>) =>
  new Response(JSON.stringify(envelope), { status, headers: { 'Content-Type': 'application/json' } });

const run = (backend: (ctx: Ctx) => Reply, ctx: Ctx): Response => {
  try {
    const { status = 200, data, message = 'OK' } = backend(ctx);
    return json(status, ok(data, message));
  } catch (error) {
    const failure = error instanceof Failure ? error : new Failure(500, ErrorCode.InternalError, MockMessages.internal);
    return json(failure.status, {
      success: false,
      data: { code: failure.code, ...failure.extra },
      message: failure.message,
    });
  }
};

const bodyParser = (raw: string) => (): Record<string, unknown> => {
  if (raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Failure(400, ErrorCode.ValidationError, MockMessages.invalidJson);
  }
  if (!isObject(value)) throw new Failure(400, ErrorCode.ValidationError, MockMessages.notAnObject);
  return value;
};

/**
 * A `fetch` for mock mode. URLs outside `apiBase` go to the `fetch` that was global when this was made,
 * so installing the mock as `globalThis.fetch` does not loop back into itself.
 */
export const createMockFetch = (options: MockFetchOptions = {}): typeof fetch => {
  const apiBase = options.apiBase ?? DEFAULT_API_BASE;
  const delayMs = options.delayMs ?? MOCK_BACKEND_DELAY_MS;
  const backend = createBackend(options.db ?? createDemoDb());
  const passThrough = globalThis.fetch?.bind(globalThis);

  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const origin = globalThis.location?.href ?? 'http://localhost/';
    const url = new URL(request ? request.url : String(input), origin);
    const base = new URL(apiBase, origin);
    const basePath = base.pathname.replace(/\/+$/, '');
    const under = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
    if (url.origin !== base.origin || !under) return passThrough(input, init);

    const signal = init?.signal ?? request?.signal;
    const headers = new Headers(init?.headers ?? request?.headers);
    const raw = init?.body != null ? await new Response(init.body).text() : ((await request?.clone().text()) ?? '');
    await wait(delayMs, signal);
    return run(backend, {
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      path: url.pathname.slice(basePath.length) || '/',
      query: url.searchParams,
      token: /^Bearer\s+(\S+)\s*$/i.exec(headers.get('Authorization') ?? '')?.[1],
      body: bodyParser(raw),
    });
  };
};
