import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';

export const CALLBACK_PATH = '/auth/callback';
export const LOGIN_PATH = '/auth/login';

/**
 * The OIDC client: authorization code + PKCE against the configured issuer. Users are kept in
 * localStorage (not oidc-client-ts's default sessionStorage) so a sign-in survives closing the app.
 * Silent renew is off: the 30-minute refresh of spec §7 is its own piece of work.
 */
export const createUserManager = (config: AppConfig, origin = window.location.origin): UserManager =>
  new UserManager({
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: config.oidcScope,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
