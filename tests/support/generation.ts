import { expect } from 'vitest';
import type { GenerateState } from '../../src/shared/schemas/izooms';
import { call } from './api';

/** Polls get-generate-state every `everyMs` until it settles; returns every state seen, with when. */
export async function waitForGeneration(
  api: string,
  token: string | undefined,
  id: number,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<(GenerateState & { at: number })[]> {
  const seen: (GenerateState & { at: number })[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await call<GenerateState>(api, 'GET', `/izooms/get-generate-state/${id}`, { token });
    expect(answer.status).toBe(200);
    seen.push({ ...answer.body.data, at: Date.now() });
    if (['done', 'failed', 'stopped'].includes(answer.body.data.state)) return seen;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`generation of ${id} did not settle: ${JSON.stringify(seen.at(-1))}`);
}

/** Resolves once the state is `state` (for instance `generating`), polling every 25 ms. */
export async function waitForState(api: string, token: string, id: number, state: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await call<GenerateState>(api, 'GET', `/izooms/get-generate-state/${id}`, { token });
    if (answer.body.data.state === state) return answer.body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`izoom ${id} never reached ${state}`);
}
