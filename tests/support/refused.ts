import { expect } from 'vitest';
import type { Answer } from './api';

/** A 400 VALIDATION_ERROR envelope naming `field`, with a spec §5 message. */
export function expectRefused(answer: Pick<Answer, 'status' | 'body'>, field: string, message?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body).toMatchObject({ success: false, data: { code: 'VALIDATION_ERROR', field } });
  expect(answer.body.message).toMatch(message ?? / is (not valid|required)$/);
}

/** `base` with the value at `at` replaced (`at` as in `groups.0.name`). */
export function withValue(base: unknown, at: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = at.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = value;
  return copy;
}
