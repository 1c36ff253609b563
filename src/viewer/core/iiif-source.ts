/**
 * A IIIF Image API 2.x or 3.0 service (its info.json) as a source for the viewer. A service's tiles of scale
 * factor `s` are the Deep Zoom level `maxLevel - log2(s)` without overlap: both halve rounding up and cut the
 * same regions (the Image API's tile algorithm), so the viewer's level and tile maths serve both.
 */
import { maxLevelOf, type Pyramid } from '../../shared/deep-zoom';
import { singlePictureSource, type ViewerSource } from './izoom-source';

export interface IiifImageInfo {
  /** The service's base URI (`id` in 3.0, `@id` in 2.x), without a trailing slash. */
  readonly id: string;
  readonly version: 2 | 3;
  readonly width: number;
  readonly height: number;
  readonly tileSize: number;
  /** The scale factors served, each a power of two, 1 first. */
  readonly scaleFactors: readonly number[];
}

const object = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const positiveInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

const versionOf = (info: Record<string, unknown>): 2 | 3 => {
  const context = [info['@context']].flat().map(String).join(' ');
  if (context.includes('/image/3/')) return 3;
  if (context.includes('/image/2/')) return 2;
  // No context: 3.0 names its id `id` and its profile a string; 2.x `@id` and an array.
  return typeof info.id === 'string' && !Array.isArray(info.profile) ? 3 : 2;
};

/** Reads a IIIF Image API info.json (2.x or 3.0); throws, saying what is wrong, on anything else. */
export const parseIiifInfo = (json: unknown): IiifImageInfo => {
  const info = object(json);
  if (!info) throw new Error('This is not a IIIF image information document (info.json)');
  const version = versionOf(info);
  const rawId = version === 3 ? (info.id ?? info['@id']) : (info['@id'] ?? info.id);
  if (typeof rawId !== 'string' || !/^https?:\/\//i.test(rawId))
    throw new Error('The info.json has no valid id (an http or https URI)');
  const width = positiveInt(info.width);
  const height = positiveInt(info.height);
  if (!width || !height) throw new Error('The info.json has no valid width and height');
  const tiles = Array.isArray(info.tiles) ? object(info.tiles[0]) : null;
  // A service without tiles serves only whole sizes: asked for as one tile of the whole picture.
  const tileSize = tiles ? positiveInt(tiles.width) : Math.max(width, height);
  if (!tileSize) throw new Error('The info.json has no valid tile width');
  const tileHeight = tiles?.height === undefined ? tileSize : positiveInt(tiles.height);
  if (tileHeight !== tileSize) throw new Error('The info.json has tiles that are not square, which izoom cannot show');
  const factors = tiles && Array.isArray(tiles.scaleFactors) ? tiles.scaleFactors : [1];
  const served = new Set(factors.map(positiveInt));
  // The contiguous powers of two from 1: the levels the viewer can step through.
  const scaleFactors: number[] = [];
  const coarsest = 2 ** maxLevelOf(width, height);
  for (let s = 1; served.has(s) && s <= coarsest; s *= 2) scaleFactors.push(s);
  if (scaleFactors.length === 0) throw new Error('The info.json has no scale factor 1 among its tiles');
  return { id: rawId.replace(/\/+$/, ''), version, width, height, tileSize, scaleFactors };
};

/**
 * One IIIF image's pyramid and tiles: asked for as the Image API's tile algorithm does, size `w,h` in 3.0 (its
 * canonical form, which a level-0 service serves) and `w,` in 2.x, quality `default`.
 */
export const iiifPyramid = (info: IiifImageInfo): { pyramid: Pyramid; tileUrlTemplate: string } => {
  const { width, height, tileSize, scaleFactors } = info;
  const maxLevel = maxLevelOf(width, height);
  const coarsest = scaleFactors[scaleFactors.length - 1] ?? 1;
  const pyramid: Pyramid = { width, height, tileSize, overlap: 0, maxLevel, minLevel: maxLevel - Math.log2(coarsest) };
  const size = info.version === 3 ? '{tw},{th}' : '{tw},';
  return { pyramid, tileUrlTemplate: `${info.id}/{x},{y},{w},{h}/${size}/0/default.jpg` };
};

/** The source of one IIIF image, alone on its canvas. */
export const sourceFromIiif = (info: IiifImageInfo): ViewerSource => {
  const { pyramid, tileUrlTemplate } = iiifPyramid(info);
  const name = decodeURIComponent(info.id.split('/').pop() || 'IIIF image');
  return singlePictureSource(name, pyramid, tileUrlTemplate);
};
