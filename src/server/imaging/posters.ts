import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp, readOptions } from './sharp';

export interface RenderedPosters {
  /** Of the upright source. */
  width: number;
  height: number;
  widths: number[];
}

/** Upright sRGB JPEG posters without metadata at each width up to the source's own (`<width>.jpeg`). */
export async function renderPosters(
  input: string,
  outDir: string,
  widths: readonly number[],
  maxPixels: number,
): Promise<RenderedPosters> {
  await mkdir(outDir, { recursive: true });
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 1;
  const height = meta.autoOrient?.height ?? meta.height ?? 1;
  const fitting = widths.filter((w) => w <= width);
  const chosen = fitting.length > 0 ? fitting : [width];
  const largest = Math.max(...chosen);
  // Decode once, at the largest width; the smaller renditions come from that.
  const { data, info } = await sharp(input, readOptions(maxPixels))
    .autoOrient()
    .resize({ width: largest })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    chosen.map((w) =>
      sharp(data, { raw })
        .resize({ width: w })
        .jpeg({ quality: 82, progressive: true })
        .toFile(path.join(outDir, `${w}.jpeg`)),
    ),
  );
  return { width, height, widths: chosen };
}
