import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient, ApiResult } from './api/client';
import { ApiProvider } from './api/context';
import { AuthProvider, type Session } from './auth';
import { type AppConfig, parseAppConfig } from './config/app-config';
import { AppConfigProvider } from './config/context';

export interface RenderInAppOptions {
  /** What every API call answers. */
  answer?: () => Promise<ApiResult<unknown>>;
  config?: Partial<AppConfig>;
  session?: Partial<Session>;
  /** Paths the page links to (each renders nothing), so links resolve. */
  linkTargets?: string[];
}

/**
 * For component tests: renders `page` at `/` inside the app's providers and a memory router, with an API
 * whose every call answers `answer`, and no retries.
 */
export const renderInApp = (page: () => ReactNode, options: RenderInAppOptions = {}) => {
  const answer = options.answer ?? (() => new Promise<ApiResult<unknown>>(() => undefined));
  const api = { get: answer, post: answer, request: answer } as unknown as ApiClient;
  const session = { signIn: async () => undefined, ...options.session } as Session;
  const config = { ...parseAppConfig({}, window.location.origin), ...options.config };
  const root = createRootRoute({ component: Outlet });
  const targets = options.linkTargets ?? [];
  const routes = ['/', ...targets].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: path === '/' ? page : () => null }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <AppConfigProvider config={config}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider client={api}>
              <AuthProvider session={session}>
                <RouterProvider router={router} />
              </AuthProvider>
            </ApiProvider>
          </QueryClientProvider>
        </AppConfigProvider>
      </MantineProvider>
    </I18nProvider>,
  );
};
