import { measurePicture, PictureRejectedError } from './inspect';
import { loadSharp, readOptions, reasonOf } from './sharp';

/** Wider than this is more than GPUs take as one texture. */
export const PANORAMA_MAX_WIDTH = 8192;

/** An equirectangular panorama as an upright sRGB JPEG without metadata, at most PANORAMA_MAX_WIDTH wide. */
export async function normalizePanorama(input: string, name: string, outFile: string, maxPixels: number) {
  const { width, height } = await measurePicture(input, name, maxPixels);
  const ratio = width / height;
  if (ratio < 1.9 || ratio > 2.1) {
    throw new PictureRejectedError(
      `${name} is ${width} × ${height}: a panorama must be equirectangular, twice as wide as it is high`,
      name,
    );
  }
  const sharp = await loadSharp();
  try {
    const info = await sharp(input, readOptions(maxPixels))
      .autoOrient()
      .resize({ width: PANORAMA_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .toColourspace('srgb')
      .jpeg({ quality: 88 })
      .toFile(outFile);
    return { width: info.width, height: info.height };
  } catch (err) {
    throw new PictureRejectedError(`${name} is damaged or incomplete: ${reasonOf(err)}`, name);
  }
}
