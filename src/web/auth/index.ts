/** The auth module: the only home of oidc-client-ts (DESIGN.md). */
export { AuthProvider, useAuthSession, useAuthState, useCurrentUser } from './context';
export { type InteractionKind, type LoginBody, type RegisterBody, submitInteraction } from './interaction';
export { AuthSession, AuthState, type SignInOptions, safeReturnTo } from './session';
export { CALLBACK_PATH, createUserManager, LOGIN_PATH } from './user-manager';
export { isLoggedIn, readStoredUser, writeStoredUser } from './user-store';
