import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import type { Envelope } from '../../src/shared/envelope';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T> & { data: T & { code?: string; field?: string } };
}

/** One call to the real API, the way the app makes it. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes; each asserts the fields it needs.
export async function call<T = any>(
  api: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      [APP_VERSION_HEADER]: APP_VERSION,
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && {
      body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}
