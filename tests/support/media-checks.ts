import { expect } from 'vitest';
import type { MediaUrl } from './published';

/** Each URL answers, read twice (the second time from memory) and by range (from disk), cached as `caching` says. */
export async function expectServed(origin: string, urls: MediaUrl[], caching: 'public' | 'private') {
  for (const { what, url } of urls) {
    for (const headers of [{}, {}, { range: 'bytes=0-' }] as Record<string, string>[]) {
      const answer = await fetch(`${origin}${url}`, { headers });
      expect(answer.status, `${what}: ${url}`).toBe('range' in headers ? 206 : 200);
      expect(answer.headers.get('cache-control'), what).toBe(`${caching}, max-age=31536000, immutable`);
      await answer.arrayBuffer();
    }
  }
}

/** Each URL answers 404 with the envelope, and nothing may cache that. */
export async function expectGone(origin: string, urls: MediaUrl[]) {
  for (const { what, url } of urls) {
    const answer = await fetch(`${origin}${url}`);
    expect(answer.status, `${what}: ${url}`).toBe(404);
    expect(answer.headers.get('cache-control'), what).toBeNull();
    expect(((await answer.json()) as { success: boolean }).success, what).toBe(false);
  }
}
