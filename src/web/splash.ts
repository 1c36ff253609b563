/**
 * The splash of index.html (logo and 'Loading ...', spec §2) stays until the app is mounted. Outside the
 * admin pages it hides at once; a delayed hide for the admin pages builds on this.
 */
export const SPLASH_ID = 'splash';

export const hideSplash = (): void => {
  document.getElementById(SPLASH_ID)?.remove();
};

/** When the app cannot start at all, the splash says so instead of loading forever. */
export const showStartupError = (message: string): void => {
  const splash = document.getElementById(SPLASH_ID);
  const text = splash?.querySelector('p');
  if (!splash || !text) return;
  text.textContent = message;
  splash.dataset.error = 'true';
};
