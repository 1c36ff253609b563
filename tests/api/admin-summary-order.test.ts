import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSummary } from '../../src/shared/schemas/admin';
import type { Izoom, IzoomDetail, UploadResult } from '../../src/shared/schemas/izooms';
import { signInActors } from '../support/actors';
import { call } from '../support/api';
import { waitForGeneration } from '../support/generation';
import { solidPng } from '../support/pictures';
import { startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/** The admin area's two calls beyond the spec: the dashboard summary and putting pictures in a new order. */

let server: TestServer;
let actors: Awaited<ReturnType<typeof signInActors>>;
let izoom: IzoomDetail;

const summary = (token?: string) => call<AdminSummary>(server.api, 'GET', '/admin/summary', { token });
const reorder = (id: number, body: unknown, token = actors.tokens.owner) =>
  call<IzoomDetail>(server.api, 'POST', `/izooms/reorder-pictures/${id}`, { token, body });

beforeAll(async () => {
  server = await startTestServer();
  actors = await signInActors(server);
  const created = await call<Izoom>(server.api, 'POST', '/izooms/create', {
    token: actors.tokens.owner,
    body: { name: 'Owned' },
  });
  const files = await Promise.all(
    ['#aa0000', '#00aa00', '#0000aa'].map(async (colour, i) => ({
      name: `p${i}.png`,
      data: await solidPng(40, 30, colour),
    })),
  );
  const uploaded = await upload<UploadResult>(
    server.api,
    `/izooms/upload/${created.body.data.id}`,
    actors.tokens.owner,
    files,
  );
  expect(uploaded.status).toBe(201);
  izoom = uploaded.body.data.izoom;
}, 60_000);
afterAll(() => server?.close());

describe('admin/summary', () => {
  it('counts what the caller manages, the bytes of its pictures, and its generation jobs', async () => {
    expect(
      (await call(server.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token: actors.tokens.owner })).status,
    ).toBe(202);
    await waitForGeneration(server.api, actors.tokens.owner, izoom.id);
    const answer = await summary(actors.tokens.owner);
    expect(answer.status).toBe(200);
    const bytes = izoom.pictures.reduce((sum, p) => sum + p.bytes, 0);
    expect(answer.body.data).toMatchObject({ izooms: 1, albums: 0, pictures: 3, storageBytes: bytes });
    expect(answer.body.data.jobs).toEqual([
      expect.objectContaining({ izoomId: izoom.id, izoomName: 'Owned', state: 'done', progress: 1 }),
    ]);
  });

  it('shows another user nothing of it, the admin everything, a guest only public items', async () => {
    expect((await summary(actors.tokens.other)).body.data).toMatchObject({ izooms: 0, pictures: 0, jobs: [] });
    expect((await summary(actors.tokens.admin)).body.data).toMatchObject({ izooms: 1, pictures: 3 });
    expect((await summary(actors.tokens.guest)).body.data).toMatchObject({ izooms: 0, storageBytes: 0 });
  });

  it('needs a signed-in user', async () => {
    const answer = await summary();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, data: { code: 'UNAUTHENTICATED' } });
  });
});

describe('izooms/reorder-pictures', () => {
  it('puts the pictures in the given order', async () => {
    const ids = izoom.pictures.map((p) => p.id).reverse();
    const answer = await reorder(izoom.id, { pictureIds: ids });
    expect(answer.status).toBe(200);
    expect(answer.body.data.pictures.map((p) => p.id)).toEqual(ids);
    expect(answer.body.data.pictures.map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it('refuses a list that is not every picture once, and changes nothing', async () => {
    const ids = izoom.pictures.map((p) => p.id);
    for (const body of [
      { pictureIds: ids.slice(1) },
      { pictureIds: [...ids.slice(1), 999_999] },
      { pictureIds: [] },
      {},
    ]) {
      const answer = await reorder(izoom.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, data: { code: 'VALIDATION_ERROR' } });
    }
    const now = await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoom.id}`, {
      token: actors.tokens.owner,
    });
    expect(now.body.data.pictures.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('lets only those who may change the izoom do it', async () => {
    const ids = izoom.pictures.map((p) => p.id);
    expect((await reorder(izoom.id, { pictureIds: ids }, actors.tokens.other)).body.data.code).toBe('NOT_FOUND');
    expect((await reorder(izoom.id, { pictureIds: ids }, actors.tokens.admin)).status).toBe(200);
  });
});
