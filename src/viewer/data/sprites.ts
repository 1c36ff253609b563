/**
 * The 3D scene's sprites, drawn from raw pixels at build time and encoded as PNG:
 * - `sprites/shadow.png`, 128×128 RGBA: a soft drop shadow to put behind a hung picture. Black at 55%
 *   alpha in a centred rounded square over the middle 62% of each side, fading to 0 over the next 18% on
 *   every side; stretch it over a quad about 1.6× the picture's size, a little lower than the picture.
 * - `sprites/spot.png`, 256×256 RGBA: a round pool of warm light for the floor, white-ish, alpha fading
 *   smoothly from the centre to 0 at the edge; draw it additively or blended over the floor.
 */
import type { PngEncoder, RawImage } from './floor-planks';
import { spriteEntryName } from './pack-contents';
import type { PackEntry } from './pack-format';

const smoothstep = (edge0: number, edge1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

const rgba = (size: number, pixel: (u: number, v: number) => readonly [number, number, number, number]) => {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Pixel centres, -1..1 across.
      const u = ((x + 0.5) / size) * 2 - 1;
      const v = ((y + 0.5) / size) * 2 - 1;
      pixels.set(
        pixel(u, v).map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255)),
        (y * size + x) * 4,
      );
    }
  }
  return { width: size, height: size, channels: 4, pixels } satisfies RawImage;
};

/** Distance outside a rounded square of half-size `half` and corner radius `radius` (0 inside). */
const outsideRoundedSquare = (u: number, v: number, half: number, radius: number): number => {
  const dx = Math.max(Math.abs(u) - (half - radius), 0);
  const dy = Math.max(Math.abs(v) - (half - radius), 0);
  return Math.max(0, Math.hypot(dx, dy) - radius);
};

export const shadowSprite = (): RawImage =>
  rgba(128, (u, v) => {
    const distance = outsideRoundedSquare(u, v, 0.62, 0.12);
    const alpha = 0.55 * (1 - smoothstep(0, 0.36, distance));
    return [0, 0, 0, alpha];
  });

export const spotSprite = (): RawImage =>
  rgba(256, (u, v) => {
    const r = Math.hypot(u, v);
    const alpha = (1 - smoothstep(0, 1, r)) ** 1.6;
    return [1, 0.96, 0.88, alpha];
  });

export const buildSprites = async (encodePng: PngEncoder): Promise<PackEntry[]> => [
  { name: spriteEntryName('shadow'), type: 'image/png', bytes: await encodePng(shadowSprite()) },
  { name: spriteEntryName('spot'), type: 'image/png', bytes: await encodePng(spotSprite()) },
];
