// The terrain demo's gradient noise (demo-terrain.ts): our own Perlin noise, one octave at a time.

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

export const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);
const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);

/**
 * One octave of 2-D Perlin noise, evaluated a row at a time. Along a row the lattice row is fixed, so
 * interpolating in y first leaves, per lattice column c, a line a[c]·dx + b[c]. Between columns c and
 * c+1 the noise is then (a[c]·dx + b[c]) blended towards (a[c+1]·(dx−1) + b[c+1]) by the fade of dx,
 * where dx and its fade depend on x alone and are computed once.
 */
export class NoiseOctave {
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
