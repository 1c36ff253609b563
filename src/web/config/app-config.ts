import { DEFAULT_API_BASE } from '../../shared/api-paths';
import { APP_VERSION } from '../../shared/constants';
import { type ConfigCopy, configCopy } from '../offline/config-copy';

/** What the server tells the app at `/app-config.json` (plain JSON, no envelope). Read once before the app renders. */
export interface AppConfig {
  apiBase: string;
  oidcIssuer: string;
  oidcClientId: string;
  oidcScope: string;
  registrationEnabled: boolean;
  appVersion: string;
}

export const APP_CONFIG_URL = '/app-config.json';

const DEFAULTS: Omit<AppConfig, 'oidcIssuer'> = {
  apiBase: DEFAULT_API_BASE,
  oidcClientId: 'izoom-web',
  oidcScope: 'openid profile email offline_access api',
  registrationEnabled: true,
  appVersion: APP_VERSION,
};

const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.length > 0 ? value : fallback;

/** Fills what the server left out with the defaults, so a partial config still starts the app. */
export const parseAppConfig = (raw: unknown, origin: string): AppConfig => {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    apiBase: str(value.apiBase, DEFAULTS.apiBase).replace(/\/+$/, ''),
    oidcIssuer: str(value.oidcIssuer, `${origin}/oidc`),
    oidcClientId: str(value.oidcClientId, DEFAULTS.oidcClientId),
    oidcScope: str(value.oidcScope, DEFAULTS.oidcScope),
    registrationEnabled:
      typeof value.registrationEnabled === 'boolean' ? value.registrationEnabled : DEFAULTS.registrationEnabled,
    appVersion: str(value.appVersion, DEFAULTS.appVersion),
  };
};

/**
 * The server's config, kept on the device as it comes; when the server cannot be reached (offline, even on
 * the first reload after a single visit), the last one kept.
 */
export const loadAppConfig = async (
  fetchImpl: typeof fetch = fetch,
  copy: ConfigCopy = configCopy,
  /** The config the server wrote into the page (its first answers), if it did: no request then. */
  given?: unknown,
): Promise<AppConfig> => {
  if (given && typeof given === 'object') {
    void copy.save(APP_CONFIG_URL, given);
    return parseAppConfig(given, window.location.origin);
  }
  let raw: unknown;
  try {
    const response = await fetchImpl(APP_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) throw new Error(`${APP_CONFIG_URL}: HTTP ${response.status} ${response.statusText}`);
    raw = await response.json();
  } catch (error) {
    raw = await copy.load(APP_CONFIG_URL);
    if (raw === undefined) throw error;
    return parseAppConfig(raw, window.location.origin);
  }
  void copy.save(APP_CONFIG_URL, raw);
  return parseAppConfig(raw, window.location.origin);
};
