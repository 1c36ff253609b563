import { seededRandom } from '../../shared/seeded-random';

/** Raw pixels, rows top to bottom, `channels` bytes each. */
export interface RawImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  pixels: Uint8Array;
}

/** Encodes raw pixels as PNG (sharp at build time; the model itself stays free of Node). */
export type PngEncoder = (image: RawImage) => Promise<Uint8Array>;

/** The texture's size in pixels and what it covers on the floor: 8 planks of 20 cm across, 2.5 m along. */
export const PLANKS_SIZE = 256;
export const PLANKS_ACROSS = 8;
export const PLANKS_METRES = { across: 1.6, along: 2.5 } as const;

const smooth = (t: number): number => t * t * (3 - 2 * t);

/**
 * A subtle greyscale plank floor, tileable both ways: light values (about 0.8–1) that darken the floor's
 * vertex colour a little, thin joints between boards and staggered board ends, and a faint grain.
 * `u` runs across the boards (x), `v` along them (z).
 */
export const floorPlanks = (seed = 7): RawImage => {
  const size = PLANKS_SIZE;
  const random = seededRandom(seed);
  const plankWidth = size / PLANKS_ACROSS;
  const boards = Array.from({ length: PLANKS_ACROSS }, () => ({
    tone: 0.9 + (random() - 0.5) * 0.07,
    // Each board column has two ends per tile, half a tile apart, staggered from its neighbours.
    joint: Math.floor(random() * size),
    grainPhase: random() * Math.PI * 2,
    // Whole cycles per tile, so the grain tiles too.
    grainFrequency: 2 + Math.floor(random() * 3),
    knot: { v: 8 + random() * (size - 16), strength: random() * 0.03 },
  }));
  const pixels = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const board = boards[Math.floor(x / plankWidth)];
      if (!board) continue;
      const across = (x % plankWidth) / plankWidth;
      const along = (y - board.joint + size) % (size / 2);
      const segment = Math.floor(((y - board.joint + size) % size) / (size / 2));
      const tone = board.tone + (segment ? 0.025 : -0.015);
      // Grain lines run along the board, wavering a little.
      const waver = 0.6 * Math.sin((y / size) * Math.PI * 2 * board.grainFrequency + board.grainPhase);
      const grain = 0.02 * Math.sin(across * Math.PI * 2 * 3.5 + waver + board.grainPhase);
      const knotDistance = Math.hypot((across - 0.5) * plankWidth, y - board.knot.v) / 6;
      const knot = knotDistance < 1 ? -board.knot.strength * smooth(1 - knotDistance) : 0;
      // Soft bevels at the long edges and dark gaps at the ends.
      const edge = Math.min(x % plankWidth, plankWidth - 1 - (x % plankWidth));
      const bevel = edge === 0 ? 0.8 : edge === 1 ? 0.94 : 1;
      const end = along < 1 ? 0.82 : 1;
      const value = (tone + grain + knot) * bevel * end;
      pixels[y * size + x] = Math.round(Math.min(1, Math.max(0, value)) * 255);
    }
  }
  return { width: size, height: size, channels: 1, pixels };
};
