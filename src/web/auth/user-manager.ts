import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';
import { localStore } from '../local-store';
import { CredentialsStore } from './credentials-store';
import { LOGIN_PATH } from './session-base';

export const CALLBACK_PATH = '/auth/callback';

/**
 * The OIDC client: authorization code + PKCE against the configured issuer. Its user (the credentials) is
 * kept in local storage under the spec's credentials key, so a sign-in survives closing the app. The
 * library's own silent renew is off: the session refreshes every 30 minutes (spec §7).
 */
export const createUserManager = (config: AppConfig, origin = window.location.origin): UserManager =>
  new UserManager({
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
    response_type: 'code',
    scope: config.oidcScope,
    userStore: new CredentialsStore(localStore),
    stateStore: new WebStorageStateStore({ store: localStore }),
    automaticSilentRenew: false,
    loadUserInfo: false,
  });
