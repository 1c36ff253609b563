import type { Plugin } from 'vite';
import { APP_STYLE_ATTRIBUTE } from '../src/shared/constants.ts';

/**
 * The built index.html's stylesheets become preloads: fetched at once as before, but no longer holding back the
 * first paint, so the splash (styled by index.html's own CSS, spec §2) shows while the app's CSS and scripts
 * load. The app applies them before its first render (src/web/app-styles.ts), so it never shows unstyled.
 */
export const stylesAfterSplashPlugin = (): Plugin => ({
  name: 'izoom:styles-after-splash',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
        `<link rel="preload" as="style"$1 href="$2" ${APP_STYLE_ATTRIBUTE}>`,
      ),
  },
});
