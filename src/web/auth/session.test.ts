// @vitest-environment jsdom
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STORAGE_KEY } from '../../shared/constants';
import type { ApiClient } from '../api/client';
import { AuthSession, AuthState, safeReturnTo } from './session';
import { readStoredUser, writeStoredUser } from './user-store';

const appUser = { id: 7, email: 'ann@example.com', fullname: 'Ann Example', roles: [2] };

const fakeManager = (overrides: Partial<Record<keyof UserManager, unknown>> = {}) =>
  ({
    getUser: vi.fn(async () => null),
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async () => ({ state: { returnTo: '/album/3' }, access_token: 'tok', expired: false })),
    signinSilent: vi.fn(async () => null),
    signoutRedirect: vi.fn(async () => undefined),
    removeUser: vi.fn(async () => undefined),
    ...overrides,
  }) as unknown as UserManager & Record<string, ReturnType<typeof vi.fn>>;

const fakeApi = (answer: unknown) =>
  ({ post: vi.fn(async () => answer) }) as unknown as ApiClient & { post: ReturnType<typeof vi.fn> };

describe('AuthSession', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps returnTo on this origin and out of the auth pages', () => {
    expect(safeReturnTo('/album/1?x=2')).toBe('/album/1?x=2');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('/auth/login')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });

  it('starts IsLoading and fails with no signed-in user, blanking the stored user', async () => {
    writeStoredUser(appUser);
    const session = new AuthSession(fakeManager());
    expect(session.state).toBe(AuthState.IsLoading);
    await session.init('/');
    expect(session.state).toBe(AuthState.Failed);
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBe('null');
    expect(readStoredUser()).toBeNull();
  });

  it('succeeds with a kept user whose token is fresh', async () => {
    const manager = fakeManager({ getUser: vi.fn(async () => ({ expired: false, access_token: 'tok' })) });
    const session = new AuthSession(manager);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.state));
    await session.init('/');
    expect(session.state).toBe(AuthState.Success);
    expect(seen).toEqual([AuthState.Success]);
    expect(await session.getAccessToken()).toBe('tok');
  });

  it('asks the issuer for registration with prompt=create and keeps returnTo in the state', async () => {
    const manager = fakeManager();
    const session = new AuthSession(manager);
    await session.signIn({ returnTo: '/my-album', register: true });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/my-album' }, prompt: 'create' });
    await session.signIn();
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' } });
  });

  it('finishes the callback once: login call with an empty body, user stored, returnTo answered', async () => {
    const manager = fakeManager();
    const session = new AuthSession(manager);
    const api = fakeApi({ success: true, data: appUser, message: 'OK', status: 200 });
    const url = 'http://localhost/auth/callback?code=c&state=s';
    const [first, second] = await Promise.all([session.completeSignIn(api, url), session.completeSignIn(api, url)]);
    expect(first).toBe('/album/3');
    expect(second).toBe('/album/3');
    expect(manager.signinCallback).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/users-izoomviewer/login', {});
    expect(readStoredUser()).toEqual(appUser);
    expect(session.state).toBe(AuthState.Success);
  });

  it('fails the callback when the login call fails', async () => {
    const manager = fakeManager();
    const session = new AuthSession(manager);
    const api = fakeApi({ success: false, data: { code: 'UNAUTHENTICATED' }, message: 'No token', status: 401 });
    await expect(session.completeSignIn(api, 'http://localhost/auth/callback?code=x')).rejects.toThrow('No token');
    expect(readStoredUser()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(session.state).toBe(AuthState.Failed);
  });

  it('signs out: blanks the stored user, goes to None and redirects to the issuer', async () => {
    writeStoredUser(appUser);
    const manager = fakeManager();
    const session = new AuthSession(manager);
    await session.signOut();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBe('null');
    expect(session.state).toBe(AuthState.None);
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });
});
