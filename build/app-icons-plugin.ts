/**
 * The installed app's icons, drawn from public/logo.svg with sharp, and /manifest.webmanifest (build/web-manifest.ts):
 * emitted at fixed names at the root of a build, and served by a middleware under `vite dev`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { WEB_MANIFEST } from './web-manifest.ts';

const LOGO = fileURLToPath(new URL('../public/logo.svg', import.meta.url));
/** The navigation's own icons (Tabler's, as in src/web/layout/nav-items.ts) for the shortcuts. */
const tablerIcon = (name: string) =>
  createRequire(createRequire(import.meta.url).resolve('@tabler/icons-react')).resolve(
    `@tabler/icons/outline/${name}.svg`,
  );

/** What is inside an SVG file's root element. */
const inner = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** Drawings on the logo's 64-unit square; `#izoom-bg` is the logo's gradient. */
type Drawing = (logo: string) => Promise<string>;

/** The logo as it is (transparent round its corners). */
const asIs: Drawing = async (logo) => inner(logo);

/**
 * Maskable (and Apple's touch icon, which must be opaque): the logo within the central 80% safe zone on a full-bleed
 * copy of its gradient, stretched to end where the logo's does so that its edge does not show.
 */
const fullBleed: Drawing = async (logo) => `
  <defs><linearGradient id="bleed" href="#izoom-bg" gradientUnits="userSpaceOnUse" x1="6.4" y1="6.4" x2="57.6" y2="57.6"/></defs>
  <rect width="64" height="64" fill="url(#bleed)"/>
  <svg x="6.4" y="6.4" width="51.2" height="51.2" viewBox="0 0 64 64">${inner(logo)}</svg>`;

/** A shortcut: a navigation icon in white on the logo's rounded gradient square. */
const shortcut =
  (icon: string): Drawing =>
  async (logo) =>
    `
  <defs>${inner(logo)}</defs>
  <rect width="64" height="64" rx="14" fill="url(#izoom-bg)"/>
  <svg x="14" y="14" width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2"
    stroke-linecap="round" stroke-linejoin="round">${inner(await readFile(tablerIcon(icon), 'utf8'))}</svg>`;

/** File name in the build → size in pixels and drawing. The manifest and index.html name them. */
const ICONS: Record<string, [number, Drawing]> = {
  'icons/icon-192.png': [192, asIs],
  'icons/icon-512.png': [512, asIs],
  'icons/icon-maskable-512.png': [512, fullBleed],
  'icons/apple-touch-icon.png': [180, fullBleed],
  'icons/shortcut-home-96.png': [96, shortcut('home')],
  'icons/shortcut-my-albums-96.png': [96, shortcut('album')],
};

const render = async (size: number, draw: Drawing): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${await draw(await readFile(LOGO, 'utf8'))}</svg>`;
  // Loaded when first drawing, so that starting Vite (and every test run) does not pay for it.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
};

const MANIFEST = 'manifest.webmanifest';
const manifestJson = () => `${JSON.stringify(WEB_MANIFEST, null, 2)}\n`;

export const appIconsPlugin = (): Plugin => {
  const rendered = new Map<string, Promise<Buffer>>();
  /** Each icon drawn once per process; a failed drawing is forgotten so that the next use tries again. */
  const icon = (fileName: string, [size, draw]: [number, Drawing]) => {
    let png = rendered.get(fileName);
    if (!png) {
      png = render(size, draw);
      rendered.set(fileName, png);
      png.catch(() => rendered.delete(fileName));
    }
    return png;
  };
  return {
    name: 'izoom:app-icons',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: manifestJson() });
      for (const [fileName, drawing] of Object.entries(ICONS))
        this.emitFile({ type: 'asset', fileName, source: await icon(fileName, drawing) });
    },
    configureServer(server) {
      // The logo may be edited while the dev server runs.
      server.watcher.on('change', (file) => {
        if (file === LOGO) rendered.clear();
      });
      server.middlewares.use((request, response, next) => {
        const fileName = request.url?.split('?')[0]?.slice(1) ?? '';
        if (fileName === MANIFEST) {
          response.setHeader('content-type', 'application/manifest+json');
          response.setHeader('cache-control', 'no-cache');
          return response.end(manifestJson());
        }
        const drawing = ICONS[fileName];
        if (!drawing) return next();
        icon(fileName, drawing).then(
          (png) => {
            response.setHeader('content-type', 'image/png');
            response.setHeader('cache-control', 'no-cache');
            response.end(png);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
};
