import { APP_STYLE_ATTRIBUTE } from '../shared/constants';

/**
 * The app's stylesheets, which the page's HTML only preloads (build/styles-after-splash-plugin.ts, so the splash
 * paints without waiting for them), applied. Resolves once each has loaded, or failed: the app then renders.
 */
export const applyAppStyles = (doc: Document = document): Promise<void> =>
  Promise.all(
    [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="style"][${APP_STYLE_ATTRIBUTE}]`)].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
