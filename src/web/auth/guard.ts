import type { AppUser } from '../api/users';
import { LOGIN_PATH } from './session-base';
import { isLoggedIn } from './user-store';

export interface GuardSession {
  init(): Promise<void>;
  readonly currentUser: AppUser | null;
  fetchCurrentUser(): Promise<AppUser | null>;
}

export type GuardDecision =
  | { allow: true; user: AppUser | null }
  | { allow: false; redirectTo: typeof LOGIN_PATH; returnTo: string };

const refuse = (returnTo: string): GuardDecision => ({ allow: false, redirectTo: LOGIN_PATH, returnTo });

export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Spec §4, paths starting with /admin: allowed when a current user is already held; otherwise the current
 * user is fetched (25 s timeout) and, if none comes back, the user goes to /auth/login. The launch check
 * runs first, so its login call is not repeated.
 */
export const guardAdmin = async (session: GuardSession, returnTo: string): Promise<GuardDecision> => {
  await session.init().catch(() => undefined);
  if (session.currentUser) return { allow: true, user: session.currentUser };
  const user = await session.fetchCurrentUser().catch(() => null);
  return user ? { allow: true, user } : refuse(returnTo);
};

/** Spec §4, every other guarded path: allowed only when logged in (a non-null user stored locally). */
export const guardSignedIn = (returnTo: string, loggedIn: () => boolean = isLoggedIn): GuardDecision =>
  loggedIn() ? { allow: true, user: null } : refuse(returnTo);
