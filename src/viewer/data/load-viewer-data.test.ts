import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePack } from './pack-format';

const manifest = { name: 'Sample izoom', width: 2048, height: 1536, tileSize: 254, overlap: 1, maxLevel: 11 };
const bytesOf = (text: string) => new TextEncoder().encode(text);
const pack = encodePack(
  [
    { name: 'gallery.glb', type: 'model/gltf-binary', bytes: bytesOf('glTF-ish') },
    { name: 'sprites/shadow.png', type: 'image/png', bytes: bytesOf('shadow') },
    { name: 'sample/manifest.json', type: 'application/json', bytes: bytesOf(JSON.stringify(manifest)) },
    { name: 'sample/11/0_0.jpg', type: 'image/jpeg', bytes: bytesOf('tile') },
  ],
  'v0.0.24',
);

const fetchMock = vi.fn<typeof fetch>();
const decoded: { blob: Blob; options: ImageBitmapOptions | undefined }[] = [];

/** A fresh module each time: its memo starts empty. */
const load = async () => (await import('./load-viewer-data')).loadViewerData;

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  decoded.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('createImageBitmap', async (blob: Blob, options?: ImageBitmapOptions) => {
    decoded.push({ blob, options });
    return { width: 1, height: 1, close: vi.fn() };
  });
});

afterEach(() => vi.unstubAllGlobals());

const ok = () => new Response(pack.slice());

describe('loadViewerData', () => {
  it('fetches the data file once from the virtual module URL and decodes it', async () => {
    fetchMock.mockImplementation(async () => ok());
    const loadViewerData = await load();
    const [a, b] = await Promise.all([loadViewerData(), loadViewerData()]);
    expect(a).toBe(b);
    expect(await loadViewerData()).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/viewer-data-v0\.0\.24.*\.bin$/);
    expect(a.pack.version).toBe('v0.0.24');
  });

  it('rejects a failed fetch with a clear error, and the next call tries again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockImplementation(async () => ok());
    const loadViewerData = await load();
    await expect(loadViewerData()).rejects.toThrow('The viewer data could not be loaded: HTTP 404');
    await expect(loadViewerData()).rejects.toThrow('The viewer data could not be loaded (Failed to fetch)');
    await expect(loadViewerData()).resolves.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('rejects what is not viewer data', async () => {
    fetchMock.mockImplementation(async () => new Response('<!doctype html>'));
    const loadViewerData = await load();
    await expect(loadViewerData()).rejects.toThrow(/not viewer data/);
  });

  it('answers the sample as a viewer source with izoom-data: tiles', async () => {
    fetchMock.mockImplementation(async () => ok());
    const data = await (await load())();
    const source = data.sampleSource();
    expect(source).toEqual({
      title: 'Sample izoom',
      canvas: { width: 2048 / 1536, height: 1 },
      pictures: [
        {
          id: 0,
          name: 'Sample izoom',
          pyramid: { width: 2048, height: 1536, tileSize: 254, overlap: 1, maxLevel: 11 },
          rect: { x: 0, y: 0, width: 2048 / 1536, height: 1 },
          tileUrlTemplate: 'izoom-data:sample/{level}/{col}_{row}.jpg',
        },
      ],
    });
    expect(data.sampleSource()).toBe(source);
  });

  it('decodes tiles and sprites from the pack, unpremultiplied', async () => {
    fetchMock.mockImplementation(async () => ok());
    const data = await (await load())();
    await data.loadTile('izoom-data:sample/11/0_0.jpg', new AbortController().signal);
    await data.sprite('shadow');
    expect(decoded.map(({ blob }) => blob.type)).toEqual(['image/jpeg', 'image/png']);
    expect(await decoded[0]?.blob.text()).toBe('tile');
    expect(decoded[0]?.options).toEqual({ premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
    await expect(data.loadTile('izoom-data:sample/11/9_9.jpg', new AbortController().signal)).rejects.toThrow(
      'The viewer data has no sample/11/9_9.jpg',
    );
  });

  it('honours an aborted signal', async () => {
    fetchMock.mockImplementation(async () => ok());
    const data = await (await load())();
    const controller = new AbortController();
    controller.abort();
    await expect(data.loadTile('izoom-data:sample/11/0_0.jpg', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(decoded).toHaveLength(0);
  });

  it('hands out copies of the gallery scene', async () => {
    fetchMock.mockImplementation(async () => ok());
    const data = await (await load())();
    const copy = new Uint8Array(data.galleryGlb());
    expect(new TextDecoder().decode(copy)).toBe('glTF-ish');
    copy[0] = 0;
    expect(new TextDecoder().decode(data.galleryGlb())).toBe('glTF-ish');
  });
});
