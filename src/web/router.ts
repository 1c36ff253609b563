import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ApiClient } from './api/client';
import type { Session } from './auth';
import type { AppConfig } from './config/app-config';
import { routeTree } from './routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';

/** What every route's loader and beforeLoad can reach. */
export interface RouterContext {
  config: AppConfig;
  api: ApiClient;
  auth: Session;
  queryClient: QueryClient;
}

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
