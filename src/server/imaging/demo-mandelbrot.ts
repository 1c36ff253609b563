/**
 * The Mandelbrot demo picture: the period-4 minibrot above the main cardioid (near −0.1565 + 1.0322i)
 * with its dendrites, smooth (continuous) escape-time colouring on a cyclic palette.
 * The view is fixed in the plane, so any output size shows the same picture, just finer.
 */

/** Centre of the view in the complex plane and its width; the height follows the aspect ratio. */
const CENTER_RE = -0.1578;
const CENTER_IM = 1.0329;
const VIEW_WIDTH = 0.105;

/** Enough iterations for the filaments to survive at native pixels of a ~40 MP render. */
const MAX_ITER = 4000;
/** A large bailout radius (256) makes the smooth iteration count accurate. */
const BAILOUT_SQ = 256 * 256;
/**
 * Two orbit points this close mean an attracting cycle: the point is inside (periodicity check).
 * Loose enough to catch slowly converging orbits early; no outside point of this view comes that close.
 */
const CYCLE_EPS = 1e-6;

/** Palette stops (position 0..1, sRGB), cyclic: deep blue, sky, white, amber, near-black. */
const PALETTE_STOPS: readonly [number, number, number, number][] = [
  [0, 0, 7, 100],
  [0.16, 32, 107, 203],
  [0.42, 237, 255, 255],
  [0.6425, 255, 170, 0],
  [0.8575, 0, 2, 0],
  [1, 0, 7, 100],
];
const PALETTE_SIZE = 4096;
/** Palette cycles per unit of ln(smooth iteration count): bands stay wide both far from and near the set. */
const CYCLES_PER_LOG = 1;
const PALETTE_PHASE = 0;
const INTERIOR: readonly [number, number, number] = [0, 0, 0];

function buildPalette(): Uint8Array {
  const lut = new Uint8Array(PALETTE_SIZE * 3);
  let stop = 0;
  for (let i = 0; i < PALETTE_SIZE; i++) {
    const t = i / PALETTE_SIZE;
    while (PALETTE_STOPS[stop + 1][0] < t) stop++;
    const [t0, r0, g0, b0] = PALETTE_STOPS[stop];
    const [t1, r1, g1, b1] = PALETTE_STOPS[stop + 1];
    const f = (t - t0) / (t1 - t0);
    const s = f * f * (3 - 2 * f); // smoothstep: no visible kinks at the stops
    lut[i * 3] = Math.round(r0 + (r1 - r0) * s);
    lut[i * 3 + 1] = Math.round(g0 + (g1 - g0) * s);
    lut[i * 3 + 2] = Math.round(b0 + (b1 - b0) * s);
  }
  return lut;
}

/** A smooth function of one variable, sampled on [lo, hi] and read back by linear interpolation (Math.log is slow). */
class Table {
  private readonly values: Float64Array;
  private readonly scale: number;

  constructor(
    f: (v: number) => number,
    private readonly lo: number,
    hi: number,
    samples: number,
  ) {
    this.values = new Float64Array(samples + 2);
    this.scale = samples / (hi - lo);
    for (let i = 0; i < samples + 2; i++) this.values[i] = f(lo + i / this.scale);
  }

  at(v: number): number {
    const u = (v - this.lo) * this.scale;
    const i = u | 0;
    return this.values[i] + (this.values[i + 1] - this.values[i]) * (u - i);
  }
}

/** Main cardioid or period-2 bulb: inside for sure, no need to iterate. */
function inMainBulbs(cr: number, ci: number): boolean {
  const ci2 = ci * ci;
  const xr = cr - 0.25;
  const q = xr * xr + ci2;
  if (q * (q + xr) <= 0.25 * ci2) return true;
  const xb = cr + 1;
  return xb * xb + ci2 <= 0.0625;
}

/**
 * Smooth escape time (≥ 0) of c = cr + ci·i, or −1 when c is (taken to be) in the set.
 * Brent-style periodicity check: the saved orbit point is refreshed at doubling intervals,
 * so an orbit caught in an attracting cycle is recognised after a few periods.
 */
function smoothEscape(cr: number, ci: number, log2HalfLn: Table): number {
  if (inMainBulbs(cr, ci)) return -1;
  let x = 0;
  let y = 0;
  let x2 = 0;
  let y2 = 0;
  let savedX = 0;
  let savedY = 0;
  let sinceSave = 0;
  let saveEvery = 8;
  for (let n = 0; n < MAX_ITER; n++) {
    y = 2 * x * y + ci;
    x = x2 - y2 + cr;
    x2 = x * x;
    y2 = y * y;
    if (x2 + y2 > BAILOUT_SQ) return Math.max(n + 2 - log2HalfLn.at(Math.log(x2 + y2)), 0);
    if (Math.abs(x - savedX) + Math.abs(y - savedY) < CYCLE_EPS) return -1;
    if (++sinceSave === saveEvery) {
      sinceSave = 0;
      saveEvery += saveEvery;
      savedX = x;
      savedY = y;
    }
  }
  return -1;
}

/**
 * Renders the view into a new RGB buffer (width × height × 3 bytes), top row first.
 * `onRows(done)` is called every few rows with the number of rows finished.
 */
export function renderMandelbrot(width: number, height: number, onRows: (done: number) => void): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  const palette = buildPalette();
  // ln|z|² just after the escape lies between ln 256² and about ln 256⁴.
  const log2HalfLn = new Table((l) => Math.log2(0.5 * l), Math.log(BAILOUT_SQ), Math.log(BAILOUT_SQ) * 2 + 0.01, 1024);
  const paletteAt = new Table(
    (mu) => Math.log(Math.max(mu, 1)) * CYCLES_PER_LOG + PALETTE_PHASE,
    0,
    MAX_ITER + 2,
    8 * MAX_ITER,
  );
  const step = VIEW_WIDTH / width;
  const left = CENTER_RE - (width / 2) * step;
  const top = CENTER_IM + (height / 2) * step;
  let o = 0;
  for (let row = 0; row < height; row++) {
    const ci = top - (row + 0.5) * step;
    for (let col = 0; col < width; col++, o += 3) {
      const mu = smoothEscape(left + (col + 0.5) * step, ci, log2HalfLn);
      if (mu < 0) {
        rgb[o] = INTERIOR[0];
        rgb[o + 1] = INTERIOR[1];
        rgb[o + 2] = INTERIOR[2];
        continue;
      }
      const t = paletteAt.at(mu);
      const p = ((t - Math.floor(t)) * PALETTE_SIZE) | 0;
      rgb[o] = palette[p * 3];
      rgb[o + 1] = palette[p * 3 + 1];
      rgb[o + 2] = palette[p * 3 + 2];
    }
    if ((row & 15) === 15 || row === height - 1) onRows(row + 1);
  }
  return rgb;
}
