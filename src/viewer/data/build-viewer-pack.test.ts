import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildViewerPack } from './build-viewer-pack';
import { GALLERY_GLB, SAMPLE_MANIFEST, SPRITE_NAMES, spriteEntryName } from './pack-contents';
import { decodePack, type ViewerPack } from './pack-format';

describe('the viewer data pack', () => {
  let bytes: Uint8Array;
  let pack: ViewerPack;

  beforeAll(async () => {
    bytes = await buildViewerPack('v0.0.24-test');
    pack = decodePack(bytes.slice().buffer);
  }, 60_000);

  it('stays under 2 MB', () => {
    expect(bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
  });

  it('holds the gallery scene, the sprites and the sample izoom, and no font', () => {
    expect(pack.version).toBe('v0.0.24-test');
    const names = pack.names();
    expect(names.slice(0, 3)).toEqual([GALLERY_GLB, spriteEntryName('shadow'), spriteEntryName('spot')]);
    expect(names).toContain(SAMPLE_MANIFEST);
    expect(names.filter((name) => name.startsWith('sample/') && name.endsWith('.jpg'))).toHaveLength(99);
    expect(names.filter((name) => /\.(woff2?|ttf|otf)$/.test(name))).toEqual([]);
    expect(new TextDecoder().decode(pack.bytes(GALLERY_GLB).subarray(0, 4))).toBe('glTF');
    expect(pack.blob(GALLERY_GLB).type).toBe('model/gltf-binary');
  });

  it('has soft RGBA sprites: transparent at the edges, most opaque in the middle', async () => {
    const sizes = { shadow: 128, spot: 256 };
    for (const name of SPRITE_NAMES) {
      const { data, info } = await sharp(pack.bytes(spriteEntryName(name)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([sizes[name], sizes[name], 4]);
      const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3] ?? -1;
      const middle = info.width / 2;
      expect(alpha(0, 0), name).toBe(0);
      expect(alpha(0, middle), name).toBe(0);
      expect(alpha(middle, middle), name).toBeGreaterThan(100);
      expect(alpha(middle * 0.3, middle)).toBeLessThan(alpha(middle, middle));
    }
  });
});
