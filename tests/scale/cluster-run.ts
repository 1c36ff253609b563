import { expect } from 'vitest';
import type { GenerateState, IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import type { Tokens } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { upload } from '../support/upload';
import { Cluster, type LogEntry, type Member } from './cluster';

/** The cluster of cluster.test.ts, what its steps hand on to the next ones, and the calls they make. */
export const cluster = new Cluster();
/** Measured figures, printed at the end of the run. */
export const figures: Record<string, number | string> = {};

export const shared = {
  webA: undefined as unknown as Member,
  webB: undefined as unknown as Member,
  tokens: undefined as unknown as Tokens,
  /** The izooms generated on both workers (each one small picture), and the album that holds them. */
  spread: [] as number[],
  albumId: 0,
  /** The izoom whose second generation loses its worker to SIGKILL, and the one whose workers die three times. */
  killed: 0,
  doomed: 0,
  stopped: 0,
};

export const api = (web: Member) => `${web.origin}/api`;

let big: Promise<Buffer> | undefined;
/** A 35-megapixel JPEG: long enough to tile that a job is caught mid-way (made once: it takes seconds). */
export const bigPicture = () => {
  big ??= detailedJpeg(7000, 5000, 70);
  return big;
};

export const me = (web: Member, token: string) => call(api(web), 'GET', '/users-izoomviewer/login/me', { token });
export const detailOf = async (web: Member, id: number) =>
  (await call<IzoomDetail>(api(web), 'GET', `/izooms/get-by-id/${id}`, { token: shared.tokens.access_token })).body
    .data;
export const stateOf = async (web: Member, id: number) =>
  (
    await call<GenerateState>(api(web), 'GET', `/izooms/get-generate-state/${id}`, {
      token: shared.tokens.access_token,
    })
  ).body.data;

/** An izoom made and filled through `web`: its id. */
export async function izoomWith(web: Member, name: string, pictures: Buffer[]): Promise<number> {
  const token = shared.tokens.access_token;
  const created = await call<IzoomDetail>(api(web), 'POST', '/izooms/create', {
    token,
    body: { name, isPublic: true },
  });
  expect(created.status).toBe(201);
  const files = pictures.map((data, i) => ({ name: `p${i}.jpg`, data }));
  expect((await upload(api(web), `/izooms/upload/${created.body.data.id}`, token, files)).status).toBe(201);
  return created.body.data.id;
}

export const generate = async (web: Member, id: number) =>
  expect(
    (await call(api(web), 'POST', `/izooms/generate-izoom/${id}`, { token: shared.tokens.access_token })).status,
  ).toBe(202);

export const started = (entry: LogEntry) => entry.msg === 'generation started';
export const ended = (entry: LogEntry) => entry.msg === 'generation ended';

/** Resolves once the izoom is generating and has made some progress (polled through `web`). */
export async function waitForProgress(web: Member, id: number) {
  for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) {
    const state = await stateOf(web, id);
    if (state.state === 'generating' && state.progress > 0) return state;
    expect(['queued', 'generating'], JSON.stringify(state)).toContain(state.state);
  }
  throw new Error(`izoom ${id} made no progress`);
}
