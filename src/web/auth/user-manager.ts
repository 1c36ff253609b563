import type { OidcClient, SigninRedirectArgs, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';
import { localStore } from '../local-store';
import { CredentialsStore } from './credentials-store';
import { LOGIN_PATH } from './session-base';

export const CALLBACK_PATH = '/auth/callback';

/** The issuer refused (oidc-client-ts's ErrorResponse), told by name so that the library need not be loaded. */
export const isErrorResponse = (error: unknown): boolean => error instanceof Error && error.name === 'ErrorResponse';

type InAppNavigation = (href: string, replace: boolean) => void;
let navigateInApp: InAppNavigation | null = null;

/** How a sign-in that lands on one of the app's own sign-in pages gets there without loading the app again. */
export const setInAppNavigation = (navigate: InAppNavigation): void => {
  navigateInApp = navigate;
};

const SIGN_IN_PAGE = /^\/auth\/(login|registration)$/;

/**
 * Opens the issuer's authorization URL. The embedded issuer (same origin) answers it with redirects to the app's
 * own sign-in page with `?interaction=UID`: followed here by fetch (which keeps the interaction cookie), so the
 * person sees the form at once instead of a chain of page loads. Anything else is a plain redirect.
 */
async function openAuthorization(url: string, replace: boolean): Promise<void> {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin && navigateInApp) {
    const landed = await fetch(target, { credentials: 'same-origin' }).then(
      (response) => (response.ok && response.redirected ? new URL(response.url) : null),
      () => null,
    );
    if (landed?.origin === window.location.origin) {
      if (SIGN_IN_PAGE.test(landed.pathname) && landed.searchParams.has('interaction')) {
        return navigateInApp(`${landed.pathname}${landed.search}`, replace);
      }
      // Signed in at the issuer already: its answer is the callback, which the app must load to finish.
      return window.location.replace(landed.href);
    }
  }
  window.location[replace ? 'replace' : 'assign'](target.href);
}

/**
 * The OIDC client: authorization code + PKCE against the configured issuer. Its user (the credentials) is
 * kept in local storage under the spec's credentials key, so a sign-in survives closing the app. The
 * library's own silent renew is off: the session refreshes every 30 minutes (spec §7).
 *
 * oidc-client-ts loads on first use, not with the app: a visitor who is not signed in never needs it until
 * they sign in. Until then the manager answers `getUser` from the credentials store (nobody there: no user)
 * and `settings` from the config, and `removeUser` with nobody there is a no-op; every other call loads the library and goes to the real manager.
 */
export const createUserManager = (config: AppConfig, origin = window.location.origin): UserManager => {
  const userStore = new CredentialsStore(localStore);
  const settings = {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: config.oidcScope,
    automaticSilentRenew: false,
    loadUserInfo: false,
  } satisfies UserManagerSettings;
  type Loaded = { manager: UserManager; client: OidcClient };
  let real: Promise<Loaded> | null = null;
  const loadBoth = () => {
    real ??= import('oidc-client-ts').then(({ OidcClient, UserManager, WebStorageStateStore }) => {
      // One state store for both: the manager's callback finds the state the client's request kept.
      const stateStore = new WebStorageStateStore({ store: localStore });
      return {
        manager: new UserManager({ ...settings, userStore, stateStore }),
        client: new OidcClient({ ...settings, stateStore }),
      };
    });
    return real;
  };
  const load = async () => (await loadBoth()).manager;
  type Methods = Record<string, (...args: unknown[]) => unknown>;
  const forward =
    (of: (manager: UserManager) => object, name: string) =>
    async (...args: unknown[]) =>
      (of(await load()) as Methods)[name](...args);
  const metadataService = new Proxy({}, { get: (_, name) => forward((m) => m.metadataService, String(name)) });
  const lazy = new Proxy({} as UserManager, {
    get: (_, name) => {
      if (name === 'settings') return settings;
      if (name === 'metadataService') return metadataService;
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (name === 'signinRedirect') {
        // UserManager.signinRedirect, opened our way: the client makes the request (PKCE, state kept for the callback).
        return async ({ redirectMethod, ...args }: SigninRedirectArgs = {}) => {
          const { client } = await loadBoth();
          const request = await client.createSigninRequest({ request_type: 'si:r', ...args });
          await openAuthorization(request.url, redirectMethod === 'replace');
        };
      }
      if (name === 'getUser' && !real) {
        return async () => ((await userStore.get('')) === null ? null : (await load()).getUser());
      }
      // A visitor with nothing held is forgotten at every start: that needs no oidc-client-ts either.
      if (name === 'removeUser' && !real) {
        return async () => ((await userStore.get('')) === null ? undefined : (await load()).removeUser());
      }
      return forward((m) => m, name);
    },
  });
  return lazy;
};
