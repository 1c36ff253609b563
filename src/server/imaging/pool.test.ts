import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagingPool, TaskAbortedError } from './pool';

let dir: string;
let big: string;
const pool = new ImagingPool(2);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'izoom-pool-'));
  big = path.join(dir, 'big.jpeg');
  await sharp({
    create: {
      width: 6000,
      height: 5000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 80 })
    .toFile(big);
}, 60_000);
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

const pyramid = (outBase: string) =>
  ({
    kind: 'pyramid',
    input: big,
    outBase,
    tileSize: 254,
    overlap: 1,
    format: 'jpeg',
    quality: 80,
    maxPixels: 1e9,
  }) as const;

describe('ImagingPool', () => {
  it('runs a task in a worker process and reports progress that reaches 1', { timeout: 30_000 }, async () => {
    const seen: number[] = [];
    const result = await pool.run(pyramid(path.join(dir, 'a')), { onProgress: (f) => seen.push(f) });
    expect(result).toEqual({ width: 6000, height: 5000, tiles: expect.any(Number) });
    expect(seen.at(-1)).toBe(1);
    expect(await readdir(path.join(dir, 'a_files'))).not.toContain('vips-properties.xml');
  });

  it('an abort kills the running task at once, and the pool goes on working', { timeout: 30_000 }, async () => {
    const controller = new AbortController();
    let working: () => void = () => {};
    const firstTiles = new Promise<void>((resolve) => (working = resolve));
    const running = pool.run(pyramid(path.join(dir, 'b')), {
      signal: controller.signal,
      onProgress: (f) => f > 0 && f < 1 && working(),
    });
    await firstTiles;
    const started = Date.now();
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(TaskAbortedError);
    expect(Date.now() - started).toBeLessThan(500);
    const posters = await pool.run({
      kind: 'posters',
      input: big,
      outDir: path.join(dir, 'p'),
      widths: [160],
      maxPixels: 1e9,
    });
    expect(posters).toEqual({ width: 6000, height: 5000, widths: [160] });
  });

  it('a failing task rejects with the reason', async () => {
    await expect(
      pool.run({
        kind: 'posters',
        input: path.join(dir, 'missing.jpeg'),
        outDir: path.join(dir, 'q'),
        widths: [160],
        maxPixels: 1e9,
      }),
    ).rejects.toThrow(/missing\.jpeg|exist/);
  });
});
