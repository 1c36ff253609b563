import type { UserManager } from 'oidc-client-ts';
import type { ApiClient } from '../api/client';
import { type AppUser, loginUser } from '../api/users';
import { CALLBACK_PATH, LOGIN_PATH } from './user-manager';
import { writeStoredUser } from './user-store';

/** The authentication states of spec §4. */
export const AuthState = { None: 'None', IsLoading: 'IsLoading', Failed: 'Failed', Success: 'Success' } as const;
export type AuthState = (typeof AuthState)[keyof typeof AuthState];

export interface SignInOptions {
  /** Where to go once signed in (a path on this origin). */
  returnTo?: string;
  /** Ask the issuer for its registration screen (`prompt=create`). */
  register?: boolean;
}

interface SignInState {
  returnTo?: string;
}

/** Only paths on this origin, never back into the auth pages. */
export const safeReturnTo = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
};

/**
 * The signed-in session: wraps the OIDC UserManager, tracks the spec §4 state and keeps the stored app
 * user in step. It starts IsLoading, becomes Success with a signed-in user and a fresh token, Failed
 * with none, and None after sign-out.
 */
export class AuthSession {
  private current: AuthState = AuthState.IsLoading;
  private readonly listeners = new Set<() => void>();
  private callback: { url: string; result: Promise<string> } | null = null;

  constructor(readonly manager: UserManager) {}

  get state(): AuthState {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(state: AuthState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.listeners) listener();
  }

  /** Reads the kept user at launch. The callback page settles the state itself. */
  async init(pathname = window.location.pathname): Promise<void> {
    if (pathname === CALLBACK_PATH) return;
    const user = await this.manager.getUser().catch(() => null);
    if (user && !user.expired) return this.setState(AuthState.Success);
    if (user?.refresh_token) {
      const renewed = await this.manager.signinSilent().catch(() => null);
      if (renewed && !renewed.expired) return this.setState(AuthState.Success);
    }
    if (user) await this.manager.removeUser().catch(() => undefined);
    writeStoredUser(null);
    this.setState(AuthState.Failed);
  }

  async getAccessToken(): Promise<string | null> {
    const user = await this.manager.getUser().catch(() => null);
    return user && !user.expired ? user.access_token : null;
  }

  /** Sends the browser to the issuer (its login, or its registration with `register`). */
  signIn({ returnTo, register }: SignInOptions = {}): Promise<void> {
    const state: SignInState = { returnTo: safeReturnTo(returnTo) };
    return this.manager.signinRedirect({ state, ...(register ? { prompt: 'create' } : {}) });
  }

  /**
   * Finishes the redirect on /auth/callback: trades the code for tokens, makes the login call and stores
   * its user. Resolves with the path to go to. Runs once per callback URL (React may mount twice).
   */
  completeSignIn(api: ApiClient, url = window.location.href): Promise<string> {
    if (this.callback?.url !== url) this.callback = { url, result: this.finishSignIn(api, url) };
    return this.callback.result;
  }

  private async finishSignIn(api: ApiClient, url: string): Promise<string> {
    try {
      const user = await this.manager.signinCallback(url);
      if (!user) throw new Error('The sign-in answer carried no user');
      this.setState(AuthState.Success);
      const result = await loginUser(api);
      if (!result.success) throw new Error(result.message);
      writeStoredUser(result.data as AppUser);
      return safeReturnTo((user.state as SignInState | undefined)?.returnTo);
    } catch (error) {
      writeStoredUser(null);
      await this.manager.removeUser().catch(() => undefined);
      this.setState(AuthState.Failed);
      throw error;
    }
  }

  /** Blanks the stored user and signs out at the issuer, which sends the browser to /auth/login. */
  async signOut(): Promise<void> {
    writeStoredUser(null);
    this.setState(AuthState.None);
    try {
      await this.manager.signoutRedirect();
    } catch {
      await this.manager.removeUser().catch(() => undefined);
      window.location.assign(LOGIN_PATH);
    }
  }
}
