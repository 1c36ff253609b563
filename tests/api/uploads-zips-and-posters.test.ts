import { describe, expect, it } from 'vitest';
import type { IzoomDetail, UploadResult } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { detailedJpeg, solidPng, solidWebp, textNamedJpg } from '../support/pictures';
import { upload } from '../support/upload';
import { buildZip } from '../support/zip-writer';
import { at, expectNothingLeft, originals, send, startUploadServer } from './uploads-harness';

/** Zips, replacing and deleting pictures, and the poster: refusals keep nothing (pictures: uploads.test.ts). */

startUploadServer();

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
    expect((await fetch(`${at.server.url}${one.thumbnailUrl}`)).status).toBe(404);
    expect(await originals()).toHaveLength(2);

    const deleted = await call(at.server.api, 'POST', `/izooms/delete-picture/${at.izoomId}`, {
      token: at.token,
      body: { pictureId: two.id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.pictures.map((p: { id: number }) => p.id)).toEqual([one.id]);
    expect(await originals()).toHaveLength(1);
    expect((await fetch(`${at.server.url}${two.thumbnailUrl}`)).status).toBe(404);
  });

  it('update-poster takes a picture of the izoom or an uploaded image', async () => {
    const added = (
      await send('/izooms/upload', [
        { name: 'one.jpg', data: await detailedJpeg(900, 600) },
        { name: 'two.png', data: await solidPng(400, 400) },
      ])
    ).body.data as UploadResult;
    expect(added.izoom.poster).toMatchObject({ width: 900, height: 600 });
    const chosen = await call(at.server.api, 'POST', `/izooms/update-poster/${at.izoomId}`, {
      token: at.token,
      body: { pictureId: added.added[1].id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.poster).toMatchObject({ width: 400, height: 400 });
    expect(chosen.body.data.poster.renditions.map((r: { width: number }) => r.width)).toEqual([160, 320]);

    const uploaded = await upload(at.server.api, `/izooms/update-poster/${at.izoomId}`, at.token, [
      { name: 'cover.webp', data: await solidWebp(700, 350), field: 'file' },
    ]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.poster).toMatchObject({ width: 700, height: 350 });
    const rendition = await fetch(`${at.server.url}${uploaded.body.data.poster.renditions[0].url}`);
    expect(rendition.headers.get('content-type')).toBe('image/jpeg');
    // The previous poster's files are gone.
    expect((await fetch(`${at.server.url}${chosen.body.data.poster.renditions[0].url}`)).status).toBe(404);

    const wrong = await call(at.server.api, 'POST', `/izooms/update-poster/${at.izoomId}`, {
      token: at.token,
      body: { pictureId: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.pictureId' });
  });
});
