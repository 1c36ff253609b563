import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Izoom, IzoomDetail, UploadResult } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { CODES, signInActors } from '../support/actors';
import { call } from '../support/api';
import { solidPng } from '../support/pictures';
import { generate } from '../support/published';
import { expectRefused } from '../support/refused';
import { startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';

/**
 * `izooms/add-iiif-picture`: an outside IIIF image as a picture of an izoom. The server checks what the browser
 * sends and never fetches the image: a loopback server stands for the outside one and counts every request.
 */

let server: TestServer;
let outside: Server;
let outsideUrl: string;
const outsideRequests: string[] = [];
let actors: Awaited<ReturnType<typeof signInActors>>;

const add = (id: number, body: unknown, token: string | null = actors.tokens.owner) =>
  call<UploadResult>(server.api, 'POST', `/izooms/add-iiif-picture/${id}`, { token: token ?? undefined, body });
const create = async (name: string, isPublic = true) =>
  (await call<Izoom>(server.api, 'POST', '/izooms/create', { token: actors.tokens.owner, body: { name, isPublic } }))
    .body.data.id;
const manifestOf = async (izoom: IzoomDetail) =>
  (await (await fetch(`${server.url}${izoom.manifestUrl}`)).json()) as IzoomManifest;
const info = (name: string) => `${outsideUrl}/iiif/${name}/info.json`;

beforeAll(async () => {
  outside = createServer((request, response) => {
    outsideRequests.push(`${request.headers['user-agent']} ${request.url}`);
    response.statusCode = 500;
    response.end();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  outsideUrl = `http://127.0.0.1:${(outside.address() as { port: number }).port}`;
  server = await startTestServer({ PICTURE_MAX_PIXELS: '50000000' });
  actors = await signInActors(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => outside?.close(resolve));
});

describe('izooms/add-iiif-picture', () => {
  it('adds the image as a picture without bytes, named after its service, and never fetches it', async () => {
    const id = await create('Outside only');
    const answer = await add(id, { infoUrl: info('Harbour%20map'), width: 3000, height: 2000, version: 2 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.success).toBe(true);
    const [picture] = answer.body.data.added;
    expect(picture).toMatchObject({
      name: 'Harbour map',
      format: 'iiif-2',
      width: 3000,
      height: 2000,
      bytes: 0,
      hash: '',
      iiifInfoUrl: info('Harbour%20map'),
      thumbnailUrl: `${outsideUrl}/iiif/Harbour%20map/full/!320,320/0/default.jpg`,
    });
    expect(answer.body.data.izoom.pictures).toHaveLength(1);
    // A service id (with a trailing slash) is taken as its info.json; a name given is kept.
    const byId = await add(id, { infoUrl: `${outsideUrl}/iiif/b/`, width: 10, height: 20, name: 'Bee' });
    expect(byId.body.data.added[0]).toMatchObject({ name: 'Bee', format: 'iiif-3', iiifInfoUrl: info('b') });
    expect(outsideRequests).toEqual([]);
  });

  it('refuses what is no absolute http(s) URL, too long, or a size out of bounds: 400 naming the field', async () => {
    const id = await create('Refusals');
    const good = { infoUrl: info('x'), width: 100, height: 100 };
    const badUrls = [
      '',
      'info.json',
      '/iiif/x/info.json',
      'ftp://example.org/iiif/x/info.json',
      'javascript:alert(1)',
      'https://user:secret@example.org/iiif/x/info.json',
      'https://example.org/iiif/x/info.json?token=1',
      'https://example.org/iiif/x/info.json#top',
      'https://example.org/iiif x/info.json',
      `https://example.org/${'a'.repeat(2000)}/info.json`,
    ];
    for (const infoUrl of badUrls) expectRefused(await add(id, { ...good, infoUrl }), 'body.infoUrl');
    for (const width of [0, -5, 1.5, '100', null]) expectRefused(await add(id, { ...good, width }), 'body.width');
    for (const height of [0, 2.5]) expectRefused(await add(id, { ...good, height }), 'body.height');
    // 50 000 000 pixels at most here (PICTURE_MAX_PIXELS).
    expectRefused(await add(id, { ...good, width: 10_000, height: 5001 }), 'body.width');
    expectRefused(await add(id, { ...good, version: 4 }), 'body.version');
    expectRefused(await add(id, { ...good, extra: 1 }), 'body.extra');
    const detail = await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${id}`, {
      token: actors.tokens.owner,
    });
    expect(detail.body.data.pictures).toEqual([]);
    expect((await add(id, { ...good, width: 10_000, height: 5000 })).status).toBe(201);
  });

  it('is for whoever may change the izoom: others get the usual envelope', async () => {
    const id = await create('Private', false);
    const body = { infoUrl: info('y'), width: 10, height: 10 };
    for (const [token, status] of [
      [null, 401],
      [actors.tokens.other, 404],
      [actors.tokens.guest, 404],
    ] as const) {
      const answer = await add(id, body, token);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ success: false, data: { code: CODES[status] } });
    }
    expect((await add(999_999, body)).status).toBe(404);
    expect((await add(id, body, actors.tokens.admin)).status).toBe(201);
  });

  it('is listed in the OpenAPI document with its body', async () => {
    const doc = await (await fetch(`${server.api}/docs/json`)).json();
    const operation = doc.paths['/api/izooms/add-iiif-picture/{id}']?.post;
    expect(operation?.tags).toEqual(['izooms']);
    const schema = operation?.requestBody?.content['application/json'].schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(['infoUrl', 'width', 'height', 'version', 'name']);
    expect(schema?.properties.infoUrl.maxLength).toBe(2000);
  });
});

describe('generation of an izoom with outside pictures', () => {
  it('lists each in the manifest with its size, place and info.json, and makes no pyramid of it', async () => {
    const id = await create('Mixed');
    const uploaded = await upload(server.api, `/izooms/upload/${id}`, actors.tokens.owner, [
      { name: 'red.png', data: await solidPng(400, 300, '#c03030') },
    ]);
    expect(uploaded.status).toBe(201);
    const added = (await add(id, { infoUrl: info('wide'), width: 1600, height: 800 })).body.data.added[0];
    await upload(server.api, `/izooms/upload/${id}`, actors.tokens.owner, [
      { name: 'blue.png', data: await solidPng(300, 300, '#3030c0') },
    ]);
    const izoom = await generate(server.api, actors.tokens.owner, id);
    const manifest = await manifestOf(izoom);
    expect(manifest.pictures.map((p) => p.name)).toEqual(['red.png', 'blue.png']);
    expect(manifest.outsidePictures).toEqual([
      {
        id: added.id,
        index: 1,
        name: 'wide',
        width: 1600,
        height: 800,
        rect: expect.objectContaining({ height: 1 }),
        iiifInfoUrl: info('wide'),
        iiifVersion: 3,
      },
    ]);
    // Laid out between the two others: the grid goes row by row, left to right.
    const [red] = manifest.pictures;
    const all = [...manifest.pictures, ...(manifest.outsidePictures ?? [])];
    const reading = all.sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x).map((p) => p.name);
    expect(reading).toEqual(['red.png', 'wide', 'blue.png']);
    const folder = `${server.url}${izoom.manifestUrl?.replace('manifest.json', '')}`;
    expect((await fetch(`${folder}p/${red.id}.dzi`)).status).toBe(200);
    expect((await fetch(`${folder}p/${added.id}.dzi`)).status).toBe(404);
    expect((await fetch(`${folder}p/${added.id}_files/0/0_0.jpeg`)).status).toBe(404);
    // The poster is the first uploaded picture's; the outside server heard nothing.
    expect(izoom.poster?.width).toBe(400);
    expect(outsideRequests).toEqual([]);

    // Deleting the first picture lays the rest out again, the outside one now first.
    const deleted = await call(server.api, 'POST', `/izooms/delete-picture/${id}`, {
      token: actors.tokens.owner,
      body: { pictureId: red.id },
    });
    expect(deleted.status).toBe(200);
    const after = await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${id}`, { token: actors.tokens.owner });
    const next = await manifestOf(after.body.data);
    expect(next.pictures.map((p) => p.name)).toEqual(['blue.png']);
    expect(next.outsidePictures).toEqual([expect.objectContaining({ id: added.id, index: 0 })]);
    expect(next.outsidePictures?.[0].rect.x).toBe(0);

    // IIIF Presentation: the outside image's Canvas is painted by its own service.
    const presentation = await (await fetch(`${server.url}/iiif/3/izooms/${id}/manifest.json`)).json();
    const bodies = presentation.items.map(
      (canvas: { items: { items: { body: { id: string; service: { id: string }[] } }[] }[] }) =>
        canvas.items[0].items[0].body,
    );
    expect(bodies[0]).toMatchObject({
      id: `${outsideUrl}/iiif/wide/full/max/0/default.jpg`,
      width: 1600,
      height: 800,
      service: [{ id: `${outsideUrl}/iiif/wide`, type: 'ImageService3' }],
    });
    expect(bodies[1].service[0].id).toContain(`/iiif/3/i${id}-`);
    // Our image service does not stand in for it.
    const ours = `${server.url}/iiif/3/i${id}-v${after.body.data.generate.version}-p${added.id}/info.json`;
    expect((await fetch(ours)).status).toBe(404);
  });

  it('an izoom of outside pictures only: generated, with no poster, and no outside picture can be its poster', async () => {
    const id = await create('Outside only, generated');
    const added = (await add(id, { infoUrl: info('only'), width: 500, height: 500 })).body.data.added[0];
    const izoom = await generate(server.api, actors.tokens.owner, id);
    expect(izoom.poster).toBeNull();
    const manifest = await manifestOf(izoom);
    expect(manifest.pictures).toEqual([]);
    expect(manifest.outsidePictures?.map((p) => p.id)).toEqual([added.id]);
    const list = await call<{ items: Izoom[] }>(server.api, 'GET', '/izooms/public-list');
    expect(list.body.data.items.find((item) => item.id === id)).toMatchObject({ poster: null, pictureCount: 1 });
    const poster = await call(server.api, 'POST', `/izooms/update-poster/${id}`, {
      token: actors.tokens.owner,
      body: { pictureId: added.id },
    });
    expectRefused(poster, 'body.pictureId', 'An outside IIIF image cannot be the poster');
    expect(outsideRequests).toEqual([]);
  });
});
