/** The auth module: the only home of oidc-client-ts (DESIGN.md). */
export { AuthProvider, type Session, useAuthSession, useAuthState, useCurrentUser } from './context';
export { guardAdmin, guardSignedIn } from './guard';
export {
  type InteractionKind,
  issuerOnThisOrigin,
  type LoginBody,
  type RegisterBody,
  submitInteraction,
} from './interaction';
export { MockSession } from './mock-session';
export { AuthSession } from './session';
export { LOGIN_PATH, REGISTRATION_PATH, SessionBase, type SignInOptions, safeReturnTo } from './session-base';
export { AuthState } from './state-machine';
export { CALLBACK_PATH, createUserManager, setInAppNavigation } from './user-manager';
export { isLoggedIn, readStoredUser, writeStoredUser } from './user-store';
