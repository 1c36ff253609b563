// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_INTERVAL_MS, USER_STORAGE_KEY } from '../../shared/constants';
import type { ApiClient } from '../api/client';
import { AuthSession } from './session';
import { safeReturnTo } from './session-base';
import { AuthState } from './state-machine';
import { readStoredUser, writeStoredUser } from './user-store';

const appUser = { id: 7, email: 'ann@example.com', fullname: 'Ann Example', roles: [2] };
const ok = (data: unknown) => ({ success: true, data, message: 'OK', status: 200 });
const refused = { success: false, data: { code: 'UNAUTHENTICATED' }, message: 'No token', status: 401 };
const offline = { success: false, data: {}, message: 'Failed to fetch', status: 0 };

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

const freshUser = { expired: false, access_token: 'tok', refresh_token: 'ref' };

const fakeApi = (answer: unknown = ok(appUser)) =>
  ({ post: vi.fn(async () => answer), get: vi.fn(async () => answer) }) as unknown as ApiClient & {
    post: ReturnType<typeof vi.fn>;
    get: ReturnType<typeof vi.fn>;
  };

describe('AuthSession', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('keeps returnTo on this origin and out of the auth pages', () => {
    expect(safeReturnTo('/album/1?x=2')).toBe('/album/1?x=2');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example/')).toBe('/');
    expect(safeReturnTo('/auth/login')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });

  it('starts IsLoading and fails with no signed-in user, blanking the stored user', async () => {
    writeStoredUser(appUser);
    const api = fakeApi();
    const session = new AuthSession(fakeManager(), api);
    expect(session.state).toBe(AuthState.IsLoading);
    await session.init('/');
    expect(session.state).toBe(AuthState.Failed);
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBe('null');
    expect(readStoredUser()).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('on Success with a kept, fresh token makes the login call and holds its user', async () => {
    const api = fakeApi();
    const session = new AuthSession(fakeManager({ getUser: vi.fn(async () => freshUser) }), api);
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.state));
    await session.init('/');
    expect(seen).toEqual([AuthState.Success]);
    expect(api.post).toHaveBeenCalledWith('/users-izoomviewer/login', {});
    expect(readStoredUser()).toEqual(appUser);
    expect(session.currentUser).toEqual(appUser);
    expect(await session.getAccessToken()).toBe('tok');
  });

  it('does not make the login call on /auth/registration', async () => {
    const api = fakeApi();
    const session = new AuthSession(fakeManager({ getUser: vi.fn(async () => freshUser) }), api);
    await session.init('/auth/registration');
    expect(session.state).toBe(AuthState.Success);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('renews an expired token with the refresh token before deciding', async () => {
    const manager = fakeManager({
      getUser: vi.fn(async () => ({ ...freshUser, expired: true })),
      signinSilent: vi.fn(async () => freshUser),
    });
    const session = new AuthSession(manager, fakeApi());
    await session.init('/');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(session.state).toBe(AuthState.Success);
  });

  it('keeps the stored user when the login call meets a lost network (the installed app opens offline)', async () => {
    writeStoredUser(appUser);
    const session = new AuthSession(fakeManager({ getUser: vi.fn(async () => freshUser) }), fakeApi(offline));
    await session.init('/');
    expect(session.state).toBe(AuthState.Success);
    expect(readStoredUser()).toEqual(appUser);
  });

  it('fails and forgets the token when the server refuses the login call', async () => {
    writeStoredUser(appUser);
    const manager = fakeManager({ getUser: vi.fn(async () => freshUser) });
    const session = new AuthSession(manager, fakeApi(refused));
    await session.init('/');
    expect(session.state).toBe(AuthState.Failed);
    expect(readStoredUser()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('runs the launch check once for every caller', async () => {
    const manager = fakeManager({ getUser: vi.fn(async () => freshUser) });
    const session = new AuthSession(manager, fakeApi());
    await Promise.all([session.init('/'), session.init('/'), session.init('/admin')]);
    expect(manager.getUser).toHaveBeenCalledTimes(1);
  });

  it('asks the issuer for registration with prompt=create and keeps returnTo in the state', async () => {
    const manager = fakeManager();
    const session = new AuthSession(manager, fakeApi());
    await session.signIn({ returnTo: '/my-album', register: true });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/my-album' }, prompt: 'create' });
    await session.signIn();
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' } });
  });

  it('asks the issuer for its pages in the app’s language, on sign-in and on sign-out', async () => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    const manager = fakeManager();
    const session = new AuthSession(manager, fakeApi());
    await session.signIn({ returnTo: '/album/3' });
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/album/3' }, ui_locales: 'ja' });
    await session.signOut();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ extraQueryParams: { ui_locales: 'ja' } });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('finishes the callback once: login call with an empty body, user stored, returnTo answered', async () => {
    const manager = fakeManager();
    const api = fakeApi();
    const session = new AuthSession(manager, api);
    const url = 'http://localhost/auth/callback?code=c&state=s';
    const [first, second] = await Promise.all([session.completeSignIn(url), session.completeSignIn(url)]);
    expect(first).toBe('/album/3');
    expect(second).toBe('/album/3');
    expect(manager.signinCallback).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/users-izoomviewer/login', {});
    expect(readStoredUser()).toEqual(appUser);
    expect(session.state).toBe(AuthState.Success);
  });

  it('fails the callback when the login call fails', async () => {
    const manager = fakeManager();
    const session = new AuthSession(manager, fakeApi(refused));
    await expect(session.completeSignIn('http://localhost/auth/callback?code=x')).rejects.toThrow('No token');
    expect(readStoredUser()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
    expect(session.state).toBe(AuthState.Failed);
  });

  it('signs out: blanks the stored user, goes to None and signs out at the issuer', async () => {
    writeStoredUser(appUser);
    const manager = fakeManager();
    const session = new AuthSession(manager, fakeApi());
    await session.signOut();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBe('null');
    expect(session.currentUser).toBeNull();
    expect(session.state).toBe(AuthState.None);
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });

  it('signs out: revokes the held refresh token at the issuer, beside the redirect and kept alive past the page', async () => {
    const fetch = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetch);
    const manager = fakeManager({
      getUser: vi.fn(async () => freshUser),
      metadataService: { getRevocationEndpoint: vi.fn(async () => 'https://issuer.example/token/revocation') },
      settings: { client_id: 'izoom-web' },
    });
    await new AuthSession(manager, fakeApi()).signOut();
    vi.unstubAllGlobals();
    expect(fetch).toHaveBeenCalledWith('https://issuer.example/token/revocation', {
      method: 'POST',
      body: new URLSearchParams({ token: 'ref', token_type_hint: 'refresh_token', client_id: 'izoom-web' }),
      keepalive: true,
    });
    expect(manager.signoutRedirect).toHaveBeenCalled();
  });

  it('signs out at an issuer on this origin from the page: posts its sign-out form, no redirect, and a sign-in waits for it', async () => {
    const origin = window.location.origin;
    const sent: Array<{ url: string; init?: RequestInit }> = [];
    let finishPost: (response: Response) => void = () => undefined;
    const fetch = vi.fn(async (url: URL | string, init?: RequestInit) => {
      sent.push({ url: String(url), init });
      if (String(url).includes('/session/end/confirm'))
        return new Promise<Response>((resolve) => (finishPost = resolve));
      if (String(url).includes('/session/end')) {
        const form =
          '<form method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x1"/><input type="hidden" name="logout" value="yes"/></form>';
        return { ok: true, url: String(url), text: async () => form } as Response;
      }
      return new Response('');
    });
    vi.stubGlobal('fetch', fetch);
    const manager = fakeManager({
      getUser: vi.fn(async () => ({ ...freshUser, id_token: 'idt' })),
      metadataService: {
        getRevocationEndpoint: vi.fn(async () => `${origin}/oidc/token/revocation`),
        getEndSessionEndpoint: vi.fn(async () => `${origin}/oidc/session/end`),
      },
      settings: { client_id: 'izoom-web', post_logout_redirect_uri: `${origin}/auth/login` },
    });
    const session = new AuthSession(manager, fakeApi());
    const forgetOnDevice = vi.fn(async () => undefined);
    const signedOut = session.signOut(forgetOnDevice);
    expect(session.state).toBe(AuthState.None);
    const signIn = session.signIn();
    await vi.waitFor(() => expect(sent.some((s) => s.url.includes('/confirm'))).toBe(true));
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    finishPost(new Response(null, { status: 200 }));
    await signedOut;
    await signIn;
    vi.unstubAllGlobals();
    const end = new URL(sent.find((s) => s.url.includes('/session/end?'))?.url ?? '');
    expect(Object.fromEntries(end.searchParams)).toEqual({
      client_id: 'izoom-web',
      post_logout_redirect_uri: `${origin}/auth/login`,
      id_token_hint: 'idt',
      ui_locales: 'en',
    });
    const confirm = sent.find((s) => s.url.includes('/confirm'));
    expect(String(confirm?.init?.body)).toBe('xsrf=x1&logout=yes');
    expect(confirm?.init?.redirect).toBe('manual');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(forgetOnDevice).toHaveBeenCalled();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    expect(manager.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('refreshes the token every 30 minutes while signed in, and stops after sign-out', async () => {
    vi.useFakeTimers();
    const manager = fakeManager({ getUser: vi.fn(async () => freshUser), signinSilent: vi.fn(async () => freshUser) });
    const session = new AuthSession(manager, fakeApi());
    await session.init('/');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    await session.signOut();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('ends the sign-in when the issuer refuses the refresh, but not when the network is lost', async () => {
    vi.useFakeTimers();
    const signinSilent = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const manager = fakeManager({ getUser: vi.fn(async () => freshUser), signinSilent });
    const session = new AuthSession(manager, fakeApi());
    await session.init('/');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(session.state).toBe(AuthState.Success);
    signinSilent.mockImplementation(async () => {
      throw new ErrorResponse({ error: 'invalid_grant' });
    });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(session.state).toBe(AuthState.Failed);
    expect(readStoredUser()).toBeNull();
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('fetches the current user with the Bearer token, and answers null without a token', async () => {
    const api = fakeApi();
    const signedOut = new AuthSession(fakeManager(), api);
    expect(await signedOut.fetchCurrentUser()).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
    const signedIn = new AuthSession(fakeManager({ getUser: vi.fn(async () => freshUser) }), api);
    expect(await signedIn.fetchCurrentUser()).toEqual(appUser);
    expect(api.get).toHaveBeenCalledWith(
      '/users-izoomviewer/login/me',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(signedIn.currentUser).toEqual(appUser);
  });
});
