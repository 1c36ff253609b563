import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { AppUser } from '../api/users';
import type { MockSession } from './mock-session';
import type { AuthSession } from './session';
import type { AuthState } from './state-machine';
import { readStoredUser, subscribeStoredUser } from './user-store';

/** Either session: against an OIDC issuer, or mock mode's in-browser backend. */
export type Session = AuthSession | MockSession;

const AuthContext = createContext<Session | null>(null);

export const AuthProvider = ({ session, children }: { session: Session; children: ReactNode }) => (
  <AuthContext.Provider value={session}>{children}</AuthContext.Provider>
);

export const useAuthSession = (): Session => {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuthSession needs an <AuthProvider>');
  return session;
};

/** The spec §4 authentication state, re-rendering on change. */
export const useAuthState = (): AuthState => {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, () => session.state);
};

/** The stored app user (null when signed out), re-rendering on change in this tab or another. */
export const useCurrentUser = (): AppUser | null =>
  useSyncExternalStore(subscribeStoredUser, readStoredUser, () => null);
