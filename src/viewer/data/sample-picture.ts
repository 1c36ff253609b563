/**
 * The sample izoom's picture: a Julia set (c = -0.7269 + 0.1889i), whose double spirals wind into ever finer
 * spirals, so every zoom level shows new detail. Smooth escape-time colouring on a cyclic palette, computed
 * with plain loops. The view is fixed in the plane: any size shows the same picture, just finer.
 */

const C_RE = -0.7269;
const C_IM = 0.1889;
/** Centre and width of the view in the complex plane; the height follows the aspect ratio. */
const CENTER_RE = 0;
const CENTER_IM = 0;
const VIEW_WIDTH = 3.1;
const MAX_ITER = 300;
const BAILOUT_SQ = 64 * 64;

/** Cyclic palette stops (position 0..1, sRGB): deep indigo, teal, cream, coral, plum. */
const STOPS: readonly [number, number, number, number][] = [
  [0, 18, 16, 64],
  [0.22, 22, 120, 140],
  [0.45, 250, 240, 214],
  [0.65, 238, 118, 82],
  [0.84, 96, 30, 90],
  [1, 18, 16, 64],
];
const PALETTE_SIZE = 1024;
const INTERIOR = [8, 8, 24] as const;

const palette = (): Uint8Array => {
  const lut = new Uint8Array(PALETTE_SIZE * 3);
  for (let i = 0; i < PALETTE_SIZE; i++) {
    const t = i / PALETTE_SIZE;
    let s = 0;
    while (s + 2 < STOPS.length && (STOPS[s + 1]?.[0] ?? 1) <= t) s++;
    const [t0, r0, g0, b0] = STOPS[s] ?? [0, 0, 0, 0];
    const [t1, r1, g1, b1] = STOPS[s + 1] ?? [1, 0, 0, 0];
    const f = (t - t0) / (t1 - t0);
    const ease = f * f * (3 - 2 * f);
    lut[i * 3] = Math.round(r0 + (r1 - r0) * ease);
    lut[i * 3 + 1] = Math.round(g0 + (g1 - g0) * ease);
    lut[i * 3 + 2] = Math.round(b0 + (b1 - b0) * ease);
  }
  return lut;
};

/** RGB pixels, rows top to bottom. */
export const renderSamplePicture = (width: number, height: number): Uint8Array => {
  const lut = palette();
  const out = new Uint8Array(width * height * 3);
  const step = VIEW_WIDTH / width;
  const left = CENTER_RE - (VIEW_WIDTH - step) / 2;
  const top = CENTER_IM + (step * (height - 1)) / 2;
  const log2 = Math.log(2);
  for (let y = 0; y < height; y++) {
    const im0 = top - y * step;
    for (let x = 0; x < width; x++) {
      let re = left + x * step;
      let im = im0;
      let re2 = re * re;
      let im2 = im * im;
      let n = 0;
      while (n < MAX_ITER && re2 + im2 < BAILOUT_SQ) {
        im = 2 * re * im + C_IM;
        re = re2 - im2 + C_RE;
        re2 = re * re;
        im2 = im * im;
        n++;
      }
      const at = (y * width + x) * 3;
      if (n >= MAX_ITER) {
        out[at] = INTERIOR[0];
        out[at + 1] = INTERIOR[1];
        out[at + 2] = INTERIOR[2];
        continue;
      }
      // Smooth iteration count, then bands evenly spaced in its logarithm so they stay wide everywhere.
      const smooth = n + 1 - Math.log(Math.log(re2 + im2) / 2 / log2) / log2;
      const phase = Math.log(Math.max(1, smooth)) * 0.9 + 0.1;
      const index = Math.floor((phase - Math.floor(phase)) * PALETTE_SIZE) * 3;
      out[at] = lut[index] ?? 0;
      out[at + 1] = lut[index + 1] ?? 0;
      out[at + 2] = lut[index + 2] ?? 0;
    }
  }
  return out;
};
