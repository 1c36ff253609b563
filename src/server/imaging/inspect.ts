import { open } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import { loadSharp, readOptions, reasonOf } from './sharp';
import { type PictureFormat, SNIFF_BYTES, sniffPicture } from './sniff';

export const ACCEPTED_PICTURES = 'JPEG, PNG, WebP, AVIF, TIFF or GIF';

/** A file we will not take, with a reason a person can act on. */
export class PictureRejectedError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export interface InspectedPicture {
  format: PictureFormat;
  /** Upright: EXIF orientation applied. */
  width: number;
  height: number;
}

export async function readHead(file: string, bytes = SNIFF_BYTES): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const megapixels = (pixels: number) =>
  `${(pixels / 1e6).toLocaleString('en', { maximumFractionDigits: 1 })} megapixels`;

/** Sniffs and measures a picture without decoding it; refuses non-pictures and pixel bombs. */
export async function measurePicture(file: string, name: string, maxPixels: number): Promise<InspectedPicture> {
  const format = sniffPicture(await readHead(file));
  if (!format) throw new PictureRejectedError(`${name} is not a picture (${ACCEPTED_PICTURES})`, name);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new PictureRejectedError(`${name} could not be read as ${format.toUpperCase()}: ${reasonOf(err)}`, name);
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width < 1 || height < 1) throw new PictureRejectedError(`${name} has no pixels`, name);
  if (width * height > maxPixels) {
    throw new PictureRejectedError(
      `${name} is ${width} × ${height} pixels (${megapixels(width * height)}); the limit is ${megapixels(maxPixels)}`,
      name,
      true,
    );
  }
  return { format, width, height };
}

/** Warnings many cameras' files carry that do not harm the picture. */
const HARMLESS_WARNING = /extraneous bytes before marker|invalid sRGB profile|known incorrect sRGB profile|iCCP/i;

/**
 * Checks a picture all the way through and writes an upright sRGB JPEG thumbnail without metadata.
 * Decoding the whole file is what catches truncated and corrupt pictures at upload time.
 */
export async function inspectPicture(
  file: string,
  name: string,
  maxPixels: number,
  thumbnail: { file: string; size: number },
): Promise<InspectedPicture> {
  const measured = await measurePicture(file, name, maxPixels);
  const sharp = await loadSharp();
  const render = (failOn: 'warning' | 'truncated') =>
    sharp(file, { ...readOptions(maxPixels), failOn })
      .autoOrient()
      .resize({ width: thumbnail.size, height: thumbnail.size, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 82 })
      .toFile(thumbnail.file);
  try {
    // Strict: decoders only warn about corrupt data, and would paint it as noise.
    await render('warning');
  } catch (err) {
    if (!HARMLESS_WARNING.test(reasonOf(err))) {
      throw new PictureRejectedError(`${name} is damaged or incomplete: ${reasonOf(err)}`, name);
    }
    await render('truncated');
  }
  return measured;
}
