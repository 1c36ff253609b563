import { readdir, readFile, readlink, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pyramidOf, tileCount } from '../../shared/deep-zoom';
import { loadSharp, readOptions } from './sharp';

export type TileFormat = 'jpeg' | 'webp' | 'png';

export interface PyramidTask {
  input: string;
  /** Writes `<outBase>.dzi` and `<outBase>_files/`. */
  outBase: string;
  tileSize: number;
  overlap: number;
  format: TileFormat;
  quality: number;
  maxPixels: number;
}

export interface PyramidResult {
  width: number;
  height: number;
  tiles: number;
}

async function countTiles(filesDir: string): Promise<number> {
  const levels = await readdir(filesDir).catch(() => [] as string[]);
  const counts = await Promise.all(
    levels.map((level) =>
      readdir(path.join(filesDir, level)).then(
        (f) => f.length,
        () => 0,
      ),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * How far libvips has read the input, 0..1, from this process's open file table (Linux);
 * 0 where there is no /proc. Decoding shows up here before any tile is written.
 */
async function inputRead(input: string, size: number): Promise<number> {
  try {
    for (const fd of await readdir('/proc/self/fd')) {
      if ((await readlink(`/proc/self/fd/${fd}`).catch(() => '')) !== input) continue;
      const pos = /^pos:\s+(\d+)/m.exec(await readFile(`/proc/self/fdinfo/${fd}`, 'utf8'));
      return pos ? Math.min(1, Number(pos[1]) / size) : 0;
    }
  } catch {
    // No /proc: tiles alone tell the progress.
  }
  return 0;
}

/** Shares of a pyramid's progress: opening the picture, reading it, writing tiles. */
const OPENED = 0.03;
const READING = 0.12;

/**
 * A standard Deep Zoom pyramid (libvips dzsave) of the upright sRGB picture, metadata stripped.
 * Progress is the share of tile files written so far.
 */
export async function buildPyramid(task: PyramidTask, onProgress: (fraction: number) => void): Promise<PyramidResult> {
  const sharp = await loadSharp();
  const image = sharp(task.input, readOptions(task.maxPixels)).autoOrient();
  const meta = await sharp(task.input, { limitInputPixels: task.maxPixels }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 1;
  const height = meta.autoOrient?.height ?? meta.height ?? 1;
  const expected = tileCount(pyramidOf(width, height, task.tileSize, task.overlap));
  const filesDir = `${task.outBase}_files`;
  const { size } = await stat(task.input);
  const real = await realpath(task.input);
  let read = 0;
  onProgress(OPENED);
  const timer = setInterval(() => {
    void Promise.all([inputRead(real, size), countTiles(filesDir)]).then(([r, n]) => {
      read = Math.max(read, r);
      onProgress(OPENED + READING * read + (1 - OPENED - READING) * Math.min(1, n / expected));
    });
  }, 200);
  try {
    const encoded =
      task.format === 'jpeg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: task.quality })
        : task.format === 'webp'
          ? image.webp({ quality: task.quality })
          : image.png();
    await encoded
      .toColourspace('srgb')
      .tile({ size: task.tileSize, overlap: task.overlap, layout: 'dz', depth: 'onepixel' })
      .toFile(`${task.outBase}.dz`);
  } finally {
    clearInterval(timer);
  }
  // libvips leaves a properties file beside the tiles; nothing but tiles is published.
  await rm(path.join(filesDir, 'vips-properties.xml'), { force: true });
  onProgress(1);
  return { width, height, tiles: expected };
}
