import { CURRENT_USER_TIMEOUT_MS, TOKEN_REFRESH_INTERVAL_MS } from '../../shared/constants';
import type { ApiClient, ApiFailureResult } from '../api/client';
import { type AppUser, fetchMe, loginUser } from '../api/users';
import { type AuthEvent, type AuthState, INITIAL_AUTH_STATE, nextAuthState } from './state-machine';
import { writeStoredUser } from './user-store';

export const REGISTRATION_PATH = '/auth/registration';
export const LOGIN_PATH = '/auth/login';

export interface SignInOptions {
  /** Where to go once signed in (a path on this origin). */
  returnTo?: string;
  /** Ask for the registration screen instead of the login one. */
  register?: boolean;
  /** Leave this page out of the history (a page that only starts the sign-in). */
  replace?: boolean;
}

/** Only paths on this origin, never back into the auth pages. */
export const safeReturnTo = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/auth/')) return '/';
  return value;
};

/** The login call answered with a failure that is not a lost network. */
export class LoginCallError extends Error {
  constructor(readonly result: ApiFailureResult) {
    super(result.message);
    this.name = 'LoginCallError';
  }
}

/**
 * What every session shares, whoever issues the tokens: the spec §4 state, the current user (held in
 * memory and stored under `user`), the login call on Success, the admin current-user lookup and the
 * 30-minute token refresh.
 */
export abstract class SessionBase {
  abstract readonly kind: 'oidc' | 'mock';
  private current: AuthState = INITIAL_AUTH_STATE;
  private readonly listeners = new Set<() => void>();
  private held: AppUser | null = null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private started: Promise<void> | null = null;

  constructor(protected readonly api: ApiClient) {}

  get state(): AuthState {
    return this.current;
  }

  /** The user this page has fetched; the admin guard lets it in without asking again. */
  get currentUser(): AppUser | null {
    return this.held;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected transition(event: AuthEvent): void {
    const next = nextAuthState(this.current, event);
    if (event === 'signedIn') this.startRefresh();
    else this.stopRefresh();
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  /** Runs the launch check once; later callers (the route guards) wait for the same one. */
  init(pathname = window.location.pathname): Promise<void> {
    this.started ??= this.restore(pathname);
    return this.started;
  }

  /** Finds a signed-in user kept from before, or settles on Failed. */
  protected abstract restore(pathname: string): Promise<void>;
  abstract getAccessToken(): Promise<string | null>;
  abstract signIn(options?: SignInOptions): Promise<void>;
  /** Renews the token; throws when it cannot be renewed any more (not on a lost network). */
  protected abstract refreshToken(): Promise<void>;
  /** Removes the held token. */
  protected abstract forgetCredentials(): Promise<void>;
  /**
   * The rest of a sign-out, behind the /auth/login page the person already sees: forgets the token and
   * `forgetOnDevice`'s data, and signs out at the issuer where there is one.
   */
  protected abstract leave(forgetOnDevice: () => Promise<void>): Promise<void>;
  /** A sign-out still finishing; a new sign-in waits for it. */
  protected leaving: Promise<void> = Promise.resolve();

  /**
   * Spec §4: Success with a signed-in user and a fresh token; then the login call, unless on the
   * registration route, and its user stored as the current user. A lost network keeps the stored user
   * (the installed app opens offline); a refused login call is no sign-in at all.
   */
  protected async succeed(pathname: string): Promise<void> {
    this.transition('signedIn');
    if (pathname === REGISTRATION_PATH) return;
    const result = await loginUser(this.api);
    if (result.success) return this.hold(result.data);
    if (result.status === 0) return;
    throw new LoginCallError(result);
  }

  protected hold(user: AppUser | null): void {
    this.held = user;
    writeStoredUser(user);
  }

  /** No signed-in user: forget the token, blank the stored user and settle on Failed. */
  protected async fail(): Promise<void> {
    await this.forgetCredentials().catch(() => undefined);
    this.hold(null);
    this.transition('noUser');
  }

  /** Spec §4: the admin pages' lookup of the current user, given up after 25 seconds. */
  async fetchCurrentUser(timeoutMs = CURRENT_USER_TIMEOUT_MS): Promise<AppUser | null> {
    if (!(await this.getAccessToken())) return null;
    const result = await fetchMe(this.api, AbortSignal.timeout(timeoutMs)).catch(() => null);
    if (!result?.success) return null;
    this.hold(result.data);
    return result.data;
  }

  /**
   * Spec §4: clears the token and blanks the stored user at once; the caller shows /auth/login straight
   * away while the returned promise finishes the rest (see `leave`).
   */
  signOut(forgetOnDevice: () => Promise<void> = async () => undefined): Promise<void> {
    this.hold(null);
    this.transition('signedOut');
    this.leaving = this.leave(forgetOnDevice).catch(() => undefined);
    return this.leaving;
  }

  private startRefresh(): void {
    if (this.refreshTimer) return;
    this.refreshTimer = setInterval(() => {
      this.refreshToken().catch(() => void this.fail());
    }, TOKEN_REFRESH_INTERVAL_MS);
  }

  private stopRefresh(): void {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
  }
}
