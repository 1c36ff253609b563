import { describe, expect, it } from 'vitest';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { parseDzi, sourceFromDzi, sourceFromManifest } from './izoom-source';

const manifest: IzoomManifest = {
  type: 'izoom-manifest',
  formatVersion: 1,
  izoomId: 3,
  version: 2,
  name: 'Harbour',
  description: '',
  generatedAt: '2026-11-22T00:00:00Z',
  tileSize: 254,
  overlap: 1,
  tileFormat: 'jpeg',
  canvas: { width: 2.6, height: 1 },
  pictures: [
    {
      id: 11,
      name: 'a.jpg',
      width: 1000,
      height: 750,
      rect: { x: 0, y: 0, width: 1.3333, height: 1 },
      maxLevel: 10,
      dzi: 'p/11.dzi',
      tileUrlTemplate: 'p/11_files/{level}/{col}_{row}.jpeg',
    },
  ],
};

describe('viewer sources', () => {
  it('reads a manifest, resolving tile URLs against it and keeping the template braces', () => {
    const source = sourceFromManifest(manifest, 'http://h/media/i/3/v2-k/manifest.json');
    expect(source.canvas).toEqual({ width: 2.6, height: 1 });
    expect(source.pictures[0]).toMatchObject({
      id: 11,
      pyramid: { width: 1000, height: 750, tileSize: 254, overlap: 1, maxLevel: 10 },
      tileUrlTemplate: 'http://h/media/i/3/v2-k/p/11_files/{level}/{col}_{row}.jpeg',
    });
  });

  it('parses a .dzi descriptor and places its tiles beside it', () => {
    const xml = `<?xml version="1.0"?><Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="png" Overlap="1" TileSize="254"><Size Height="750" Width="1000"/></Image>`;
    const descriptor = parseDzi(xml);
    expect(descriptor).toEqual({ width: 1000, height: 750, tileSize: 254, overlap: 1, format: 'png' });
    const source = sourceFromDzi(descriptor, 'https://example.org/deep/my%20map.dzi');
    expect(source.title).toBe('my map');
    expect(source.canvas.height).toBe(1);
    expect(source.canvas.width).toBeCloseTo(1000 / 750, 12);
    expect(source.pictures[0]?.tileUrlTemplate).toBe('https://example.org/deep/my%20map_files/{level}/{col}_{row}.png');
    expect(source.pictures[0]?.pyramid.maxLevel).toBe(10);
  });

  it('refuses what is not a .dzi descriptor', () => {
    expect(() => parseDzi('<html><body>Not found</body></html>')).toThrow('not a Deep Zoom');
    expect(() => parseDzi('<Image TileSize="254" Overlap="1"><Size Width="x" Height="2"/></Image>')).toThrow('Width');
  });
});
