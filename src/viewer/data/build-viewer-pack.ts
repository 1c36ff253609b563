/**
 * Assembles the viewer's data file at build time (Node, sharp): the gallery scene, the sprites and the
 * sample izoom in one pack (pack-format.ts). Used by build/viewer-data-plugin.ts.
 */
import sharp from 'sharp';
import type { RawImage } from './floor-planks';
import { buildGalleryGlb } from './gallery-model';
import { GALLERY_GLB } from './pack-contents';
import { encodePack, type PackEntry } from './pack-format';
import { buildSampleIzoom } from './sample-izoom';
import { buildSprites } from './sprites';

/** PNG at the smallest size sharp makes, greyscale when the image has one channel. */
export const sharpPng = async ({ width, height, channels, pixels }: RawImage): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels } })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer(),
  );

export const viewerPackEntries = async (): Promise<PackEntry[]> => {
  const [gallery, sprites, sample] = await Promise.all([
    buildGalleryGlb(sharpPng),
    buildSprites(sharpPng),
    buildSampleIzoom(),
  ]);
  return [{ name: GALLERY_GLB, type: 'model/gltf-binary', bytes: gallery }, ...sprites, ...sample];
};

export const buildViewerPack = async (version: string): Promise<Uint8Array> =>
  encodePack(await viewerPackEntries(), version);
