import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { glbOf, jsonChunk, roomGlb } from '../../../tests/support/scene-fixtures';
import { sharpPng } from '../data/build-viewer-pack';
import { buildGalleryGlb } from '../data/gallery-model';
import { loadSetting, withTimeout } from './album-setting';

let galleryBytes: Uint8Array;
const gallery = async () => new Uint8Array(galleryBytes).buffer as ArrayBuffer;
const glb = { kind: 'glb', url: '/media/a/1/c-key/scene.glb' } as const;
const realFetch = globalThis.fetch;
/** The server's answer for the scene file; the gallery's own texture (a blob URL) is read as usual. */
const serve = (answer: () => Promise<Response>) =>
  vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
    String(input instanceof Request ? input.url : input).startsWith('blob:') ? realFetch(input) : answer(),
  );

beforeAll(async () => {
  galleryBytes = await buildGalleryGlb(sharpPng);
});
beforeEach(() => {
  // GLTFLoader decodes the gallery's texture with `createImageBitmap` and reads `self.URL`; node has neither.
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    return { width, height, close: () => undefined };
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the album's setting", () => {
  it('gives up on a promise that never settles', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20, 'too slow')).rejects.toThrow('too slow');
    await expect(withTimeout(Promise.resolve(7), 20, 'too slow')).resolves.toBe(7);
  });

  it('is the scene file when it can be drawn', async () => {
    const room = await roomGlb();
    serve(async () => new Response(new Uint8Array(room)));
    const { environment, fallback } = await loadSetting(glb, gallery, 2);
    expect(fallback).toBeNull();
    expect(environment.object?.getObjectByName('wall')).toBeTruthy();
  });

  it('is the built-in gallery, with why, for a scene file that cannot be drawn, fetched, or is never ready', async () => {
    const deep = glbOf([jsonChunk(`{"asset":{"version":"2.0"},"extras":${'['.repeat(1e5)}${']'.repeat(1e5)}}`)]);
    const cases: [() => Promise<Response>, RegExp][] = [
      [async () => new Response(new Uint8Array(deep)), /nests deeper than 64 levels/],
      [async () => new Response('gone', { status: 404 }), /HTTP 404/],
      [() => new Promise(() => undefined), /not ready within 0.05 seconds/],
    ];
    for (const [answer, reason] of cases) {
      serve(answer);
      const { environment, fallback } = await loadSetting(glb, gallery, 2, 50);
      expect(fallback?.message).toMatch(reason);
      expect(environment.object?.name).toBe('gallery');
    }
  });
});
