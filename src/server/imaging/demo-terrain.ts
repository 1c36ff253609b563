/**
 * The terrain demo picture: a shaded relief map of a fractal archipelago. Heights are Perlin gradient
 * noise (our own, fixed seed) summed over octaves from continents down to ~2 px: fBm for coasts and
 * lowlands, ridged multifractal noise for the mountains. Coloured by elevation and moisture, hill-shaded
 * from the north-west, with contour lines every 100 m (bold every 500 m) and depth contours at sea.
 * The map always covers the same ground: a bigger picture only adds finer octaves.
 * Rendered row by row; heights are kept for three rows only.
 */

import { HeightField, MAP_WIDTH_M, type Row } from './demo-terrain-heights';
import { clamp01 } from './demo-terrain-noise';

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
