import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PICTURES, type DemoPictureKind, renderDemoPicture } from './demo-pictures';

describe('demo pictures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'izoom-demo-pictures-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists every kind once, each with a title', () => {
    const kinds = DEMO_PICTURES.map((picture) => picture.kind);
    expect([...kinds].sort()).toEqual(['mandelbrot', 'terrain']);
    for (const picture of DEMO_PICTURES) expect(picture.name.length).toBeGreaterThan(3);
  });

  it.each<DemoPictureKind>(['mandelbrot', 'terrain'])(
    'renders %s as a detailed sRGB JPEG, the same bytes every time',
    async (kind) => {
      const first = path.join(dir, `${kind}-1.jpg`);
      const second = path.join(dir, `${kind}-2.jpg`);
      const progress: number[] = [];
      await renderDemoPicture(kind, 320, 200, first, (fraction) => progress.push(fraction));
      await renderDemoPicture(kind, 320, 200, second);

      const meta = await sharp(first).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 200, channels: 3, space: 'srgb' });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();

      // Not flat: every channel varies across the picture.
      const { channels } = await sharp(first).stats();
      expect(channels).toHaveLength(3);
      for (const channel of channels) expect(channel.stdev).toBeGreaterThan(15);

      expect((await readFile(first)).equals(await readFile(second))).toBe(true);

      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(1);
      for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]);
    },
  );

  it('renders odd sizes, down to a single pixel', async () => {
    for (const [width, height] of [
      [1, 1],
      [37, 5],
    ]) {
      const file = path.join(dir, `odd-${width}x${height}.jpg`);
      for (const { kind } of DEMO_PICTURES) {
        await renderDemoPicture(kind, width, height, file);
        expect(await sharp(file).metadata()).toMatchObject({ width, height });
      }
    }
  });

  it('refuses sizes that are not positive integers', async () => {
    const file = path.join(dir, 'refused.jpg');
    await expect(renderDemoPicture('terrain', 0, 10, file)).rejects.toThrow(RangeError);
    await expect(renderDemoPicture('mandelbrot', 10.5, 10, file)).rejects.toThrow(RangeError);
  });
});
