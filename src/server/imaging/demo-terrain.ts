/**
 * The terrain demo picture: a shaded relief map of a fractal archipelago. Heights are Perlin gradient
 * noise (our own, fixed seed) summed over octaves from continents down to ~2 px: fBm for coasts and
 * lowlands, ridged multifractal noise for the mountains. Coloured by elevation and moisture, hill-shaded
 * from the north-west, with contour lines every 100 m (bold every 500 m) and depth contours at sea.
 * The map always covers the same ground: a bigger picture only adds finer octaves.
 * Rendered row by row; heights are kept for three rows only.
 */

/** The map spans this many metres across, whatever its size in pixels. */
const MAP_WIDTH_M = 60_000;
/** Octave wavelengths: from half the map width, divided by LACUNARITY down to ~2 px. */
const LARGEST_WAVELENGTH_M = 30_000;
const LACUNARITY = 2.5;
const FINEST_WAVELENGTH_PX = 2;
/** Octaves this large shape the land masses; the finer ones add hills and, inland, mountains. */
const CONTINENT_WAVELENGTH_M = 4_000;
/** Mountain ridges (ridged noise) come from octaves between the continents and this wavelength. */
const RIDGE_WAVELENGTH_M = 600;
/** Below this wavelength the ground gets smoother (weathering), so hill-shading stays calm at full zoom. */
const SMOOTH_BELOW_M = 400;
/** Contours follow the heights without the octaves finer than this, so they stay clean curves. */
const CONTOUR_WAVELENGTH_PX = 8;
const SEED = 3;

/** 256 unit gradient directions for the noise. */
const GRAD_X = new Float32Array(256);
const GRAD_Y = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  GRAD_X[i] = Math.cos(((i + 0.5) * Math.PI) / 128);
  GRAD_Y[i] = Math.sin(((i + 0.5) * Math.PI) / 128);
}

/** Integer hash of a lattice point to a gradient index (0..255). */
function gradIndex(i: number, j: number, seed: number): number {
  let h = Math.imul(i, 0x27d4eb2d) ^ Math.imul(j, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) & 255;
}

const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);
const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);

/**
 * One octave of 2-D Perlin noise, evaluated a row at a time. Along a row the lattice row is fixed, so
 * interpolating in y first leaves, per lattice column c, a line a[c]·dx + b[c]. Between columns c and
 * c+1 the noise is then (a[c]·dx + b[c]) blended towards (a[c+1]·(dx−1) + b[c+1]) by the fade of dx,
 * where dx and its fade depend on x alone and are computed once.
 */
class NoiseOctave {
  /** First pixel of each lattice cell along x; dx (0..1) and its fade per pixel. */
  private readonly start: Int32Array;
  private readonly dx: Float32Array;
  private readonly wx: Float32Array;
  private readonly a: Float32Array;
  private readonly b: Float32Array;
  private readonly firstCol: number;

  constructor(
    width: number,
    readonly wavelengthPx: number,
    private readonly seed: number,
    private readonly offsetY: number,
    offsetX: number,
  ) {
    this.dx = new Float32Array(width);
    this.wx = new Float32Array(width);
    this.firstCol = Math.floor(offsetX);
    const cells = Math.floor((width - 1) / wavelengthPx + offsetX) - this.firstCol + 1;
    this.start = new Int32Array(cells + 1).fill(width);
    for (let x = width - 1; x >= 0; x--) {
      const u = x / wavelengthPx + offsetX;
      const i = Math.floor(u);
      this.start[i - this.firstCol] = x;
      this.dx[x] = u - i;
      this.wx[x] = fade(u - i);
    }
    // A cell narrower than a pixel holds none: it starts where the next one does.
    for (let c = cells - 1; c >= 0; c--) this.start[c] = Math.min(this.start[c], this.start[c + 1]);
    this.a = new Float32Array(cells + 1);
    this.b = new Float32Array(cells + 1);
  }

  /** Writes the noise along row y (about −1..1) into `out`. */
  row(y: number, out: Float32Array): void {
    const v = y / this.wavelengthPx + this.offsetY;
    const j = Math.floor(v);
    const fy = v - j;
    const wy = fade(fy);
    const { a, b, start, dx, wx } = this;
    for (let c = 0; c < a.length; c++) {
      const g0 = gradIndex(this.firstCol + c, j, this.seed);
      const g1 = gradIndex(this.firstCol + c, j + 1, this.seed);
      a[c] = GRAD_X[g0] + (GRAD_X[g1] - GRAD_X[g0]) * wy;
      b[c] = GRAD_Y[g0] * fy + (GRAD_Y[g1] * (fy - 1) - GRAD_Y[g0] * fy) * wy;
    }
    for (let c = 0; c + 1 < a.length; c++) {
      // n = n0 + fade·(n1 − n0), with n0 = a0·d + b0 and n1 − n0 = da·d + db.
      const a0 = a[c];
      const b0 = b[c];
      const da = a[c + 1] - a0;
      const db = b[c + 1] - a[c + 1] - b0;
      for (let x = start[c], end = start[c + 1]; x < end; x++) {
        const d = dx[x];
        out[x] = (a0 * d + b0 + wx[x] * (da * d + db)) * 1.4;
      }
    }
  }
}

/** Heights (metres) of one row: full detail for colour and shading, smoothed for contours; and moisture 0..1. */
interface Row {
  height: Float32Array;
  smooth: Float32Array;
  moist: Float32Array;
}

/** Noise sums (dimensionless, about −1..1) to metres: gentle lowlands, steep high mountains. */
const toMetres = (e: number) => (e < 0 ? e * 3000 : e * 1200 + e * e * 2400);

class HeightField {
  private readonly octaves: { noise: NoiseOctave; amp: number; ridged: boolean }[] = [];
  private readonly continentOctaves: number;
  private readonly contourOctaves: number;
  /** One octave's noise; running sums along the row: continents, hills, ridges; ridge weights; how far inland (0..1). */
  private readonly noise: Float32Array;
  private readonly cont: Float32Array;
  private readonly hills: Float32Array;
  private readonly ridges: Float32Array;
  private readonly weight: Float32Array;
  private readonly inland: Float32Array;

  constructor(width: number) {
    const pixelM = MAP_WIDTH_M / width;
    let continentOctaves = 0;
    let contourOctaves = 0;
    for (let k = 0, m = LARGEST_WAVELENGTH_M; m / pixelM >= FINEST_WAVELENGTH_PX || k < 4; k++, m /= LACUNARITY) {
      if (m >= CONTINENT_WAVELENGTH_M) continentOctaves = k + 1;
      if (m / pixelM >= CONTOUR_WAVELENGTH_PX) contourOctaves = k + 1;
      // Amplitude ∝ wavelength (every octave adds the same slopes), smoother below SMOOTH_BELOW_M.
      const amp = (m / LARGEST_WAVELENGTH_M) * (m < SMOOTH_BELOW_M ? (m / SMOOTH_BELOW_M) ** 0.4 : 1);
      // Odd offsets keep the lattices of successive octaves from lining up.
      const noise = new NoiseOctave(width, m / pixelM, SEED + k * 0x9e3779b1, 17.31 * k + 0.37, 11.73 * k + 0.61);
      this.octaves.push({ noise, amp, ridged: m >= RIDGE_WAVELENGTH_M });
    }
    this.continentOctaves = continentOctaves;
    this.contourOctaves = Math.max(contourOctaves, continentOctaves);
    [this.noise, this.cont, this.hills, this.ridges, this.weight, this.inland] = Array.from(
      { length: 6 },
      () => new Float32Array(width),
    );
  }

  /** Metres above sea level from the sums so far: mountains rise only well inland. */
  private toMetresRow(out: Float32Array): void {
    const { cont, hills, ridges, inland } = this;
    for (let x = 0; x < out.length; x++) out[x] = toMetres(cont[x] - 0.06 + hills[x] + inland[x] * ridges[x]);
  }

  row(y: number, out: Row): void {
    const { noise, cont, hills, ridges, weight, inland } = this;
    cont.fill(0);
    hills.fill(0);
    ridges.fill(0);
    weight.fill(1);
    for (let k = 0; k < this.octaves.length; k++) {
      const { noise: octave, amp, ridged } = this.octaves[k];
      octave.row(y, noise);
      if (k < this.continentOctaves) {
        for (let x = 0; x < noise.length; x++) cont[x] += amp * noise[x];
        if (k + 1 === this.continentOctaves) {
          for (let x = 0; x < noise.length; x++) {
            const t = clamp01((cont[x] - 0.05) / 0.4);
            inland[x] = t * t * (3 - 2 * t);
            // Moisture (for the vegetation) borrows this octave: its share of the heights is small.
            out.moist[x] = clamp01(0.5 + 0.8 * noise[x]);
          }
        }
      } else if (ridged) {
        // fBm hills everywhere; ridged multifractal (crests where the noise crosses zero) for mountains.
        const hillAmp = amp * 0.8;
        const ridgeAmp = amp * 2.8;
        for (let x = 0; x < noise.length; x++) {
          const n = noise[x];
          hills[x] += hillAmp * n;
          const s = (1 - Math.sqrt(n * n + 0.003)) * weight[x];
          weight[x] = s > 0.6 ? 1 : s / 0.6;
          ridges[x] += ridgeAmp * (s - 0.45);
        }
      } else {
        // The fine detail: plain fBm, rougher on the mountains.
        const hillAmp = amp * 0.8;
        for (let x = 0; x < noise.length; x++) hills[x] += hillAmp * (0.7 + 2 * inland[x] * weight[x]) * noise[x];
      }
      if (k + 1 === this.contourOctaves) this.toMetresRow(out.smooth);
    }
    this.toMetresRow(out.height);
  }
}

/** Elevation (m) to colour: depth tints at sea; on land a dry and a wet tint [h, dry r g b, wet r g b]. */
const WATER: readonly [number, number, number, number][] = [
  [-3000, 10, 30, 78],
  [-1200, 20, 56, 118],
  [-250, 36, 96, 158],
  [-40, 64, 142, 188],
  [-2, 104, 180, 204],
];
const LAND: readonly [number, number, number, number, number, number, number][] = [
  [0, 228, 214, 164, 218, 208, 160], // beach
  [8, 222, 206, 150, 200, 196, 140],
  [30, 186, 188, 118, 120, 168, 88], // grass, meadows
  [400, 164, 170, 104, 74, 134, 64],
  [900, 152, 150, 98, 46, 104, 52], // forest
  [1500, 140, 128, 100, 64, 96, 58],
  [2100, 138, 126, 112, 118, 112, 96], // rock
  [2600, 168, 164, 158, 164, 162, 156],
  [2900, 240, 242, 246, 240, 242, 246], // snow
  [4500, 255, 255, 255, 255, 255, 255],
];
const ROCK = [132, 122, 108] as const;
const CONTOUR_INK = [112, 72, 38] as const;
const DEPTH_INK = [160, 204, 232] as const;
const COAST_INK = [28, 58, 92] as const;
const LUT_MIN = -3000;
const LUT_MAX = 4500;
const LUT_STEP = 2;

/** Colour per LUT_STEP metres from LUT_MIN to LUT_MAX, interpolated between the stops (RGB triples). */
function buildLut(stops: readonly (readonly number[])[]): Float32Array {
  const size = (LUT_MAX - LUT_MIN) / LUT_STEP + 1;
  const lut = new Float32Array(size * 3);
  for (let i = 0, s = 0; i < size; i++) {
    const h = Math.min(Math.max(LUT_MIN + i * LUT_STEP, stops[0][0]), stops[stops.length - 1][0]);
    while (s < stops.length - 2 && stops[s + 1][0] < h) s++;
    const f = (h - stops[s][0]) / (stops[s + 1][0] - stops[s][0]);
    for (let c = 1; c <= 3; c++) lut[i * 3 + c - 1] = stops[s][c] + (stops[s + 1][c] - stops[s][c]) * f;
  }
  return lut;
}

/** Light from the north-west, 45° up; heights exaggerated so the relief reads at a glance. */
const LIGHT_XY = -0.5; // both x and y components: cos 45° · cos 45°
const LIGHT_Z = Math.SQRT1_2;
const EXAGGERATION = 1.5;
/** Contours every 100 m on land (every 5th bold), every 250 m under water. */
const CONTOUR_M = 100;
const INDEX_EVERY = 5;
const DEPTH_CONTOUR_M = 250;

/**
 * Opacity of the contour nearest to height `h`, for lines every `interval` metres where the ground
 * climbs sqrt(`grad2`) metres per pixel: anti-aliased, about 1 px wide (1.3 px and darker for index
 * contours), faded out where contours crowd closer than a few pixels.
 */
function contourAlpha(h: number, interval: number, grad2: number): number {
  const level = Math.round(h / interval);
  const off = Math.abs(h - level * interval);
  if (off * off >= 1.69 * grad2) return 0; // more than 1.3 px away: most pixels
  const grad = Math.sqrt(grad2) + 1e-3;
  const distPx = off / grad;
  const crowding = clamp01((interval / grad - 3) * 0.25);
  if ((level | 0) % INDEX_EVERY === 0) return clamp01(1.3 - distPx) * 0.6 * crowding;
  return clamp01(1 - distPx) * 0.35 * crowding;
}

/**
 * Renders the map into a new RGB buffer (width × height × 3 bytes), top row first.
 * `onRows(done)` is called every few rows with the number of rows finished.
 */
export function renderTerrain(width: number, height: number, onRows: (done: number) => void): Uint8Array {
  // Clamped: shading may push a channel past 255 (and must not wrap around).
  const rgb = new Uint8ClampedArray(width * height * 3);
  const field = new HeightField(width);
  // Both tints are the same at sea: moisture only matters on land.
  const dry = buildLut([...WATER, ...LAND.map(([h, r, g, b]) => [h, r, g, b])]);
  const wet = buildLut([...WATER, ...LAND.map(([h, , , , r, g, b]) => [h, r, g, b])]);
  const slopeScale = (EXAGGERATION * width) / MAP_WIDTH_M; // metres per pixel → exaggerated slope
  const coastNear = 40 + MAP_WIDTH_M / width; // only this close to sea level can a pixel be on the coast
  const newRow = (): Row => ({
    height: new Float32Array(width),
    smooth: new Float32Array(width),
    moist: new Float32Array(width),
  });
  let above = newRow();
  let here = newRow();
  let below = newRow();
  field.row(0, above);
  field.row(0, here);
  field.row(Math.min(1, height - 1), below);
  let o = 0;
  for (let y = 0; y < height; y++) {
    const { height: h, smooth: s, moist } = here;
    for (let x = 0; x < width; x++, o += 3) {
      const xl = x > 0 ? x - 1 : x;
      const xr = x < width - 1 ? x + 1 : x;
      const e = h[x];
      // Gradients in metres per pixel: full detail (shading, coast) and smoothed (contours).
      const gx = (h[xr] - h[xl]) * 0.5;
      const gy = (below.height[x] - above.height[x]) * 0.5;
      const sx = (s[xr] - s[xl]) * 0.5;
      const sy = (below.smooth[x] - above.smooth[x]) * 0.5;
      const sGrad2 = sx * sx + sy * sy;
      const lut = ((Math.min(Math.max(e, LUT_MIN), LUT_MAX) - LUT_MIN) / LUT_STEP) | 0;
      const i = lut * 3;
      // Lambert shading of the exaggerated surface, scaled so flat ground keeps its colour
      // (the sea floor shows through faintly).
      const ex = gx * slopeScale;
      const ey = gy * slopeScale;
      const slope2 = ex * ex + ey * ey;
      const lambert = Math.max((LIGHT_Z - (ex + ey) * LIGHT_XY) / (LIGHT_Z * Math.sqrt(1 + slope2)), 0);
      let light = 0.42 + 0.58 * lambert;
      let rock = 0;
      let line = 0;
      let ink: readonly number[] = CONTOUR_INK;
      if (e >= 0) {
        rock = e > 40 ? clamp01((slope2 - 1) * 0.5) : 0; // bare rock on steep ground
        if (s[x] > 0) line = contourAlpha(s[x], CONTOUR_M, sGrad2);
      } else {
        light = 0.8 + 0.2 * lambert;
        if (s[x] < 0) line = 0.5 * contourAlpha(s[x], DEPTH_CONTOUR_M, sGrad2);
        ink = DEPTH_INK;
      }
      // The coastline: a dark line along height 0, from the full-detail heights.
      if (e < coastNear && e > -coastNear) {
        const coast = 0.75 * clamp01(1.1 - Math.abs(e) / (Math.sqrt(gx * gx + gy * gy) + 1e-3));
        if (coast > line) {
          line = coast;
          ink = COAST_INK;
        }
      }
      const m = moist[x];
      const veg = (1 - rock) * light;
      const r = (dry[i] + (wet[i] - dry[i]) * m) * veg + ROCK[0] * rock * light;
      const g = (dry[i + 1] + (wet[i + 1] - dry[i + 1]) * m) * veg + ROCK[1] * rock * light;
      const b = (dry[i + 2] + (wet[i + 2] - dry[i + 2]) * m) * veg + ROCK[2] * rock * light;
      rgb[o] = r + (ink[0] - r) * line;
      rgb[o + 1] = g + (ink[1] - g) * line;
      rgb[o + 2] = b + (ink[2] - b) * line;
    }
    const spare = above;
    above = here;
    here = below;
    below = spare;
    if (y + 2 < height) field.row(y + 2, below);
    else {
      below.height.set(here.height);
      below.smooth.set(here.smooth);
    }
    if ((y & 15) === 15 || y === height - 1) onRows(y + 1);
  }
  return new Uint8Array(rgb.buffer);
}
