import { describe, expect, it } from 'vitest';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { sourceFromManifest } from './izoom-source';
import { withOutsidePictures } from './outside-pictures';

const manifest: IzoomManifest = {
  type: 'izoom-manifest',
  formatVersion: 1,
  izoomId: 3,
  version: 2,
  name: 'Harbour',
  description: '',
  generatedAt: '2026-11-26T00:00:00Z',
  tileSize: 254,
  overlap: 1,
  tileFormat: 'jpeg',
  canvas: { width: 4.1, height: 1 },
  pictures: [
    {
      id: 11,
      name: 'a.jpg',
      width: 1000,
      height: 1000,
      rect: { x: 0, y: 0, width: 1, height: 1 },
      maxLevel: 10,
      dzi: 'p/11.dzi',
      tileUrlTemplate: 'p/11_files/{level}/{col}_{row}.jpeg',
    },
  ],
  outsidePictures: [
    {
      id: 12,
      index: 1,
      name: 'map',
      width: 3000,
      height: 2000,
      rect: { x: 1.05, y: 0, width: 1.5, height: 1 },
      iiifInfoUrl: 'https://museum.example/iiif/map/info.json',
      iiifVersion: 3,
    },
    {
      id: 13,
      index: 2,
      name: 'gone',
      width: 1500,
      height: 1000,
      rect: { x: 2.6, y: 0, width: 1.5, height: 1 },
      iiifInfoUrl: 'https://museum.example/iiif/gone/info.json',
      iiifVersion: 2,
    },
  ],
};

const MAP_INFO = {
  '@context': 'http://iiif.io/api/image/3/context.json',
  id: 'https://museum.example/iiif/map',
  type: 'ImageService3',
  profile: 'level0',
  width: 3000,
  height: 2000,
  tiles: [{ width: 512, scaleFactors: [1, 2, 4, 8] }],
};

const base = sourceFromManifest(manifest, 'http://h/media/i/3/v2-k/manifest.json');

describe("an izoom's outside IIIF pictures", () => {
  it('are not in the source made from the manifest alone (a viewer that knows only Deep Zoom still works)', () => {
    expect(base.pictures.map((p) => p.id)).toEqual([11]);
  });

  it('get their pyramid from their info.json and keep the place the layout gave them', async () => {
    const asked: string[] = [];
    const source = await withOutsidePictures(base, manifest, async (url) => {
      asked.push(url);
      if (url.includes('/map/')) return MAP_INFO;
      throw new Error('HTTP 404');
    });
    expect(asked).toEqual(['https://museum.example/iiif/map/info.json', 'https://museum.example/iiif/gone/info.json']);
    expect(source.pictures.map((p) => p.id)).toEqual([11, 12]);
    expect(source.pictures[1]).toEqual({
      id: 12,
      name: 'map',
      rect: { x: 1.05, y: 0, width: 1.5, height: 1 },
      pyramid: { width: 3000, height: 2000, tileSize: 512, overlap: 0, maxLevel: 12, minLevel: 9 },
      tileUrlTemplate: 'https://museum.example/iiif/map/{x},{y},{w},{h}/{tw},{th}/0/default.jpg',
    });
    // The one whose info.json failed is left out and said; the canvas stays the manifest's.
    expect(source.failedPictures).toEqual([{ id: 13, name: 'gone', reason: 'HTTP 404' }]);
    expect(source.canvas).toEqual({ width: 4.1, height: 1 });
  });

  it('one whose info.json is no IIIF image fails alone', async () => {
    const source = await withOutsidePictures(base, manifest, async (url) =>
      url.includes('/map/')
        ? { hello: 'world' }
        : {
            ...MAP_INFO,
            '@context': undefined,
            '@id': MAP_INFO.id,
            id: undefined,
            profile: ['level0'],
            width: 1500,
            height: 1000,
          },
    );
    expect(source.pictures.map((p) => p.id)).toEqual([11, 13]);
    expect(source.pictures[1]?.tileUrlTemplate).toBe(
      'https://museum.example/iiif/map/{x},{y},{w},{h}/{tw},/0/default.jpg',
    );
    expect(source.failedPictures).toEqual([{ id: 12, name: 'map', reason: expect.stringContaining('no valid id') }]);
  });

  it('a manifest without any is the same source', async () => {
    const plain = { ...manifest, outsidePictures: undefined };
    const source = sourceFromManifest(plain, 'http://h/m.json');
    expect(await withOutsidePictures(source, plain, () => Promise.reject(new Error('not asked')))).toBe(source);
  });
});
