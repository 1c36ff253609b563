/**
 * Reads an IIIF Image API 3.0 request's `{region}/{size}/{rotation}/{quality}.{format}` against one picture
 * (https://iiif.io/api/image/3.0/#4-image-requests) into what to draw. Malformed: 400; well formed but not served
 * here (upscaling, arbitrary rotation, bitonal, other formats): 501; past the service's limits: 400.
 */
import { ErrorCode } from '../../shared/envelope';
import { ApiError } from '../errors';

export const FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type Format = keyof typeof FORMATS;
export type Quality = 'default' | 'color' | 'gray';

/** The service's size limits, as info.json states them. */
export interface Limits {
  maxWidth: number;
  maxHeight: number;
  maxArea: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImagePlan {
  /** In full-size pixels, inside the picture. */
  region: Box;
  /** The region's size once scaled, before rotation. */
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  mirror: boolean;
  quality: Quality;
  format: Format;
}

const malformed = (message: string) => new ApiError(400, ErrorCode.BadRequest, message);
const unsupported = (message: string) => new ApiError(501, ErrorCode.NotImplemented, message);

const INT = /^(0|[1-9]\d*)$/;
const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$|^0?\.\d+$/;
const KNOWN_FORMATS = new Set(['jpg', 'tif', 'png', 'gif', 'jp2', 'pdf', 'webp']);

function numbers(text: string, count: number, pattern: RegExp, what: string): number[] {
  const parts = text.split(',');
  if (parts.length !== count || !parts.every((p) => pattern.test(p))) throw malformed(`Malformed ${what}: ${text}`);
  return parts.map(Number);
}

export function parseRegion(text: string, picture: { width: number; height: number }): Box {
  const { width: W, height: H } = picture;
  let x: number;
  let y: number;
  let w: number;
  let h: number;
  if (text === 'full') return { x: 0, y: 0, width: W, height: H };
  if (text === 'square') {
    const side = Math.min(W, H);
    return { x: Math.floor((W - side) / 2), y: Math.floor((H - side) / 2), width: side, height: side };
  }
  if (text.startsWith('pct:')) {
    const [px, py, pw, ph] = numbers(text.slice(4), 4, DECIMAL, 'region');
    [x, y, w, h] = [(px * W) / 100, (py * H) / 100, (pw * W) / 100, (ph * H) / 100].map(Math.round);
    if (pw === 0 || ph === 0) throw malformed(`The region ${text} is empty`);
  } else {
    [x, y, w, h] = numbers(text, 4, INT, 'region');
  }
  if (w === 0 || h === 0) throw malformed(`The region ${text} is empty`);
  if (x >= W || y >= H) throw malformed(`The region ${text} lies outside the ${W} × ${H} picture`);
  return { x, y, width: Math.min(w, W - x), height: Math.min(h, H - y) };
}

/** The scaled size; `^` (upscaling) is not served beyond the region's own size. */
export function parseSize(text: string, region: Box, limits: Limits): { width: number; height: number } {
  const upscale = text.startsWith('^');
  const body = upscale ? text.slice(1) : text;
  const { width: rw, height: rh } = region;
  let width: number;
  let height: number;
  if (body === 'max') {
    const fit = Math.min(1, limits.maxWidth / rw, limits.maxHeight / rh, Math.sqrt(limits.maxArea / (rw * rh)));
    width = Math.max(1, Math.floor(rw * fit));
    height = Math.max(1, Math.floor(rh * fit));
  } else if (body.startsWith('pct:')) {
    const [n] = numbers(body.slice(4), 1, DECIMAL, 'size');
    width = Math.round((rw * n) / 100);
    height = Math.round((rh * n) / 100);
  } else {
    const confined = body.startsWith('!');
    const [w, h] = (confined ? body.slice(1) : body).split(',');
    const valid = (v: string | undefined) => v === '' || (v !== undefined && INT.test(v));
    if (body.split(',').length !== 2 || !valid(w) || !valid(h) || (w === '' && h === '') || (confined && (!w || !h)))
      throw malformed(`Malformed size: ${text}`);
    if (confined) {
      const fit = Math.min(Number(w) / rw, Number(h) / rh);
      width = Math.round(rw * fit);
      height = Math.round(rh * fit);
    } else {
      width = w ? Number(w) : Math.round((rw * Number(h)) / rh);
      height = h ? Number(h) : Math.round((rh * Number(w)) / rw);
    }
  }
  if (width < 1 || height < 1) throw malformed(`The size ${text} is empty`);
  if (width > rw || height > rh) {
    if (upscale) throw unsupported('Upscaling is not served: ask for the region at most at its own size');
    throw malformed(`The size ${text} is larger than the region: only "^" sizes may upscale`);
  }
  if (width > limits.maxWidth || height > limits.maxHeight || width * height > limits.maxArea)
    throw malformed(
      `The size ${width} × ${height} is larger than this service serves (maxWidth ${limits.maxWidth}, maxHeight ${limits.maxHeight}, maxArea ${limits.maxArea}): ask for tiles`,
    );
  return { width, height };
}

function parseRotation(text: string): { rotation: ImagePlan['rotation']; mirror: boolean } {
  const mirror = text.startsWith('!');
  const body = mirror ? text.slice(1) : text;
  if (!DECIMAL.test(body) || Number(body) > 360) throw malformed(`Malformed rotation: ${text}`);
  const degrees = Number(body) % 360;
  if (degrees % 90 !== 0) throw unsupported('Only rotations by multiples of 90 degrees are served');
  return { rotation: degrees as ImagePlan['rotation'], mirror };
}

function parseQualityFormat(text: string): { quality: Quality; format: Format } {
  const match = /^(default|color|gray|bitonal)\.([a-z0-9]+)$/.exec(text);
  if (!match) throw malformed(`Malformed quality and format: ${text}`);
  const [, quality, format] = match;
  if (!KNOWN_FORMATS.has(format)) throw malformed(`Unknown format: ${format}`);
  if (!(format in FORMATS)) throw unsupported(`The format ${format} is not served: ask for jpg, png or webp`);
  if (quality === 'bitonal') throw unsupported('The bitonal quality is not served');
  return { quality: quality as Quality, format: format as Format };
}

/** The whole request, read in the order the spec gives: region, size, rotation, quality and format. */
export function parseImageRequest(
  parts: { region: string; size: string; rotation: string; qualityFormat: string },
  picture: { width: number; height: number },
  limits: Limits,
): ImagePlan {
  const region = parseRegion(parts.region, picture);
  const size = parseSize(parts.size, region, limits);
  return { region, ...size, ...parseRotation(parts.rotation), ...parseQualityFormat(parts.qualityFormat) };
}
