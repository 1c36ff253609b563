import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ApiProvider } from './api/context';
import { AuthProvider } from './auth';
import { AppConfigProvider } from './config/context';
import { i18n } from './i18n/i18n';
import { dialogLabels } from './notices/dialogs';
import { useNoticeHostsWanted } from './notices/host-demand';
import { ModalsHost } from './notices/modals-host';
import { ConnectionNotice } from './offline/ConnectionNotice';
import { UpdatePrompt } from './offline/UpdatePrompt';
import type { createAppRouter } from './router';
import type { RouterContext } from './router-context';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from './theme/theme';

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  context: RouterContext;
}

// The toasts' and dialogs' hosts, with the modal, transition and scroll-lock code they bring, load on first use
// (see host-demand.ts): a toast shown earlier waits in Mantine's store, and a dialog waits for its host to listen.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

const NoticeHosts = () =>
  useNoticeHostsWanted() && (
    <Suspense>
      <ModalsHost labels={{ confirm: dialogLabels().confirm, cancel: dialogLabels().cancel }} />
      <Notifications position="bottom-right" />
    </Suspense>
  );

/** The providers every page relies on, around the router. */
export const App = ({ router, context }: AppProps) => (
  <I18nProvider i18n={i18n}>
    {/* The theme's CSS variables and classes come as a stylesheet (theme/theme-variables.css), not computed here. */}
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <NoticeHosts />
      <UpdatePrompt />
      <ConnectionNotice />
      <AppConfigProvider config={context.config}>
        <QueryClientProvider client={context.queryClient}>
          <ApiProvider client={context.api}>
            <AuthProvider session={context.auth}>
              <RouterProvider router={router} />
            </AuthProvider>
          </ApiProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </MantineProvider>
  </I18nProvider>
);
