import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOGO = fileURLToPath(new URL('../public/logo.svg', import.meta.url));

/**
 * The splash's logo (spec §2) written into the built index.html as a data URL: it paints with the splash's first
 * paint instead of one request later. public/logo.svg stays the one drawing (the app's `Logo` draws it inline, and
 * `Logo.test.tsx` keeps the two the same).
 */
export const splashLogoPlugin = (): Plugin => ({
  name: 'izoom:splash-logo',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const svg = readFileSync(LOGO, 'utf8')
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      const splashLogo = '<img src="/logo.svg" alt="izoom" />';
      if (!html.includes(splashLogo)) throw new Error(`index.html's splash has no ${splashLogo}`);
      return html.replace(splashLogo, () => `<img src="${url}" alt="izoom" width="88" height="88" />`);
    },
  },
});
