import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';

export const createAppRouter = (context: RouterContext) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which keeps the data; the router need not cache it too.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
