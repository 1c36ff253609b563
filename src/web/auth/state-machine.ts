/** The authentication states of spec §4 and the events that move between them. */
export const AuthState = { None: 'None', IsLoading: 'IsLoading', Failed: 'Failed', Success: 'Success' } as const;
export type AuthState = (typeof AuthState)[keyof typeof AuthState];

export type AuthEvent =
  /** The app starts, or a sign-in callback is being finished. */
  | 'loading'
  /** A signed-in user and a fresh token were obtained. */
  | 'signedIn'
  /** No user is signed in (none kept, the token could not be renewed, or the sign-in failed). */
  | 'noUser'
  /** The user signed out. */
  | 'signedOut';

const NEXT: Record<AuthEvent, AuthState> = {
  loading: AuthState.IsLoading,
  signedIn: AuthState.Success,
  noUser: AuthState.Failed,
  signedOut: AuthState.None,
};

/**
 * Spec §4: starts IsLoading at launch; Success once a signed-in user and a fresh token are obtained; Failed
 * when no user is signed in; None after sign-out. After sign-out only a new sign-in leaves None: a late
 * "no user" answer from a lookup that started before it does not turn None into Failed.
 */
export const nextAuthState = (state: AuthState, event: AuthEvent): AuthState => {
  if (state === AuthState.None && event === 'noUser') return state;
  return NEXT[event];
};

export const INITIAL_AUTH_STATE: AuthState = AuthState.IsLoading;
