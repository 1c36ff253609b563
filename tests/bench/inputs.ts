// Pictures the scaling benches generate, made once into tests/.artifacts/bench/inputs/ (delete it to make them again).
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderDemoPicture } from '../../src/server/imaging/demo-pictures';

const INPUTS = path.resolve('tests/.artifacts/bench/inputs');

/** Width × height of a 3:2 picture of about `megapixels`. */
export function size(megapixels: number): { width: number; height: number } {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 3) / 2));
  return { width, height: Math.round((width * 2) / 3) };
}

async function once(name: string, make: (file: string) => Promise<unknown>): Promise<string> {
  mkdirSync(INPUTS, { recursive: true });
  const file = path.join(INPUTS, name);
  if (!existsSync(file)) {
    console.error(`bench: making ${path.relative(process.cwd(), file)} (once)`);
    const part = `${file}.part${path.extname(file)}`;
    await make(part);
    renameSync(part, file);
  }
  return file;
}

/**
 * Photo-like: the server's demo terrain (rendered relief, sky, fine detail everywhere) as a JPEG at quality 90,
 * as a camera would send it.
 */
export async function photoLike(megapixels: number): Promise<{ file: string; data: Buffer; pixels: number }> {
  const { width, height } = size(megapixels);
  const file = await once(`terrain-${width}x${height}.jpg`, (part) =>
    renderDemoPicture('terrain', width, height, part),
  );
  return { file, data: readFileSync(file), pixels: width * height };
}

/** Flat: a diagram or a scan of a poster, a few areas of one colour each, as a PNG. */
export async function flat(megapixels: number): Promise<{ file: string; data: Buffer; pixels: number }> {
  const { width, height } = size(megapixels);
  const file = await once(`flat-${width}x${height}.png`, async (part) => {
    const block = (w: number, h: number, colour: string) =>
      sharp({ create: { width: w, height: h, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [w, h] = [Math.round(width / 3), Math.round(height / 3)];
    const blocks = await Promise.all(['#c03030', '#3050c0', '#30a050', '#202020'].map((c) => block(w, h, c)));
    await sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
      .composite(blocks.map((input, i) => ({ input, left: (i % 2) * w * 2, top: (i >> 1) * h * 2 })))
      .png()
      .toFile(part);
  });
  return { file, data: readFileSync(file), pixels: width * height };
}
