// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { credentialsStorageKey } from '../../shared/constants';
import { CredentialsStore, readMockCredentials, writeMockCredentials } from './credentials-store';

describe('credentials store (spec §3)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the OIDC user under the app-version-plus-user-data key, in local storage', async () => {
    const store = new CredentialsStore(window.localStorage);
    expect(store.key).toBe('v1.0.32-authf649fc9a5f55');
    await store.set('user:http://issuer:izoom-web', '{"access_token":"t"}');
    expect(window.localStorage.getItem(credentialsStorageKey())).toBe('{"access_token":"t"}');
    expect(await store.get('anything')).toBe('{"access_token":"t"}');
    expect(await store.getAllKeys()).toEqual([credentialsStorageKey()]);
    expect(await store.remove('x')).toBe('{"access_token":"t"}');
    expect(window.localStorage.getItem(credentialsStorageKey())).toBeNull();
    expect(await store.getAllKeys()).toEqual([]);
  });

  it('keeps mock credentials under the same key and reads nothing from garbage', () => {
    writeMockCredentials({ authToken: 'a', refreshToken: 'r' });
    expect(readMockCredentials()).toEqual({ authToken: 'a', refreshToken: 'r' });
    window.localStorage.setItem(credentialsStorageKey(), '{not json');
    expect(readMockCredentials()).toBeNull();
    writeMockCredentials(null);
    expect(window.localStorage.getItem(credentialsStorageKey())).toBeNull();
  });
});
