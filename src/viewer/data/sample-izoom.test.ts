import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pyramidOf } from '../../shared/deep-zoom';
import { parseSampleManifest, SAMPLE_MANIFEST, sourceFromSample } from './pack-contents';
import type { PackEntry } from './pack-format';
import { buildSampleIzoom, halve, pyramidEntries } from './sample-izoom';
import { renderSamplePicture } from './sample-picture';

/** Odd sizes on purpose: the levels round up and the last row and column of tiles are partial. */
const WIDTH = 601;
const HEIGHT = 277;

const pixelsOf = async (jpeg: Uint8Array) => sharp(jpeg).raw().toBuffer({ resolveWithObject: true });

describe('sample izoom pyramid', () => {
  let dir: string;
  let ours: Map<string, Uint8Array>;
  let vips: Map<string, Uint8Array>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'izoom-sample-'));
    const pixels = renderSamplePicture(WIDTH, HEIGHT);
    const entries = await pyramidEntries(pyramidOf(WIDTH, HEIGHT), pixels, 'sample/{level}/{col}_{row}.jpg');
    ours = new Map(entries.map((entry) => [entry.name, entry.bytes]));
    // What libvips dzsave writes for the same pixels, with the same options.
    await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 85 })
      .tile({ size: 254, overlap: 1, layout: 'dz' })
      .toFile(join(dir, 'out.dz'));
    vips = new Map();
    const files = join(dir, 'out_files');
    for (const level of (await readdir(files)).filter((name) => /^\d+$/.test(name))) {
      for (const tile of await readdir(join(files, level)))
        vips.set(`sample/${level}/${tile.replace('.jpeg', '.jpg')}`, await readFile(join(files, level, tile)));
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has exactly the tiles vips dzsave writes', () => {
    expect([...ours.keys()].sort()).toEqual([...vips.keys()].sort());
  });

  it('cuts every tile to the same size as vips dzsave, with nearly the same pixels', async () => {
    for (const [name, bytes] of ours) {
      const mine = await pixelsOf(bytes);
      const theirs = await pixelsOf(vips.get(name) ?? new Uint8Array());
      expect([mine.info.width, mine.info.height], name).toEqual([theirs.info.width, theirs.info.height]);
      let diff = 0;
      for (let i = 0; i < mine.data.length; i++) diff += Math.abs((mine.data[i] ?? 0) - (theirs.data[i] ?? 0));
      expect(diff / mine.data.length, name).toBeLessThan(6);
    }
  });

  it('halves a level with the 2×2 mean, repeating the edge where the size is odd', () => {
    const level = { width: 3, height: 1, pixels: new Uint8Array([0, 0, 0, 100, 100, 100, 50, 60, 70]) };
    expect(halve(level)).toEqual({ width: 2, height: 1, pixels: new Uint8Array([50, 50, 50, 50, 60, 70]) });
  });
});

describe('buildSampleIzoom', () => {
  let entries: PackEntry[];
  beforeAll(async () => {
    entries = await buildSampleIzoom();
  }, 30_000);

  it('describes the sample in its manifest and makes a viewer source of it', () => {
    const manifest = entries.find((entry) => entry.name === SAMPLE_MANIFEST);
    const parsed = parseSampleManifest(new TextDecoder().decode(manifest?.bytes));
    expect(parsed).toEqual({
      name: 'Sample izoom',
      width: 2048,
      height: 1536,
      tileSize: 254,
      overlap: 1,
      maxLevel: 11,
      format: 'jpg',
    });
    const source = sourceFromSample(parsed);
    expect(source.canvas).toEqual({ width: 2048 / 1536, height: 1 });
    expect(source.pictures[0]).toMatchObject({ id: 0, tileUrlTemplate: 'izoom-data:sample/{level}/{col}_{row}.jpg' });
  });

  it('has every tile of every level, JPEG, within the size budget', () => {
    const tiles = entries.filter((entry) => entry.name !== SAMPLE_MANIFEST);
    // Level 11: 9 × 7, 10: 5 × 4, 9: 3 × 2, 8: 2 × 1, levels 0–7: one each.
    expect(tiles).toHaveLength(63 + 20 + 6 + 2 + 8);
    expect(tiles.map((t) => t.name)).toContain('sample/11/8_6.jpg');
    expect(tiles.map((t) => t.name)).toContain('sample/0/0_0.jpg');
    for (const tile of tiles) expect([tile.type, tile.bytes[0], tile.bytes[1]]).toEqual(['image/jpeg', 0xff, 0xd8]);
    const total = tiles.reduce((sum, tile) => sum + tile.bytes.byteLength, 0);
    expect(total).toBeLessThan(1_600_000);
  });

  it('rejects a manifest that does not add up', () => {
    const bad = JSON.stringify({ name: 'x', width: 2048, height: 1536, tileSize: 254, overlap: 1, maxLevel: 3 });
    expect(() => parseSampleManifest(bad)).toThrow(/invalid sample manifest/);
  });
});
