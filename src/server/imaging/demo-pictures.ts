/**
 * Demo pictures the project renders itself on first start: detailed at every scale, so deep zoom
 * is worth doing. Deterministic: the same size always gives the same pixels.
 */
import { DEMO_TEXTS } from '../../shared/demo-texts';
import { renderMandelbrot } from './demo-mandelbrot';
import { renderTerrain } from './demo-terrain';
import { loadSharp } from './sharp';

export type DemoPictureKind = 'mandelbrot' | 'terrain';

export const DEMO_PICTURES: readonly { kind: DemoPictureKind; name: string }[] = [
  { kind: 'mandelbrot', name: DEMO_TEXTS.mandelbrot },
  { kind: 'terrain', name: DEMO_TEXTS.terrain },
];

const RENDERERS: Record<
  DemoPictureKind,
  (width: number, height: number, onRows: (done: number) => void) => Uint8Array
> = {
  mandelbrot: renderMandelbrot,
  terrain: renderTerrain,
};

/** Renders one demo picture of width×height to `outFile` as a JPEG (quality 90, sRGB, no metadata). */
export async function renderDemoPicture(
  kind: DemoPictureKind,
  width: number,
  height: number,
  outFile: string,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Demo picture size must be positive integers, not ${width}×${height}`);
  }
  const render = RENDERERS[kind];
  if (!render) throw new RangeError(`Unknown demo picture kind: ${kind}`);
  const rgb = render(width, height, (done) => onProgress?.(done / height));
  // A view on the same memory (no copy); raw input is taken as sRGB and sharp writes no metadata by default.
  const pixels = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  const sharp = await loadSharp();
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(outFile);
}
