/**
 * Builds the sample izoom at build time (Node, sharp): the picture of sample-picture.ts as a Deep Zoom
 * pyramid laid out as `vips dzsave --tile-size 254 --overlap 1` does, each level the one above halved
 * (2×2 mean, the edge pixel repeated where a size is odd), tiles cut with the viewer's own tile maths.
 */
import sharp from 'sharp';
import { gridSize, levelSize, type Pyramid, pyramidOf, tileRect, tileUrl } from '../../shared/deep-zoom';
import { SAMPLE_MANIFEST, SAMPLE_TILE_TEMPLATE, type SampleManifest } from './pack-contents';
import type { PackEntry } from './pack-format';
import { renderSamplePicture } from './sample-picture';

export const SAMPLE_SIZE = { width: 2048, height: 1536 } as const;
export const SAMPLE_NAME = 'Sample izoom';
const TILE_SIZE = 254;
const OVERLAP = 1;
const QUALITY = 85;

interface Level {
  width: number;
  height: number;
  /** RGB. */
  pixels: Uint8Array;
}

/** The level below: half the size rounded up, each pixel the mean of its 2×2 block. */
export const halve = (level: Level): Level => {
  const width = Math.ceil(level.width / 2);
  const height = Math.ceil(level.height / 2);
  const pixels = new Uint8Array(width * height * 3);
  const source = level.pixels;
  for (let y = 0; y < height; y++) {
    const y0 = 2 * y;
    const y1 = Math.min(y0 + 1, level.height - 1);
    for (let x = 0; x < width; x++) {
      const x0 = 2 * x;
      const x1 = Math.min(x0 + 1, level.width - 1);
      const a = (y0 * level.width + x0) * 3;
      const b = (y0 * level.width + x1) * 3;
      const c = (y1 * level.width + x0) * 3;
      const d = (y1 * level.width + x1) * 3;
      const at = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const sum = (source[a + k] ?? 0) + (source[b + k] ?? 0) + (source[c + k] ?? 0) + (source[d + k] ?? 0);
        pixels[at + k] = (sum + 2) >> 2;
      }
    }
  }
  return { width, height, pixels };
};

const encodeTile = (level: Level, rect: { x: number; y: number; width: number; height: number }) =>
  sharp(level.pixels, { raw: { width: level.width, height: level.height, channels: 3 } })
    .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
    .jpeg({ quality: QUALITY })
    .toBuffer();

/** Every tile of `pixels` as JPEG pack entries named by `template`, finest level first. */
export const pyramidEntries = async (
  pyramid: Pyramid,
  pixels: Uint8Array,
  template = SAMPLE_TILE_TEMPLATE,
): Promise<PackEntry[]> => {
  const pending: Promise<PackEntry>[] = [];
  let level: Level = { width: pyramid.width, height: pyramid.height, pixels };
  for (let z = pyramid.maxLevel; z >= 0; z--) {
    if (z < pyramid.maxLevel) level = halve(level);
    const size = levelSize(pyramid, z);
    if (size.width !== level.width || size.height !== level.height) throw new Error(`Level ${z} has the wrong size`);
    const { cols, rows } = gridSize(pyramid, z);
    const current = level;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const id = { picture: 0, level: z, col, row };
        const name = tileUrl(template, id);
        pending.push(
          encodeTile(current, tileRect(pyramid, id)).then((jpeg) => ({ name, type: 'image/jpeg', bytes: jpeg })),
        );
      }
    }
  }
  return Promise.all(pending);
};

/** `sample/manifest.json` and every tile of the sample izoom. */
export const buildSampleIzoom = async (size: { width: number; height: number } = SAMPLE_SIZE): Promise<PackEntry[]> => {
  const pyramid = pyramidOf(size.width, size.height, TILE_SIZE, OVERLAP);
  const tiles = await pyramidEntries(pyramid, renderSamplePicture(size.width, size.height));
  const manifest: SampleManifest = {
    name: SAMPLE_NAME,
    width: pyramid.width,
    height: pyramid.height,
    tileSize: pyramid.tileSize,
    overlap: pyramid.overlap,
    maxLevel: pyramid.maxLevel,
    format: 'jpg',
  };
  const json = new TextEncoder().encode(JSON.stringify(manifest));
  return [{ name: SAMPLE_MANIFEST, type: 'application/json', bytes: json }, ...tiles];
};
