import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, APP_VERSION_HEADER } from '../../src/shared/constants';
import { call } from '../support/api';
import {
  corruptJpeg,
  detailedJpeg,
  pngClaiming,
  solidPng,
  solidWebp,
  textNamedJpg,
  truncatedPng,
} from '../support/pictures';
import { at, detail, expectNothingLeft, send, startUploadServer } from './uploads-harness';

/**
 * Every bad input gets a clear error and leaves nothing behind: no picture rows, no files.
 * Zips, replacing pictures and the poster: uploads-zips-and-posters.test.ts.
 */

startUploadServer();

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
    const json = await call(at.server.api, 'POST', `/izooms/upload/${at.izoomId}`, { token: at.token, body: {} });
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
      const req = httpRequest(`${at.server.api}/izooms/upload/${at.izoomId}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${at.token}`,
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
    const thumb = await fetch(`${at.server.url}${pictures[0].thumbnailUrl}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  });
});
