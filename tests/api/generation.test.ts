import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateState, Izoom, IzoomDetail, UploadResult } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { call } from '../support/api';
import { waitForGeneration, waitForState } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg, solidPng } from '../support/pictures';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());

const post = (path: string, body?: unknown) => call(server.api, 'POST', path, { token, body });
const get = (path: string) => call(server.api, 'GET', path, { token });

async function newIzoom(name: string, isPublic = true): Promise<Izoom> {
  const answer = await post('/izooms/create', { name, isPublic });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('generation', () => {
  it('turns uploaded pictures into standard Deep Zoom pyramids, a manifest and posters', async () => {
    const izoom = await newIzoom('Two pictures');
    const uploaded = await upload<UploadResult>(server.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'wide.jpg', data: await detailedJpeg(3000, 2000) },
      { name: 'square.png', data: await solidPng(600, 600) },
    ]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.added.map((p) => [p.name, p.width, p.height, p.format])).toEqual([
      ['wide.jpg', 3000, 2000, 'jpeg'],
      ['square.png', 600, 600, 'png'],
    ]);
    expect(uploaded.body.data.izoom.poster?.renditions.map((r) => r.width)).toEqual([160, 320, 640, 1280]);

    const queued = await post(`/izooms/generate-izoom/${izoom.id}`);
    expect(queued.status).toBe(202);
    const states = await waitForGeneration(server.api, token, izoom.id);
    const last = states.at(-1) as GenerateState;
    expect(last).toMatchObject({ state: 'done', progress: 1, version: 1 });
    const progress = states.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const detail = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    expect(detail.manifestUrl).toMatch(/^\/media\/i\/\d+\/v1-[\w-]{22}\/manifest\.json$/);
    const manifestResponse = await fetch(`${server.url}${detail.manifestUrl}`);
    expect(manifestResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = (await manifestResponse.json()) as IzoomManifest;
    expect(manifest.pictures.map((p) => [p.width, p.height, p.maxLevel])).toEqual([
      [3000, 2000, 12],
      [600, 600, 10],
    ]);
    const base = `${server.url}${detail.manifestUrl?.replace(/manifest\.json$/, '')}`;
    const dzi = await fetch(base + manifest.pictures[0].dzi);
    expect(dzi.headers.get('content-type')).toContain('xml');
    const dziText = await dzi.text();
    expect(dziText).toContain('TileSize="254"');
    expect(dziText).toContain('Overlap="1"');
    expect(dziText).toContain('Width="3000"');
    const tileUrl =
      base + manifest.pictures[0].tileUrlTemplate.replace('{level}', '12').replace('{col}', '11').replace('{row}', '7');
    const tile = await fetch(tileUrl);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await tile.arrayBuffer())).metadata();
    // Last column: 3000 - 11 × 254 = 206 px plus the 1 px overlap on its left.
    expect([meta.width, meta.height]).toEqual([207, 2000 - 7 * 254 + 1]);

    // The manifest tells each level's bytes in advance: the 600 × 600 picture's level 10 is 3 × 3 tiles.
    const small = manifest.pictures[1];
    expect(small.levelBytes).toHaveLength(11);
    let level10 = 0;
    for (let col = 0; col < 3; col++)
      for (let row = 0; row < 3; row++) {
        const url = small.tileUrlTemplate
          .replace('{level}', '10')
          .replace('{col}', `${col}`)
          .replace('{row}', `${row}`);
        level10 += (await (await fetch(base + url)).arrayBuffer()).byteLength;
      }
    expect(small.levelBytes?.[10]).toBe(level10);
    expect(small.levelBytes?.every((bytes) => bytes > 0)).toBe(true);
  });
});

describe('generation of a large picture', () => {
  let big: Buffer;
  beforeAll(async () => {
    big = await detailedJpeg(7000, 5000, 70);
  });

  async function bigIzoom(name: string) {
    const izoom = await newIzoom(name);
    const uploaded = await upload(server.api, `/izooms/upload/${izoom.id}`, token, [{ name: 'big.jpg', data: big }]);
    expect(uploaded.status).toBe(201);
    return izoom;
  }

  it('reports progress that only rises and moves at least every second; a second call meanwhile is a CONFLICT', async () => {
    const izoom = await bigIzoom('Progress');
    const [first, second] = await Promise.all([
      post(`/izooms/generate-izoom/${izoom.id}`),
      post(`/izooms/generate-izoom/${izoom.id}`),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toMatchObject({ success: false, data: { code: 'CONFLICT' } });
    const again = await post(`/izooms/generate-izoom/${izoom.id}`);
    expect(again.status).toBe(409);

    const states = await waitForGeneration(server.api, token, izoom.id, { everyMs: 100 });
    expect(states.at(-1)?.state).toBe('done');
    const progress = states.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // While generating, the progress changes at least once a second.
    const generating = states.filter((s) => s.state === 'generating');
    // Polled every 100 ms: enough samples to see the cadence (a fast machine generates this in about 1 s).
    expect(generating.length).toBeGreaterThanOrEqual(5);
    let lastChange = generating[0];
    for (const s of generating) {
      if (s.progress !== lastChange.progress) {
        expect(s.at - lastChange.at).toBeLessThanOrEqual(1_200);
        lastChange = s;
      }
    }
    // Past opening and reading (0.15): tiles were counted as they were written. How far the last sample before
    // `done` got depends on where the 200 ms tile count fell (0.49 was seen on a busy machine).
    expect(generating.at(-1)?.progress).toBeGreaterThan(0.15);
  });

  it('stop-generate stops within 2 seconds and removes what it wrote; the published version keeps serving', async () => {
    const izoom = await bigIzoom('Stop');
    await post(`/izooms/generate-izoom/${izoom.id}`);
    await waitForGeneration(server.api, token, izoom.id);
    const v1 = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;

    await post(`/izooms/generate-izoom/${izoom.id}`);
    await waitForState(server.api, token, izoom.id, 'generating');
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const stopped = await post(`/izooms/stop-generate/${izoom.id}`);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ state: 'stopped', version: 1 });
    expect(await readdir(path.join(server.dataDir, 'work', 'jobs')).catch(() => [])).toEqual([]);
    const versions = await server.app.store.children(`media/i/${izoom.id}`);
    expect(versions.filter((v) => v.startsWith('v'))).toEqual([v1.manifestUrl?.split('/')[4]]);
    const still = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    expect(still.manifestUrl).toBe(v1.manifestUrl);
    expect((await fetch(`${server.url}${v1.manifestUrl}`)).status).toBe(200);

    const nothing = await post(`/izooms/stop-generate/${izoom.id}`);
    expect(nothing.status).toBe(409);
  });
});

describe('deleting a picture of a published izoom', () => {
  it('publishes the izoom without it at once, and unpublishes when none is left', async () => {
    const izoom = await newIzoom('Delete from published');
    const uploaded = await upload<UploadResult>(server.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'keep.jpg', data: await detailedJpeg(800, 600) },
      { name: 'drop.png', data: await solidPng(500, 500) },
    ]);
    const [keep, drop] = uploaded.body.data.added;
    await post(`/izooms/generate-izoom/${izoom.id}`);
    await waitForGeneration(server.api, token, izoom.id);
    const v1 = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    const v1Base = `${server.url}${v1.manifestUrl?.replace('manifest.json', '')}`;

    expect((await post(`/izooms/delete-picture/${izoom.id}`, { pictureId: drop.id })).status).toBe(200);
    const v2 = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    expect(v2.generate.version).toBe(2);
    expect((await fetch(`${server.url}${v1.manifestUrl}`)).status).toBe(404);
    expect((await fetch(`${v1Base}p/${drop.id}.dzi`)).status).toBe(404);
    const manifest = (await (await fetch(`${server.url}${v2.manifestUrl}`)).json()) as IzoomManifest;
    expect(manifest.pictures.map((p) => p.id)).toEqual([keep.id]);
    expect(manifest.pictures[0].rect).toEqual({ x: 0, y: 0, width: 800 / 600, height: 1 });
    const v2Base = `${server.url}${v2.manifestUrl?.replace('manifest.json', '')}`;
    expect((await fetch(`${v2Base}p/${keep.id}_files/10/0_0.jpeg`)).status).toBe(200);

    expect((await post(`/izooms/delete-picture/${izoom.id}`, { pictureId: keep.id })).status).toBe(200);
    const none = (await get(`/izooms/get-by-id/${izoom.id}`)).body.data as IzoomDetail;
    expect(none).toMatchObject({ manifestUrl: null, poster: null, pictureCount: 0, generate: { state: 'idle' } });
    expect((await fetch(`${server.url}${v2.manifestUrl}`)).status).toBe(404);
  });
});

describe('with one imaging worker', () => {
  it('queues the second izoom behind the first; stopping it while queued never runs it', async () => {
    const single = await startTestServer({ GENERATE_WORKERS: '1' });
    try {
      const adminToken = (await signIn(single.url, ADMIN)).access_token;
      const make = async (name: string) => {
        const izoom = (await call(single.api, 'POST', '/izooms/create', { token: adminToken, body: { name } })).body
          .data;
        await upload(single.api, `/izooms/upload/${izoom.id}`, adminToken, [
          { name: 'big.jpg', data: await detailedJpeg(5000, 4000, 70) },
        ]);
        return izoom.id as number;
      };
      const [first, second] = [await make('First'), await make('Second')];
      await call(single.api, 'POST', `/izooms/generate-izoom/${first}`, { token: adminToken });
      await call(single.api, 'POST', `/izooms/generate-izoom/${second}`, { token: adminToken });
      const queued = await call(single.api, 'GET', `/izooms/get-generate-state/${second}`, { token: adminToken });
      expect(queued.body.data).toMatchObject({ state: 'queued', message: 'Waiting for a worker' });
      const stopped = await call(single.api, 'POST', `/izooms/stop-generate/${second}`, { token: adminToken });
      expect(stopped.body.data).toMatchObject({ state: 'stopped', version: 0 });
      expect((await waitForGeneration(single.api, adminToken, first)).at(-1)?.state).toBe('done');
      await new Promise((r) => setTimeout(r, 300));
      const after = await call(single.api, 'GET', `/izooms/get-generate-state/${second}`, { token: adminToken });
      expect(after.body.data).toMatchObject({ state: 'stopped', version: 0 });
    } finally {
      await single.close();
    }
  });
});
