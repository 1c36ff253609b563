import sharp, { type Sharp } from 'sharp';
import type { Rect } from './openseadragon-page';

/** Where two rects overlap. */
export function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return {
    x,
    y,
    width: Math.min(a.x + a.width, b.x + b.width) - x,
    height: Math.min(a.y + a.height, b.y + b.height) - y,
  };
}

/** The whole screen pixels inside `rect` (fractional CSS pixels), cut at `bottom` (an overlay's top edge). */
export function innerPixels(rect: Rect, bottom = Number.POSITIVE_INFINITY): Rect {
  const x = Math.ceil(rect.x);
  const y = Math.ceil(rect.y);
  const width = Math.floor(rect.x + rect.width) - x;
  const height = Math.floor(Math.min(rect.y + rect.height, bottom)) - y;
  return { x, y, width, height };
}

/**
 * The screen pixels `clip` of a picture drawn at `rect`, as sharp draws the source there: scaled (Lanczos 3) to the
 * drawn size, then moved by the rect's fraction of a pixel (bilinear), so edges land where the viewer put them.
 */
export async function sourceAsDrawn(source: Buffer | string, rect: Rect, clip: Rect): Promise<Sharp> {
  const scaled = await sharp(source)
    .resize(Math.round(rect.width), Math.round(rect.height), { fit: 'fill', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const left = Math.floor(rect.x);
  const top = Math.floor(rect.y);
  const moved = await sharp(scaled)
    .affine([1, 0, 0, 1], { odx: rect.x - left, ody: rect.y - top, interpolator: 'bilinear' })
    .png()
    .toBuffer();
  return sharp(moved).extract({ left: clip.x - left, top: clip.y - top, width: clip.width, height: clip.height });
}
