import { ADMIN_SPLASH_DELAY_MS, type SUPPORTED_LANGUAGES } from '../shared/constants';

/**
 * The splash of index.html (logo and 'Loading ...', spec §2) stays until the app is mounted. Outside the
 * admin pages it hides at once; on them it waits for the current-user lookup, plus 500 ms when it succeeds.
 */
export const SPLASH_ID = 'splash';

export const hideSplash = (): void => {
  document.getElementById(SPLASH_ID)?.remove();
};

export const isSplashShown = (): boolean => document.getElementById(SPLASH_ID) !== null;

/** After the admin pages' current-user lookup: a successful one keeps the splash 500 ms longer. */
export const hideSplashAfterLookup = (found: boolean, delayMs = ADMIN_SPLASH_DELAY_MS): void => {
  if (found && isSplashShown()) setTimeout(hideSplash, delayMs);
  else hideSplash();
};

/** When the app cannot start at all, the splash says so instead of loading forever. */
export const showStartupError = (message: string): void => {
  const splash = document.getElementById(SPLASH_ID);
  const text = splash?.querySelector('p');
  if (!splash || !text) return;
  text.textContent = message;
  splash.dataset.error = 'true';
};

/** What the splash says when the app cannot start. The catalogs may be what failed to load, so it lives here. */
const STARTUP_ERROR: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'izoom could not start. Check the connection and reload the page.',
  ja: 'izoom を起動できませんでした。接続を確認して、ページを再読み込みしてください。',
};

export const startupErrorText = (language: string): string => (language === 'ja' ? STARTUP_ERROR.ja : STARTUP_ERROR.en);
