import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const LOGO = fileURLToPath(new URL('../public/logo.svg', import.meta.url));
/** index.html's splash logo, which dev serves as the file. */
const SPLASH_LOGO_IMG = '<img class="logo" src="/logo.svg" alt="izoom" />';
/** Its size on the page (index.html's CSS), and the pixels drawn for it: enough for a 3× screen. */
const SIZE = 88;
const PIXELS = SIZE * 3;

/**
 * The splash's logo (spec §2) written into the built index.html as a WebP drawn from public/logo.svg, so that it
 * paints with the splash's first paint instead of one request later. Not as an SVG image: that, even from a data
 * URL, is a document of its own that the page's main thread creates, parses and lays out (21–110 ms of one task
 * while the HTML was parsed, on the slow-memory host); a raster image is decoded off the main thread. public/logo.svg
 * stays the one drawing (the app's `Logo` draws it inline, and `Logo.test.tsx` keeps the two the same).
 */
export const splashLogoPlugin = (): Plugin => ({
  name: 'izoom:splash-logo',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html) => {
      if (!html.includes(SPLASH_LOGO_IMG)) throw new Error(`index.html's splash has no ${SPLASH_LOGO_IMG}`);
      const webp = await sharp(readFileSync(LOGO), { density: (72 * PIXELS) / 64 })
        .resize(PIXELS, PIXELS)
        .webp({ quality: 80 })
        .toBuffer();
      const img = `<img class="logo" src="data:image/webp;base64,${webp.toString('base64')}" alt="izoom" width="${SIZE}" height="${SIZE}" />`;
      return html.replace(SPLASH_LOGO_IMG, () => img);
    },
  },
});
