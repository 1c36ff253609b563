import type { Page } from 'playwright-core';

/** The app's routes for the browser tests that walk them all (pages.test.ts, narrow-screens.test.ts). */
export interface PageCase {
  name: string;
  path: string;
  /** Waits for what shows that the right page is there (in any language). */
  ready: (page: Page) => Promise<unknown>;
}

export const byTestId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();
/** The issuer sent the browser back with `?interaction=` and the form is there. */
const flowForm = (route: 'login' | 'registration') => async (page: Page) => {
  await page.waitForURL(new RegExp(`/auth/${route}\\?(.*&)?interaction=`), { timeout: 20_000 });
  await page.locator('form input[type="email"]').waitFor();
};

/** The app's pages a visitor can open; `albumId` is a public album with pictures (the demo album). */
export const signedOutPages = (albumId: number): PageCase[] => [
  { name: 'home', path: '/', ready: byTestId('album-card') },
  { name: 'login', path: '/auth/login', ready: flowForm('login') },
  { name: 'registration', path: '/auth/registration', ready: flowForm('registration') },
  {
    name: 'forgot-password',
    path: '/auth/forgot-password',
    ready: (page) => page.locator('form input[type="email"]').waitFor(),
  },
  {
    name: 'reset-password',
    path: '/auth/reset-password?token=x',
    ready: (page) => page.locator('form input[autocomplete="new-password"]').first().waitFor(),
  },
  { name: 'error-404', path: '/error/404', ready: byTestId('not-found') },
  { name: 'error-500', path: '/error/500', ready: byTestId('server-error') },
  { name: 'error', path: '/error', ready: byTestId('error-page') },
  { name: 'album', path: `/album/${albumId}`, ready: byTestId('album') },
  { name: 'my-album', path: '/my-album', ready: byTestId('sign-in-prompt') },
];

/** The pages of a signed-in admin. */
export const signedInPages = (albumId: number): PageCase[] => [
  {
    name: 'home-signed-in',
    path: '/',
    ready: async (page) => {
      await byTestId('current-user')(page);
      await byTestId('album-card')(page);
    },
  },
  { name: 'dashboard', path: '/dashboard', ready: byTestId('dashboard-albums') },
  { name: 'account', path: '/account', ready: byTestId('account-summary') },
  { name: 'admin', path: '/admin', ready: byTestId('recent-izooms') },
  { name: 'my-album-signed-in', path: '/my-album', ready: byTestId('my-albums') },
  { name: 'my-album-album', path: `/my-album/${albumId}`, ready: byTestId('album') },
  { name: 'album-signed-in', path: `/album/${albumId}`, ready: byTestId('album') },
  { name: 'album-missing', path: '/album/999999', ready: byTestId('album-missing') },
];
