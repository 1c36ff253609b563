import sharp, { type Sharp } from 'sharp';
import { expect } from 'vitest';
import type { Album } from '../../src/shared/schemas/albums';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import { call } from './api';
import { signIn } from './oidc-flow';
import { detailedJpeg } from './pictures';
import { generate } from './published';
import { ADMIN, startTestServer, type TestServer } from './server';
import { upload } from './upload';

/** What the IIIF API tests (tests/api/iiif-*.test.ts) start from, and how they compare pixels. */

export const imageBase = (z: IzoomDetail, index = 0) =>
  `/iiif/3/i${z.id}-v${z.generate.version}-p${z.pictures[index].id}`;

/**
 * Gradients, sharp-edged shapes and a fine 4 px checkerboard over all: a pixel off shows at once, and there is no
 * noise, which no two encoders agree on.
 */
export const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#e9c46a"/><stop offset="1" stop-color="#e63946"/>
      </linearGradient>
      <pattern id="c" width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" fill="#000"/><rect x="4" y="4" width="4" height="4" fill="#000"/>
      </pattern></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect width="100%" height="100%" fill="url(#c)" opacity="0.3"/>
      <circle cx="300" cy="250" r="180" fill="#2a9d8f"/><rect x="600" y="380" width="300" height="220" fill="#f1faee"/>
      <circle cx="780" cy="200" r="90" fill="#264653"/>
    </svg>`),
  )
    .jpeg({ quality: 95 })
    .toBuffer();

/** Mean absolute difference per channel (0–255) of two pictures of the same size. */
export async function meanDifference(answer: Buffer, expected: Sharp | Promise<Sharp>): Promise<number> {
  const rgb = (image: Sharp) => image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const a = await rgb(sharp(answer));
  const b = await rgb(await expected);
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

/** Then turned: from the scaled pixels (sharp would turn before scaling in one pipeline). */
export const turned = async (scaled: Sharp, degrees: number) => sharp(await scaled.png().toBuffer()).rotate(degrees);

export interface IiifFixture {
  server: TestServer;
  token: string;
  /** A public izoom of the source picture (1000 × 700) and a 300 × 400 one, generated. */
  izoom: IzoomDetail;
  /** A private izoom, generated. */
  hidden: IzoomDetail;
  /** A public album: group `first` holds both izooms, `only-hidden` the private one. */
  album: Album;
  /** The 1000 × 700 source picture, as uploaded. */
  source: Buffer;
}

/** A real server (SQLite and a folder, or PostgreSQL and S3) with the fixture's izooms and album. */
export async function startIiifFixture(): Promise<IiifFixture> {
  const server = await startTestServer();
  const token = (await signIn(server.url, ADMIN)).access_token;
  const post = <T>(path: string, body?: unknown) => call<T>(server.api, 'POST', path, { token, body });
  const created = async (name: string, isPublic: boolean, files: { name: string; data: Buffer }[]) => {
    const made = await post<IzoomDetail>('/izooms/create', { name, isPublic });
    expect(made.status).toBe(201);
    expect((await upload(server.api, `/izooms/upload/${made.body.data.id}`, token, files)).status).toBe(201);
    return generate(server.api, token, made.body.data.id);
  };
  const source = await picture(1000, 700);
  const izoom = await created('IIIF', true, [
    { name: 'shapes.jpg', data: source },
    { name: 'tall.jpg', data: await detailedJpeg(300, 400) },
  ]);
  const hidden = await created('Hidden', false, [{ name: 'hidden.jpg', data: await detailedJpeg(200, 100) }]);
  const album = (
    await post<Album>('/albums/create', { name: 'IIIF album', description: 'For viewers', isPublic: true })
  ).body.data;
  const groups = [
    { id: 'first', name: 'First room', izoomIds: [izoom.id, hidden.id] },
    { id: 'only-hidden', name: 'Hidden room', izoomIds: [hidden.id] },
  ];
  expect((await post(`/albums/update-group/${album.id}`, { groups })).status).toBe(200);
  return { server, token, izoom, hidden, album, source };
}
