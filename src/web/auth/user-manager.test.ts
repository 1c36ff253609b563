// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsStorageKey } from '../../shared/constants';
import { createUserManager } from './user-manager';

const library = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('oidc-client-ts', async (importOriginal) => {
  library.loaded();
  return importOriginal();
});

const config = {
  apiBase: '/api',
  oidcIssuer: 'http://localhost:4000/oidc',
  oidcClientId: 'izoom-web',
  oidcScope: 'openid',
  registrationEnabled: true,
  appVersion: '1.0.0',
};

afterEach(() => window.localStorage.clear());

describe('the user manager of a visitor', () => {
  it('starts, finds nobody and forgets nobody without loading oidc-client-ts', async () => {
    const manager = createUserManager(config, 'http://localhost:4000');
    expect(await manager.getUser()).toBeNull();
    await manager.removeUser();
    expect(manager.settings.client_id).toBe('izoom-web');
    expect(library.loaded).not.toHaveBeenCalled();
  });

  it('loads it to forget credentials that are held', async () => {
    window.localStorage.setItem(credentialsStorageKey(), '{"access_token":"tok"}');
    const manager = createUserManager(config, 'http://localhost:4000');
    await manager.removeUser();
    expect(library.loaded).toHaveBeenCalled();
    expect(window.localStorage.getItem(credentialsStorageKey())).toBeNull();
  });
});
