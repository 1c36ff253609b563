import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import type { IzoomDetail, UploadResult } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import {
  corruptJpeg,
  detailedJpeg,
  pngClaiming,
  solidPng,
  solidWebp,
  textNamedJpg,
  truncatedPng,
} from '../support/pictures';
import { ADMIN, startTestServer, type TestServer } from '../support/server';
import { upload } from '../support/upload';
import { buildZip } from '../support/zip-writer';

/** Every bad input gets a clear error and leaves nothing behind: no picture rows, no files. */

let server: TestServer;
let token: string;
let izoomId: number;

beforeAll(async () => {
  server = await startTestServer({
    UPLOAD_MAX_BYTES: String(2 * 1024 * 1024),
    UPLOAD_MAX_FILES: '5',
    ZIP_MAX_BYTES: String(4 * 1024 * 1024),
    ZIP_MAX_UNCOMPRESSED_BYTES: String(64 * 1024 * 1024),
    ZIP_MAX_ENTRIES: '50',
    PICTURE_MAX_PIXELS: '40000000',
  });
  token = (await signIn(server.url, ADMIN)).access_token;
});
afterAll(async () => server?.close());
beforeEach(async () => {
  izoomId = (await call(server.api, 'POST', '/izooms/create', { token, body: { name: 'uploads' } })).body.data.id;
});

const send = (path: string, files: { name: string; data: Buffer }[], fields?: Record<string, string>) =>
  upload(server.api, `${path}/${izoomId}`, token, files, fields);
/** Uploads in flight: on this machine, in WORK_DIR. */
const inFlight = async () => readdir(path.join(server.dataDir, 'work', 'incoming')).catch(() => [] as string[]);
/** The izoom's originals, in whichever store the server keeps them. */
const originals = () => server.app.store.children(`originals/i/${izoomId}`);
const detail = async () =>
  (await call<IzoomDetail>(server.api, 'GET', `/izooms/get-by-id/${izoomId}`, { token })).body.data;

/** Nothing of the refused upload anywhere: no rows, no originals, nothing in flight. */
async function expectNothingLeft() {
  expect((await detail()).pictures).toEqual([]);
  expect(await originals()).toEqual([]);
  expect(await inFlight()).toEqual([]);
}

describe('upload refuses bad pictures by content, naming the file, and keeps nothing', () => {
  it.each([
    ['a text file named .jpg', 'notes.jpg', textNamedJpg, 415, 'UNSUPPORTED_MEDIA_TYPE', /notes\.jpg is not a picture/],
    [
      'a corrupt JPEG',
      'broken.jpg',
      corruptJpeg,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      /broken\.jpg is damaged or incomplete/,
    ],
    ['a truncated PNG', 'half.png', truncatedPng, 415, 'UNSUPPORTED_MEDIA_TYPE', /half\.png is damaged or incomplete/],
    [
      'a pixel bomb (header claims 100000 × 100000)',
      'bomb.png',
      () => pngClaiming(100_000, 100_000),
      413,
      'PAYLOAD_TOO_LARGE',
      /bomb\.png is 100000 × 100000 pixels \(10,000 megapixels\); the limit is 40 megapixels/,
    ],
  ])('%s', async (_what, name, make, status, code, message) => {
    // A good picture first: all or nothing means it is not kept either.
    const answer = await send('/izooms/upload', [
      { name: 'good.jpg', data: await detailedJpeg(200, 100) },
      { name, data: await make() },
    ]);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, data: { code, file: name } });
    expect(answer.body.message).toMatch(message);
    await expectNothingLeft();
  });

  it('a file over UPLOAD_MAX_BYTES → 413 naming it', async () => {
    const answer = await send('/izooms/upload', [{ name: 'huge.jpg', data: await detailedJpeg(3000, 3000, 100) }]);
    expect(answer.status).toBe(413);
    expect(answer.body.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', file: 'huge.jpg' });
    expect(answer.body.message).toBe('huge.jpg is larger than the limit of 2 MB');
    await expectNothingLeft();
  });

  it('more files than UPLOAD_MAX_FILES → 413', async () => {
    const data = await solidPng(10, 10);
    const answer = await send(
      '/izooms/upload',
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data })),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Send at most 5 files at once');
    await expectNothingLeft();
  });

  it('JSON instead of multipart → 415, no files → 400', async () => {
    const json = await call(server.api, 'POST', `/izooms/upload/${izoomId}`, { token, body: {} });
    expect(json.status).toBe(415);
    expect(json.body.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const none = await send('/izooms/upload', []);
    expect(none.status).toBe(400);
    expect(none.body.data).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.files' });
  });

  it('an upload cut off mid-stream leaves no picture record and no file', async () => {
    const boundary = 'izoomboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const picture = await detailedJpeg(800, 600);
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${server.api}/izooms/upload/${izoomId}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          [APP_VERSION_HEADER]: APP_VERSION,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + picture.length + 100),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(head);
      req.write(picture.subarray(0, picture.length / 2), () => setTimeout(() => req.destroy(), 200));
    });
    await new Promise((r) => setTimeout(r, 300));
    await expectNothingLeft();
  });
});

describe('upload accepts every supported format', () => {
  it('JPEG, PNG, WebP, AVIF, TIFF and GIF, in the order sent', async () => {
    const sharp = (await import('sharp')).default;
    const base = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } });
    const answer = await send('/izooms/upload', [
      { name: 'a.jpg', data: await base().jpeg().toBuffer() },
      { name: 'b.png', data: await base().png().toBuffer() },
      { name: 'c.webp', data: await solidWebp(40, 30) },
      { name: 'd.avif', data: await base().avif().toBuffer() },
      { name: 'e.tiff', data: await base().tiff().toBuffer() },
    ]);
    expect(answer.status).toBe(201);
    const gif = await send('/izooms/upload', [{ name: 'f.gif', data: await base().gif().toBuffer() }]);
    expect(gif.status).toBe(201);
    const pictures = (await detail()).pictures;
    expect(pictures.map((p) => [p.name, p.format, p.position])).toEqual([
      ['a.jpg', 'jpeg', 0],
      ['b.png', 'png', 1],
      ['c.webp', 'webp', 2],
      ['d.avif', 'avif', 3],
      ['e.tiff', 'tiff', 4],
      ['f.gif', 'gif', 5],
    ]);
    expect(pictures.every((p) => p.width === 40 && p.height === 30 && /^[0-9a-f]{64}$/.test(p.hash))).toBe(true);
    const thumb = await fetch(`${server.url}${pictures[0].thumbnailUrl}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('zips', () => {
  it('adds pictures in natural order with folders kept, and lists what it skipped', async () => {
    const jpg = await detailedJpeg(64, 48);
    const zip = buildZip([
      { name: 'b/10.jpg', data: jpg },
      { name: 'b/2.jpg', data: jpg },
      { name: 'a.png', data: await solidPng(20, 20) },
      { name: 'readme.txt', data: Buffer.from('hello') },
      { name: 'fake.jpg', data: textNamedJpg() },
      { name: '__MACOSX/._a.png', data: Buffer.from('junk') },
    ]);
    const answer = await send('/izooms/upload-zip', [{ name: 'holiday.zip', data: zip }]);
    expect(answer.status).toBe(201);
    const result = answer.body.data as UploadResult;
    expect(result.added.map((p) => p.name)).toEqual(['a.png', 'b/2.jpg', 'b/10.jpg']);
    expect(result.skipped.map((s) => s.name).sort()).toEqual(['fake.jpg', 'readme.txt']);
    expect(result.skipped.every((s) => s.reason.length > 0)).toBe(true);
    expect(answer.body.message).toBe('3 pictures added, 2 files skipped');
  });

  it.each([
    ['an entry with ../', [{ name: '../evil.jpg' }], 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a symbolic link', [{ name: 'link.jpg', symlink: true }], 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an encrypted entry', [{ name: 'secret.jpg', encrypted: true }], 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a nested zip', [{ name: 'inner.zip' }], 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a zip bomb',
      [{ name: 'zeros.jpg', data: Buffer.alloc(60 * 1024 * 1024), method: 'deflate' as const }],
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('refuses %s, naming it, and keeps nothing', async (_what, bad, status, code) => {
    const good = { name: 'good.jpg', data: await detailedJpeg(64, 48) };
    const entries = [good, ...bad.map((b) => ({ data: Buffer.from('x'.repeat(64)), ...b }))];
    const answer = await send('/izooms/upload-zip', [{ name: 'bad.zip', data: buildZip(entries) }]);
    expect(answer.status).toBe(status);
    expect(answer.body.data).toMatchObject({ code, file: 'bad.zip' });
    expect(answer.body.message.length).toBeGreaterThan(10);
    await expectNothingLeft();
  });

  it('a zip with no usable pictures → 415 with the skipped list', async () => {
    const answer = await send('/izooms/upload-zip', [
      { name: 'text.zip', data: buildZip([{ name: 'a.txt', data: Buffer.from('a') }]) },
    ]);
    expect(answer.status).toBe(415);
    expect(answer.body.data.skipped).toEqual([{ name: 'a.txt', reason: expect.any(String) }]);
    await expectNothingLeft();
  });

  it('a file that is not a zip → 415', async () => {
    const answer = await send('/izooms/upload-zip', [{ name: 'photo.zip', data: await detailedJpeg(10, 10) }]);
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/not a zip/);
    await expectNothingLeft();
  });
});

describe('replacing and deleting pictures, choosing the poster', () => {
  it('update-img replaces the image (new thumbnail URL, old files gone); delete-picture removes its files', async () => {
    const added = (
      await send('/izooms/upload', [
        { name: 'one.jpg', data: await detailedJpeg(300, 200) },
        { name: 'two.png', data: await solidPng(100, 100) },
      ])
    ).body.data as UploadResult;
    const [one, two] = added.added;
    const before = await originals();
    expect(before).toHaveLength(2);

    const bad = await send('/izooms/update-img', [{ name: 'x.jpg', data: textNamedJpg() }], {
      pictureId: String(one.id),
    });
    expect(bad.status).toBe(415);
    const missing = await send('/izooms/update-img', [{ name: 'x.png', data: await solidPng(5, 5) }], {
      pictureId: '99999',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The requested picture is not found');

    const replaced = await send('/izooms/update-img', [{ name: 'one-b.png', data: await solidPng(500, 250) }], {
      pictureId: String(one.id),
    });
    expect(replaced.status).toBe(200);
    const now = replaced.body.data as IzoomDetail;
    expect(now.pictures[0]).toMatchObject({ id: one.id, name: 'one-b.png', width: 500, height: 250, position: 0 });
    expect(now.pictures[0].thumbnailUrl).not.toBe(one.thumbnailUrl);
    expect((await fetch(`${server.url}${one.thumbnailUrl}`)).status).toBe(404);
    expect(await originals()).toHaveLength(2);

    const deleted = await call(server.api, 'POST', `/izooms/delete-picture/${izoomId}`, {
      token,
      body: { pictureId: two.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.pictures.map((p: { id: number }) => p.id)).toEqual([one.id]);
    expect(await originals()).toHaveLength(1);
    expect((await fetch(`${server.url}${two.thumbnailUrl}`)).status).toBe(404);
  });

  it('update-poster takes a picture of the izoom or an uploaded image', async () => {
    const added = (
      await send('/izooms/upload', [
        { name: 'one.jpg', data: await detailedJpeg(900, 600) },
        { name: 'two.png', data: await solidPng(400, 400) },
      ])
    ).body.data as UploadResult;
    expect(added.izoom.poster).toMatchObject({ width: 900, height: 600 });
    const chosen = await call(server.api, 'POST', `/izooms/update-poster/${izoomId}`, {
      token,
      body: { pictureId: added.added[1].id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.poster).toMatchObject({ width: 400, height: 400 });
    expect(chosen.body.data.poster.renditions.map((r: { width: number }) => r.width)).toEqual([160, 320]);

    const uploaded = await upload(server.api, `/izooms/update-poster/${izoomId}`, token, [
      { name: 'cover.webp', data: await solidWebp(700, 350), field: 'file' },
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.poster).toMatchObject({ width: 700, height: 350 });
    const rendition = await fetch(`${server.url}${uploaded.body.data.poster.renditions[0].url}`);
    expect(rendition.headers.get('content-type')).toBe('image/jpeg');
    // The previous poster's files are gone.
    expect((await fetch(`${server.url}${chosen.body.data.poster.renditions[0].url}`)).status).toBe(404);

    const wrong = await call(server.api, 'POST', `/izooms/update-poster/${izoomId}`, {
      token,
      body: { pictureId: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.pictureId' });
  });
});
