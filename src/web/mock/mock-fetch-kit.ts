import { DEMO_USERS } from './demo-users';
import { createMockFetch } from './mock-fetch';

/** What the mock-fetch tests share (mock-fetch.test.ts, mock-fetch-users.test.ts). */

export const [ADMIN, USER, GUEST] = DEMO_USERS;

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
}

/** One call to a fresh (or given) mock backend with no delay: the status and the parsed envelope. */
export const api = (mockFetch = createMockFetch({ delayMs: 0 })) => {
  const call = async (path: string, { method = 'GET', body, token }: CallOptions = {}) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init = { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
    const res = await mockFetch(`/api${path}`, body === undefined ? { method, headers } : init);
    return { status: res.status, json: await res.json() };
  };
  return call;
};

export const failure = (code: string, message: string) => ({ success: false, data: { code }, message });
