import { describe, expect, it } from 'vitest';
import { AuthState, INITIAL_AUTH_STATE, nextAuthState } from './state-machine';

describe('auth state machine (spec §4)', () => {
  it('starts IsLoading', () => {
    expect(INITIAL_AUTH_STATE).toBe(AuthState.IsLoading);
  });

  it.each([
    [AuthState.IsLoading, 'signedIn', AuthState.Success],
    [AuthState.IsLoading, 'noUser', AuthState.Failed],
    [AuthState.Failed, 'loading', AuthState.IsLoading],
    [AuthState.Failed, 'signedIn', AuthState.Success],
    [AuthState.Success, 'signedOut', AuthState.None],
    [AuthState.Success, 'noUser', AuthState.Failed],
    [AuthState.None, 'loading', AuthState.IsLoading],
    [AuthState.None, 'signedIn', AuthState.Success],
    [AuthState.Failed, 'signedOut', AuthState.None],
  ] as const)('%s --%s--> %s', (from, event, to) => {
    expect(nextAuthState(from, event)).toBe(to);
  });

  it('stays None when a lookup that started before sign-out finds no user', () => {
    expect(nextAuthState(AuthState.None, 'noUser')).toBe(AuthState.None);
  });
});
