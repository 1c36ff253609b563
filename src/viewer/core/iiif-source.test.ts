import { describe, expect, it } from 'vitest';
import { tileId, tileUrl } from '../../shared/deep-zoom';
import { parseIiifInfo, sourceFromIiif } from './iiif-source';
import { chooseLevel } from './visible-tiles';

const v3 = {
  '@context': 'http://iiif.io/api/image/3/context.json',
  id: 'https://example.org/iiif/3/pic/',
  type: 'ImageService3',
  protocol: 'http://iiif.io/api/image',
  profile: 'level0',
  width: 1000,
  height: 600,
  tiles: [{ width: 256, scaleFactors: [1, 2, 4] }],
};
const v2 = {
  '@context': 'http://iiif.io/api/image/2/context.json',
  '@id': 'https://example.org/iiif/2/pic',
  profile: ['http://iiif.io/api/image/2/level0.json', {}],
  width: 1000,
  height: 600,
  tiles: [{ width: 512, height: 512, scaleFactors: [1, 2, 4, 8] }],
};

const urlOf = (info: unknown, level: number, col: number, row: number) => {
  const picture = sourceFromIiif(parseIiifInfo(info)).pictures[0];
  if (!picture) throw new Error('no picture');
  return tileUrl(picture.tileUrlTemplate, tileId(0, level, col, row), picture.pyramid);
};

describe('IIIF image source', () => {
  it('reads 3.0 and 2.x info.json', () => {
    expect(parseIiifInfo(v3)).toEqual({
      id: 'https://example.org/iiif/3/pic',
      version: 3,
      width: 1000,
      height: 600,
      tileSize: 256,
      scaleFactors: [1, 2, 4],
    });
    expect(parseIiifInfo(v2)).toMatchObject({ id: 'https://example.org/iiif/2/pic', version: 2, tileSize: 512 });
  });

  it('asks for tiles as the Image API tile algorithm does, clipped at the edges', () => {
    // maxLevel 10 (1024): scale factor 1 is level 10, 4 is level 8.
    expect(urlOf(v3, 10, 0, 0)).toBe('https://example.org/iiif/3/pic/0,0,256,256/256,256/0/default.jpg');
    expect(urlOf(v3, 10, 3, 2)).toBe('https://example.org/iiif/3/pic/768,512,232,88/232,88/0/default.jpg');
    expect(urlOf(v3, 8, 0, 0)).toBe('https://example.org/iiif/3/pic/0,0,1000,600/250,150/0/default.jpg');
    expect(urlOf(v2, 9, 0, 0)).toBe('https://example.org/iiif/2/pic/0,0,1000,600/500,/0/default.jpg');
    expect(urlOf(v2, 10, 1, 1)).toBe('https://example.org/iiif/2/pic/512,512,488,88/488,/0/default.jpg');
  });

  it('never goes coarser than the largest scale factor', () => {
    const { pyramid } = sourceFromIiif(parseIiifInfo(v3)).pictures[0] ?? {};
    expect(pyramid?.minLevel).toBe(8);
    if (pyramid) expect(chooseLevel(pyramid, 0.001)).toBe(8);
  });

  it.each([
    ['not an object', 'hello'],
    ['no id', { ...v3, id: undefined }],
    ['a relative id', { ...v3, id: 'pic' }],
    ['no width', { ...v3, width: 0 }],
    ['non-square tiles', { ...v3, tiles: [{ width: 256, height: 128, scaleFactors: [1] }] }],
    ['no scale factor 1', { ...v3, tiles: [{ width: 256, scaleFactors: [2, 4] }] }],
  ])('rejects %s', (_what, info) => {
    expect(() => parseIiifInfo(info)).toThrow();
  });
});
