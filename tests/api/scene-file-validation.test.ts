import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { buildGalleryGlb } from '../../src/viewer/data/gallery-model';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { solidPng } from '../support/pictures';
import { binChunk, glbOf, hostileScenes, jsonChunk, roomGlb, validRoom } from '../support/scene-fixtures';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * albums/update-cill-file with hostile scene files: each is refused with UNSUPPORTED_MEDIA_TYPE and a message
 * naming the problem, the album keeps the scene it had, and nothing is left behind; valid models still pass.
 */

const DATA_URI_LIMIT = 64 * 1024;
const SIZE_LIMIT = 4 * 1024 * 1024;
const fixtures = await hostileScenes(DATA_URI_LIMIT);

let server: TestServer;
let token: string;
let albumId: number;

const sendScene = (name: string, data: Buffer) =>
  upload(server.api, `/albums/update-cill-file/${albumId}`, token, [{ name, data, field: 'file' }]);
const sceneFileOnServer = async () =>
  (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data.cillFile;
const listing = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [])).sort();
/** Everything the album has in the store (DATA_DIR or a bucket). */
const stored = async () => (await server.app.store.list(`media/a/${albumId}`)).sort();

beforeAll(async () => {
  server = await startTestServer({
    SCENE_MAX_DATA_URI_BYTES: String(DATA_URI_LIMIT),
    SCENE_MAX_BYTES: String(SIZE_LIMIT),
  });
  token = (await signIn(server.url, ADMIN)).access_token;
  albumId = (await call(server.api, 'POST', '/albums/create', { token, body: { name: 'Hostile scenes' } })).body.data
    .id;
});
afterAll(async () => server?.close());

describe('scene files at upload', () => {
  it('takes a small valid model and the built-in gallery model, and serves each as it came', async () => {
    const { sharpPng } = await import('../../src/viewer/data/build-viewer-pack');
    for (const [name, bytes] of [
      ['room.glb', await roomGlb()],
      ['gallery.glb', Buffer.from(await buildGalleryGlb(sharpPng))],
    ] as const) {
      const answer = await sendScene(name, bytes);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.cillFile).toMatchObject({ kind: 'glb', name, bytes: bytes.length });
      const served = await fetch(`${server.url}${answer.body.data.cillFile.url}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it(`has ${fixtures.length} hostile scene files to try`, () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))(
    'refuses %s with 415 and says why, keeping the scene it had and leaving nothing behind',
    async (_name, fixture) => {
      const before = await sceneFileOnServer();
      const media = await stored();
      const answer = await sendScene(fixture.file, fixture.bytes);
      expect(answer.status, answer.body.message).toBe(415);
      expect(answer.body).toMatchObject({
        success: false,
        data: { code: 'UNSUPPORTED_MEDIA_TYPE', file: fixture.file },
      });
      expect(answer.body.message).toMatch(fixture.refusal);
      expect(answer.body.message).toContain(fixture.file);
      if (fixture.validatorCode) expect(answer.body.description).toMatch(`glTF validator: `);
      if (fixture.validatorCode) expect(answer.body.description).toContain(fixture.validatorCode);
      expect(await sceneFileOnServer()).toEqual(before);
      expect(await stored()).toEqual(media);
      expect(await listing(path.join(server.dataDir, 'work', 'incoming'))).toEqual([]);
    },
  );

  it('refuses a model over SCENE_MAX_BYTES with 413 before reading it', async () => {
    const { json, bin } = await validRoom();
    const padding = Buffer.alloc(SIZE_LIMIT);
    const big = glbOf([jsonChunk(json), binChunk(Buffer.concat([bin, padding]))]);
    const answer = await sendScene('huge.glb', big);
    expect(answer.status).toBe(413);
    expect(answer.body.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', file: 'huge.glb' });
    expect(answer.body.message).toBe('huge.glb is larger than the scene file limit of 4 MB');
  });

  it('refuses a model whose image is wider than 8192 pixels, which many GPUs cannot hold', async () => {
    const { json, bin } = await validRoom();
    const wide = await solidPng(8193, 2);
    const views = json.bufferViews as Record<string, number>[];
    Object.assign(views[4] ?? {}, { byteOffset: bin.length, byteLength: wide.length });
    (json.buffers as Record<string, number>[])[0] = { byteLength: bin.length + wide.length };
    const answer = await sendScene('wide.glb', glbOf([jsonChunk(json), binChunk(Buffer.concat([bin, wide]))]));
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe(
      'wide.glb cannot be used as a scene: its image /images/0 is 8193 × 2 pixels; at most 8192 on a side are allowed',
    );
  });
});
