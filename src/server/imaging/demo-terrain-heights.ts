import { clamp01, NoiseOctave } from './demo-terrain-noise';

// The terrain demo's heights (demo-terrain.ts): octaves of noise summed into metres, row by row.

/** The map spans this many metres across, whatever its size in pixels. */
export const MAP_WIDTH_M = 60_000;
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

/** Heights (metres) of one row: full detail for colour and shading, smoothed for contours; and moisture 0..1. */
export interface Row {
  height: Float32Array;
  smooth: Float32Array;
  moist: Float32Array;
}

/** Noise sums (dimensionless, about −1..1) to metres: gentle lowlands, steep high mountains. */
const toMetres = (e: number) => (e < 0 ? e * 3000 : e * 1200 + e * e * 2400);

export class HeightField {
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
