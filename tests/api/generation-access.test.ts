import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { type Actor, CODES, type SignedIn, signInActors } from '../support/actors';
import { call } from '../support/api';
import { waitForGeneration } from '../support/generation';
import { solidPng } from '../support/pictures';
import { startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** Who may upload to, generate and read the generation state of A's private and public izoom. */

let server: TestServer;
let tokens: Record<SignedIn, string>;
let tokenOf: (actor: Actor) => string | undefined;
beforeAll(async () => {
  server = await startTestServer();
  ({ tokens, tokenOf } = await signInActors(server));
});
afterAll(() => server?.close());

async function ownersIzoom(isPublic: boolean): Promise<IzoomDetail> {
  const created = await call(server.api, 'POST', '/izooms/create', {
    token: tokens.owner,
    body: { name: 'Access', isPublic },
  });
  await upload(server.api, `/izooms/upload/${created.body.data.id}`, tokens.owner, [
    { name: 'a.png', data: await solidPng(64, 64) },
  ]);
  return (await call(server.api, 'GET', `/izooms/get-by-id/${created.body.data.id}`, { token: tokens.owner })).body
    .data;
}

const matrix: Array<{ actor: Actor; isPublic: boolean; write: number; read: number }> = [
  { actor: 'admin', isPublic: false, write: 200, read: 200 },
  { actor: 'owner', isPublic: true, write: 200, read: 200 },
  { actor: 'other', isPublic: false, write: 404, read: 404 },
  { actor: 'other', isPublic: true, write: 403, read: 200 },
  { actor: 'guest', isPublic: false, write: 404, read: 404 },
  { actor: 'guest', isPublic: true, write: 403, read: 200 },
  { actor: 'anonymous', isPublic: false, write: 401, read: 404 },
  { actor: 'anonymous', isPublic: true, write: 401, read: 200 },
];

describe.each(matrix)('$actor on a public=$isPublic izoom', ({ actor, isPublic, write, read }) => {
  it(`uploads and generates → ${write}; reads the state → ${read}`, async () => {
    const izoom = await ownersIzoom(isPublic);
    const token = tokenOf(actor);
    const expectRefusedOr = (status: number, ok: number, answer: { status: number; body: { data: unknown } }) => {
      expect(answer.status).toBe(status === 200 ? ok : status);
      if (status !== 200) expect(answer.body.data).toMatchObject({ code: CODES[status] });
    };
    const uploaded = await upload(server.api, `/izooms/upload/${izoom.id}`, token ?? '', [
      { name: 'b.png', data: await solidPng(32, 32) },
    ]);
    expectRefusedOr(write, 201, uploaded);
    const generated = await call(server.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token });
    expectRefusedOr(write, 202, generated);
    const state = await call(server.api, 'GET', `/izooms/get-generate-state/${izoom.id}`, { token });
    expectRefusedOr(read, 200, state);
    const poster = await call(server.api, 'POST', `/izooms/update-poster/${izoom.id}`, {
      token,
      body: { pictureId: izoom.pictures[0].id },
    });
    expectRefusedOr(write, 200, poster);

    // Refused callers changed nothing.
    if (write === 200) await waitForGeneration(server.api, tokens.owner, izoom.id);
    const after = (await call(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token: tokens.owner })).body
      .data as IzoomDetail;
    expect(after.pictures).toHaveLength(write === 200 ? 2 : 1);
    expect(after.generate.state).toBe(write === 200 ? 'done' : 'idle');
  });
});
