import type { StateStore } from 'oidc-client-ts';
import { credentialsStorageKey } from '../../shared/constants';
import { localStore } from '../local-store';

/**
 * Spec §3: the credentials are held locally under one key made of the app version and the fixed user-data
 * key. oidc-client-ts keeps one user per authority and client; this app has one of each, so its user store
 * maps every key it asks for onto that one entry. Local storage (not the library's default
 * sessionStorage) keeps the sign-in across closing and reopening the installed app.
 */
export class CredentialsStore implements StateStore {
  constructor(
    private readonly storage: Storage = localStore,
    readonly key: string = credentialsStorageKey(),
  ) {}

  async set(_key: string, value: string): Promise<void> {
    this.storage.setItem(this.key, value);
  }

  async get(_key: string): Promise<string | null> {
    return this.storage.getItem(this.key);
  }

  async remove(_key: string): Promise<string | null> {
    const value = this.storage.getItem(this.key);
    this.storage.removeItem(this.key);
    return value;
  }

  async getAllKeys(): Promise<string[]> {
    return this.storage.getItem(this.key) === null ? [] : [this.key];
  }
}

/** The credentials of mock mode (spec §3's demo users carry an authToken and a refreshToken). */
export interface MockCredentials {
  authToken: string;
  refreshToken: string;
}

export const readMockCredentials = (storage: Storage = localStore): MockCredentials | null => {
  try {
    const value: unknown = JSON.parse(storage.getItem(credentialsStorageKey()) ?? 'null');
    const creds = value as Partial<MockCredentials> | null;
    return creds && typeof creds.authToken === 'string' && typeof creds.refreshToken === 'string'
      ? { authToken: creds.authToken, refreshToken: creds.refreshToken }
      : null;
  } catch {
    return null;
  }
};

export const writeMockCredentials = (creds: MockCredentials | null, storage: Storage = localStore): void => {
  if (creds) storage.setItem(credentialsStorageKey(), JSON.stringify(creds));
  else storage.removeItem(credentialsStorageKey());
};
