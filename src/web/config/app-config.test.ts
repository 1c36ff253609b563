import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('reads the server answer', () => {
    const raw = {
      apiBase: '/api',
      oidcIssuer: 'http://127.0.0.1:8080/oidc',
      oidcClientId: 'izoom-web',
      oidcScope: 'openid profile email offline_access api',
      registrationEnabled: false,
      appVersion: 'v1.0.32',
    };
    expect(parseAppConfig(raw, 'http://x')).toEqual(raw);
  });

  it('fills what is missing with defaults and trims a trailing slash', () => {
    expect(parseAppConfig({ apiBase: '/v2/' }, 'http://127.0.0.1:9000')).toEqual({
      apiBase: '/v2',
      oidcIssuer: 'http://127.0.0.1:9000/oidc',
      oidcClientId: 'izoom-web',
      oidcScope: 'openid profile email offline_access api',
      registrationEnabled: true,
      appVersion: 'v1.0.32',
    });
    expect(parseAppConfig(null, 'http://h').apiBase).toBe('/api');
  });
});
