import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ApiError, createApiClient } from './api/client';
import { AuthSession, createUserManager } from './auth';
import { showInvalidAppVersion } from './components/invalid-app-version';
import { loadAppConfig } from './config/app-config';
import { initI18n } from './i18n/i18n';
import { createAppRouter } from './router';
import { showStartupError } from './splash';
import { settleThemeSwitch } from './theme/theme-switch';

/** Reads the app config, sets up language, auth, API and router, then mounts the app (which hides the splash). */
const start = async (): Promise<void> => {
  settleThemeSwitch();
  const [config] = await Promise.all([loadAppConfig(), initI18n()]);
  const auth = new AuthSession(createUserManager(config));
  const api = createApiClient({
    baseUrl: config.apiBase,
    getToken: () => auth.getAccessToken(),
    onInvalidAppVersion: (failure) => showInvalidAppVersion(failure.message),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A failed envelope (4xx) will not change on retry; a lost network may.
        retry: (count, error) => count < 2 && (!(error instanceof ApiError) || error.result.status === 0),
      },
    },
  });
  const context = { config, api, auth, queryClient };
  const router = createAppRouter(context);
  void auth.init();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  );
};

start().catch((error: unknown) => {
  console.error('izoom could not start', error);
  showStartupError('izoom could not start. Check the connection and reload the page.');
});
