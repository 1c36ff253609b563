/**
 * Draws an IIIF image request from a picture's Deep Zoom pyramid: reads the smallest level at least as large as
 * the answer, only the tiles the region touches, each without its overlap, then scales, turns and encodes.
 * A tile request of info.json reads exactly one tile, cropped to its content, at its own size.
 */
import type { OverlayOptions, Sharp } from 'sharp';
import { levelScale, levelSize, type Pyramid, tileContentRect, tileId, tileRect } from '../../shared/deep-zoom';
import { loadSharp } from '../imaging/sharp';
import type { Box, ImagePlan } from './image-request';

type SharpOf = Awaited<ReturnType<typeof loadSharp>>;

/** Most tiles one answer reads; the service's size limits keep every valid request under it. */
export const MAX_TILES = 144;

/** One tile file's bytes, or undefined when the store has none. */
export type ReadTile = (level: number, col: number, row: number) => Promise<Buffer | undefined>;

/** The smallest level whose scale is at least the answer's. */
export function levelFor(p: Pyramid, plan: ImagePlan): number {
  const scale = Math.max(plan.width / plan.region.width, plan.height / plan.region.height);
  let level = p.maxLevel;
  while (level > 0 && levelScale(p, level - 1) >= scale * (1 - 1e-9)) level--;
  return level;
}

/** The region in the level's pixels, widened to whole pixels and clipped to the level. */
export function regionInLevel(p: Pyramid, level: number, region: Box): Box {
  const f = levelScale(p, level);
  const size = levelSize(p, level);
  const x = Math.min(size.width - 1, Math.floor(region.x * f));
  const y = Math.min(size.height - 1, Math.floor(region.y * f));
  const right = Math.max(x + 1, Math.min(size.width, Math.ceil((region.x + region.width) * f)));
  const bottom = Math.max(y + 1, Math.min(size.height, Math.ceil((region.y + region.height) * f)));
  return { x, y, width: right - x, height: bottom - y };
}

const intersect = (a: Box, b: Box): Box | undefined => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
};

export class MissingTileError extends Error {}

/** Runs the pipeline so far into raw pixels: the next step then works on its result (sharp reorders steps otherwise). */
async function settle(sharp: SharpOf, image: Sharp): Promise<Sharp> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The region's pixels at `level`, raw RGB(A), from the tiles it touches. */
async function readRegion(sharp: SharpOf, p: Pyramid, level: number, area: Box, readTile: ReadTile, picture: number) {
  const first = { col: Math.floor(area.x / p.tileSize), row: Math.floor(area.y / p.tileSize) };
  const last = {
    col: Math.floor((area.x + area.width - 1) / p.tileSize),
    row: Math.floor((area.y + area.height - 1) / p.tileSize),
  };
  const count = (last.col - first.col + 1) * (last.row - first.row + 1);
  if (count > MAX_TILES) throw new Error(`${count} tiles for one answer: more than ${MAX_TILES}`);
  const parts: OverlayOptions[] = [];
  for (let row = first.row; row <= last.row; row++) {
    for (let col = first.col; col <= last.col; col++) {
      const id = tileId(picture, level, col, row);
      const part = intersect(tileContentRect(p, id), area);
      if (!part) continue;
      const bytes = await readTile(level, col, row);
      if (!bytes) throw new MissingTileError(`tile ${level}/${col}_${row} is missing`);
      const held = tileRect(p, id);
      const { data, info } = await sharp(bytes)
        .extract({ left: part.x - held.x, top: part.y - held.y, width: part.width, height: part.height })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      parts.push({ input: data, raw, left: part.x - area.x, top: part.y - area.y });
    }
  }
  const [only] = parts;
  if (parts.length === 1 && only.input instanceof Buffer && only.raw) return sharp(only.input, { raw: only.raw });
  const canvas = sharp({
    create: { width: area.width, height: area.height, channels: 3, background: { r: 0, g: 0, b: 0 } },
  });
  return settle(sharp, canvas.composite(parts));
}

export async function render(
  p: Pyramid,
  plan: ImagePlan,
  readTile: ReadTile,
  picture: number,
  jpegQuality: number,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const level = levelFor(p, plan);
  const area = regionInLevel(p, level, plan.region);
  let image = await readRegion(sharp, p, level, area, readTile, picture);
  if (area.width !== plan.width || area.height !== plan.height) {
    image = await settle(sharp, image.resize(plan.width, plan.height, { fit: 'fill', kernel: 'lanczos3' }));
  }
  if (plan.rotation !== 0) image = await settle(sharp, image.rotate(plan.rotation));
  if (plan.mirror) image = image.flop();
  if (plan.quality === 'gray') image = image.grayscale();
  if (plan.format === 'png') return image.png().toBuffer();
  if (plan.format === 'webp') return image.webp({ quality: jpegQuality }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: jpegQuality }).toBuffer();
}
