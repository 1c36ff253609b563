import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in index.html for what the first paint of the budgeted pages needs beyond the
 * entry's static imports, which Vite already preloads: their route chunks (tiny, loaded once the router has
 * matched) and the default language's catalog (loaded once the app starts). Fetched with the entry rather
 * than one round trip after it.
 */
export const routePreloadPlugin = (routes: string[], catalog: string): Plugin => ({
  name: 'izoom:route-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const wanted = (id: string | null) => {
        const file = id?.split('?')[0] ?? '';
        return routes.some((route) => file.endsWith(route)) || file.endsWith(catalog);
      };
      return Object.values(bundle)
        .filter((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && wanted(chunk.facadeModuleId))
        .map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
    },
  },
});
