/**
 * The Image Information document (info.json) of one picture, IIIF Image API 3.0
 * (https://iiif.io/api/image/3.0/#5-image-information). Its tiles are the Deep Zoom pyramid's, without overlap:
 * scale factor 2^k is pyramid level maxLevel − k, and each of its sizes is that level's size.
 */
import { levelSize, type Pyramid } from '../../shared/deep-zoom';
import type { Limits } from './image-request';

export const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';

/**
 * What one request may cost: at most this many pixels out, so at most about 4 × as many read from the pyramid
 * (the level read is the smallest at least as large) — about 100 tiles of 254 px.
 */
export const LIMITS: Limits = { maxWidth: 1024, maxHeight: 1024, maxArea: 1024 * 1024 };

/**
 * Level 2 (https://iiif.io/api/image/3.0/compliance/): regions by pixels, percent and `square`; sizes by width,
 * height, both, confined and percent; rotation by 90° steps; `color` quality; jpg and png; CORS, JSON-LD media type,
 * base URI redirect. Beyond it: mirroring, the gray quality, webp.
 */
export const PROFILE = 'level2';
export const EXTRA = {
  extraQualities: ['gray'],
  extraFormats: ['webp'],
  extraFeatures: ['mirroring', 'profileLinkHeader'],
} as const;

export interface ImageInfo {
  '@context': string;
  id: string;
  type: 'ImageService3';
  protocol: 'http://iiif.io/api/image';
  profile: string;
  width: number;
  height: number;
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
  sizes: { width: number; height: number }[];
  tiles: { width: number; scaleFactors: number[] }[];
  extraQualities: readonly string[];
  extraFormats: readonly string[];
  extraFeatures: readonly string[];
}

/** Pyramid levels from the full size down to the first that fits one tile: their scale factors, smallest first. */
export function scaleFactorsOf(p: Pyramid): number[] {
  const factors: number[] = [];
  for (let k = 0; k <= p.maxLevel; k++) {
    factors.push(2 ** k);
    const size = levelSize(p, p.maxLevel - k);
    if (size.width <= p.tileSize && size.height <= p.tileSize) break;
  }
  return factors;
}

/** The whole picture's sizes the service answers with `full/w,h` — every pyramid level within the limits, smallest first. */
export function sizesOf(p: Pyramid, limits: Limits = LIMITS): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (let level = 0; level <= p.maxLevel; level++) {
    const size = levelSize(p, level);
    if (size.width > limits.maxWidth || size.height > limits.maxHeight || size.width * size.height > limits.maxArea)
      break;
    if (size.width <= p.width && size.height <= p.height) sizes.push(size);
  }
  return sizes;
}

export function imageInfo(id: string, p: Pyramid): ImageInfo {
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: PROFILE,
    width: p.width,
    height: p.height,
    ...LIMITS,
    sizes: sizesOf(p),
    tiles: [{ width: p.tileSize, scaleFactors: scaleFactorsOf(p) }],
    ...EXTRA,
  };
}
