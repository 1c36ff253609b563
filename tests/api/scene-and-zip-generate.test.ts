import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../src/shared/schemas/albums';
import { call } from '../support/api';
import { waitForGeneration } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg, solidPng, textNamedJpg } from '../support/pictures';
import { glb } from '../support/scenes';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';
import { buildZip } from '../support/zip-writer';

/** An album's scene file (albums/update-cill-file), and upload-zip-and-generate. */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());

const post = (path: string, body?: unknown) => call(server.api, 'POST', path, { token, body });

describe('albums/update-cill-file', () => {
  let albumId: number;
  beforeAll(async () => {
    albumId = (await post('/albums/create', { name: 'Scene' })).body.data.id;
  });
  const sendScene = (name: string, data: Buffer) =>
    upload(server.api, `/albums/update-cill-file/${albumId}`, token, [{ name, data, field: 'file' }]);

  it('takes a .glb model and serves it as model/gltf-binary', async () => {
    const answer = await sendScene('room.glb', glb());
    expect(answer.status).toBe(200);
    expect(answer.body.data.cillFile).toMatchObject({ kind: 'glb', name: 'room.glb', bytes: glb().length });
    const file = await fetch(`${server.url}${answer.body.data.cillFile.url}`);
    expect(file.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.from(await file.arrayBuffer()).equals(glb())).toBe(true);
  });

  it('takes a 2:1 panorama (stored as JPEG), replacing the model, whose URL stops working', async () => {
    const before = (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data
      .cillFile;
    const answer = await sendScene('sky.png', await solidPng(2000, 1000, '#5090e0'));
    expect(answer.status).toBe(200);
    expect(answer.body.data.cillFile).toMatchObject({ kind: 'panorama', name: 'sky.png', width: 2000, height: 1000 });
    const image = await fetch(`${server.url}${answer.body.data.cillFile.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${server.url}${before?.url}`)).status).toBe(404);
  });

  it.each([
    ['a picture that is not 2:1', 'square.png', () => solidPng(500, 500), /twice as wide as it is high/],
    ['a text file', 'room.glb', () => Promise.resolve(textNamedJpg()), /neither a binary glTF model/],
    ['glTF version 1', 'old.glb', () => Promise.resolve(glb(1)), /version 2 is needed/],
    ['a cut-off .glb', 'cut.glb', () => Promise.resolve(glb().subarray(0, 30)), /incomplete/],
  ])('refuses %s with 415 naming the file, keeping the scene it had', async (_what, name, make, message) => {
    const before = (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data
      .cillFile;
    const answer = await sendScene(name, await make());
    expect(answer.status).toBe(415);
    expect(answer.body.data).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', file: name });
    expect(answer.body.message).toMatch(message);
    const after = (await call<AlbumWithIzooms>(server.api, 'GET', `/albums/get-by-id/${albumId}`, { token })).body.data
      .cillFile;
    expect(after).toEqual(before);
  });

  it('JSON {remove: true} clears it', async () => {
    const answer = await post(`/albums/update-cill-file/${albumId}`, { remove: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.cillFile).toBeNull();
    expect((await post(`/albums/update-cill-file/${albumId}`, {})).status).toBe(400);
  });
});

describe('izooms/upload-zip-and-generate', () => {
  it('adds the pictures and queues the generation in one call', async () => {
    const izoom = (await post('/izooms/create', { name: 'Zip and go', isPublic: true })).body.data;
    const zip = buildZip([
      { name: '2.jpg', data: await detailedJpeg(600, 400) },
      { name: '1.png', data: await solidPng(300, 300) },
    ]);
    const answer = await upload(server.api, `/izooms/upload-zip-and-generate/${izoom.id}`, token, [
      { name: 'set.zip', data: zip, field: 'file' },
    ]);
    expect(answer.status).toBe(202);
    expect(answer.body.data.added.map((p: { name: string }) => p.name)).toEqual(['1.png', '2.jpg']);
    expect(['queued', 'generating']).toContain(answer.body.data.izoom.generate.state);
    const states = await waitForGeneration(server.api, token, izoom.id);
    expect(states.at(-1)).toMatchObject({ state: 'done', version: 1 });
    // Changing pictures while a generation runs is refused; after it, it is fine again.
    const more = await upload(server.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'three.png', data: await solidPng(10, 10) },
    ]);
    expect(more.status).toBe(201);
  });
});
