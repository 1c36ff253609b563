import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './theme/theme-variables.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { type ApiClient, ApiError, createApiClient } from './api/client';
import { applyAppStyles } from './app-styles';
import { AuthSession, createUserManager, isLoggedIn, MockSession, type Session, setInAppNavigation } from './auth';
import { showInvalidAppVersion } from './components/invalid-app-version';
import { type AppConfig, loadAppConfig, parseAppConfig } from './config/app-config';
import { readFirstAnswers } from './config/first-answers';
import { REGISTRATION_DISABLED } from './config/flags';
import { preloadViewer, recordViewerTiles, viewerTileUrls } from './features/viewer/use-viewer-module';
import { initI18n, storedLanguage } from './i18n/i18n';
import { nextTask } from './next-task';
import { forgetPrivateSaved, resumeInterruptedSaves } from './offline/album-saver';
import { watchFirstVisit } from './offline/first-visit';
import { persistQueries } from './offline/query-persistence';
import { loadSavedAlbums } from './offline/saved-albums';
import { startServiceWorker } from './offline/updates';
import { createAppRouter } from './router';
import { showStartupError, startupErrorText } from './splash';
import { settleThemeSwitch } from './theme/theme-switch';

interface Backend {
  config: AppConfig;
  api: ApiClient;
  auth: Session;
}

const clientFor = (
  config: AppConfig,
  getToken: () => Promise<string | null>,
  fetchImpl?: typeof fetch,
  firstAnswers?: Record<string, unknown>,
) =>
  createApiClient({
    baseUrl: config.apiBase,
    getToken,
    fetch: fetchImpl,
    firstAnswers,
    onInvalidAppVersion: (failure) => showInvalidAppVersion(failure.message),
  });

/** The real server: its config, the OIDC session and the API client, each reaching the other through the token. */
const serverBackend = async (): Promise<Backend> => {
  const first = readFirstAnswers();
  const config = await loadAppConfig(undefined, undefined, first?.config);
  let auth: AuthSession | null = null;
  const api = clientFor(config, async () => (auth ? auth.getAccessToken() : null), undefined, first?.answers);
  auth = new AuthSession(createUserManager(config), api);
  return { config, api, auth };
};

/** Mock mode: no server; the in-browser backend answers the API and holds the demo users. */
const mockBackend = async (): Promise<Backend> => {
  const { createMockFetch } = await import('./mock');
  const config = { ...parseAppConfig({}, window.location.origin), registrationEnabled: !REGISTRATION_DISABLED };
  let auth: MockSession | null = null;
  const api = clientFor(
    config,
    async () => (auth ? auth.getAccessToken() : null),
    createMockFetch({ apiBase: config.apiBase }),
  );
  auth = new MockSession(api);
  return { config, api, auth };
};

/** Reads the app config, sets up language, auth, API and router, then mounts the app (which hides the splash). */
const start = async (): Promise<void> => {
  // Not in the task that evaluated the app's modules (25–37 ms on the slow-memory host before this).
  await nextTask();
  const onFirstControl = watchFirstVisit(recordViewerTiles, viewerTileUrls);
  settleThemeSwitch();
  startServiceWorker(onFirstControl ?? undefined);
  const backend = import.meta.env.VITE_MOCK_MODE === 'true' ? mockBackend() : serverBackend();
  // The app's start runs as separate tasks (applying its CSS, making the router, the first render), none long.
  const styles = nextTask().then(() => {
    const applied = applyAppStyles();
    // On a viewer page, its files load alongside the rest of the start. Once the app's stylesheets are applied:
    // the viewer's files list them too, and Vite's loader adds a second copy of any it does not find applied.
    preloadViewer();
    return applied;
  });
  const [{ config, api, auth }] = await Promise.all([backend, initI18n(), styles]);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Try the network even when the browser thinks it is offline; with no answer, the cached data stays.
        networkMode: 'offlineFirst',
        // A failed envelope (4xx) will not change on retry; a lost network may, once it is back.
        retry: (count, error) =>
          count < 2 && navigator.onLine && (!(error instanceof ApiError) || error.result.status === 0),
      },
    },
  });
  await persistQueries(queryClient);
  // Signed out some other way (another tab, an expired session): private copies go all the same.
  void loadSavedAlbums().then(() =>
    isLoggedIn() ? resumeInterruptedSaves() : forgetPrivateSaved().then(resumeInterruptedSaves),
  );
  const context = { config, api, auth, queryClient };
  await nextTask();
  const router = createAppRouter(context);
  setInAppNavigation((href, replace) => (replace ? router.history.replace(href) : router.history.push(href)));
  void auth.init();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <App router={router} context={context} />
    </StrictMode>,
  );
};

start().catch((error: unknown) => {
  console.error('izoom could not start', error);
  showStartupError(startupErrorText(storedLanguage()));
});
