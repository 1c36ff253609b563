// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadAppConfig, parseAppConfig } from './app-config';

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

describe('loadAppConfig', () => {
  const memoryCopy = (kept?: unknown) => {
    const saved: unknown[] = [];
    return {
      saved,
      copy: { save: async (_url: string, raw: unknown) => void saved.push(raw), load: async () => kept },
    };
  };
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
  const offline = async (): Promise<Response> => {
    throw new TypeError('Failed to fetch');
  };

  it('keeps what the server answers', async () => {
    const { saved, copy } = memoryCopy();
    const config = await loadAppConfig(answer(200, { apiBase: '/v9' }), copy);
    expect(config.apiBase).toBe('/v9');
    expect(saved).toEqual([{ apiBase: '/v9' }]);
  });

  it('starts from the kept copy when the server cannot be reached or fails', async () => {
    const { saved, copy } = memoryCopy({ apiBase: '/kept', registrationEnabled: false });
    expect(await loadAppConfig(offline, copy)).toMatchObject({ apiBase: '/kept', registrationEnabled: false });
    expect((await loadAppConfig(answer(503, {}), copy)).apiBase).toBe('/kept');
    expect(saved).toEqual([]);
  });

  it('takes the config the page came with, without a request, and keeps it', async () => {
    const { saved, copy } = memoryCopy();
    const fetched = vi.fn(answer(200, { apiBase: '/fetched' }));
    const config = await loadAppConfig(fetched, copy, { apiBase: '/given', registrationEnabled: false });
    expect(config).toMatchObject({ apiBase: '/given', registrationEnabled: false });
    expect(fetched).not.toHaveBeenCalled();
    expect(saved).toEqual([{ apiBase: '/given', registrationEnabled: false }]);
    expect((await loadAppConfig(fetched, copy, undefined)).apiBase).toBe('/fetched');
  });

  it('fails as before when nothing was kept', async () => {
    await expect(loadAppConfig(offline, memoryCopy().copy)).rejects.toThrow('Failed to fetch');
    await expect(loadAppConfig(answer(500, {}), memoryCopy().copy)).rejects.toThrow('HTTP 500');
  });
});
