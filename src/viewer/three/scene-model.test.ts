import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostileScenes, roomGlb } from '../../../tests/support/scene-fixtures';
import { loadSceneModel, parseGlb, UndrawableScene } from './scene-model';

const fixtures = await hostileScenes(64 * 1024);
const named = (name: string) => {
  const fixture = fixtures.find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture "${name}"`);
  return fixture;
};
const arrayBuffer = (bytes: Uint8Array) => new Uint8Array(bytes).buffer as ArrayBuffer;

let requested: string[];
beforeEach(() => {
  requested = [];
  const realFetch = globalThis.fetch;
  // Every address a loader asks for is noted; data and blob URLs are answered as the browser would, nothing else.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push(url);
    if (/^(data|blob):/.test(url)) return realFetch(url);
    throw new TypeError('no network in this test');
  });
  // GLTFLoader decodes images with `createImageBitmap` (as in Chromium) and reads `self.URL`.
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    return { width, height, close: () => undefined };
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the album scene model's loader", () => {
  it.each([
    'https buffer',
    'http buffer',
    'protocol-relative buffer',
    'file: buffer',
    'relative buffer',
    'outside image',
    'relative image',
  ])('never requests the outside file of a model with a %s, even past the checks', async (name) => {
    await expect(parseGlb(arrayBuffer(named(name).bytes))).rejects.toThrow(/outside file/);
    expect(requested.filter((url) => !/^(data|blob):/.test(url))).toEqual([]);
  });

  it('does not draw a model whose image cannot be read (GLTFLoader would, without it)', async () => {
    await expect(parseGlb(arrayBuffer(named('non-image image data').bytes))).rejects.toThrow(
      'The scene file has an image that cannot be read.',
    );
  });

  it('reads embedded resources: the binary chunk, and data URIs', async () => {
    const gltf = await parseGlb(arrayBuffer(await roomGlb()));
    expect(gltf.scene.getObjectByName('wall')).toBeTruthy();
    const withDataUri = await parseGlb(arrayBuffer(named('oversized data URI').bytes));
    expect(withDataUri.scene.getObjectByName('floor')).toBeTruthy();
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => !/^(data|blob):/.test(url))).toEqual([]);
  });

  it('refuses, before three.js reads it, a planted file that breaks the rules the upload checks', async () => {
    const ruled = fixtures.filter((f) => !f.validatorCode && f.name !== 'oversized data URI');
    const sceneUrl = '/media/a/1/c-key/scene.glb';
    const serve = async (bytes: Uint8Array) => {
      const stubbed = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
        String(input) === sceneUrl ? new Response(new Uint8Array(bytes)) : stubbed(input),
      );
    };
    for (const fixture of ruled) {
      await serve(fixture.bytes);
      await expect(loadSceneModel(sceneUrl), fixture.name).rejects.toThrow(UndrawableScene);
    }
    await serve(await roomGlb());
    expect((await loadSceneModel(sceneUrl)).scene.getObjectByName('floor')).toBeTruthy();
  });
});
