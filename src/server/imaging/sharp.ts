import os from 'node:os';
import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/** sharp (libvips), loaded on first use: a web instance that never decodes a picture never holds it. */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips uses one thread here unless told; its operation cache only grows memory for our one-shot work.
    sharp.concurrency(os.availableParallelism());
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Decoding options for every picture we read: refuse pixel bombs and damaged files. */
export const readOptions = (maxPixels: number) =>
  ({ limitInputPixels: maxPixels, failOn: 'truncated', sequentialRead: true }) as const;

/** libvips' message without its internal prefix noise, for people. */
export const reasonOf = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err))
    .replace(/^VipsJpeg: |^pngload: |^webpload: |^gifload: |^tiffload: |^heifload: /, '')
    .split('\n')[0]
    .trim();
