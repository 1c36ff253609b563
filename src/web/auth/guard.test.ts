import { describe, expect, it, vi } from 'vitest';
import type { AppUser } from '../api/users';
import { type GuardSession, guardAdmin, guardSignedIn, isAdminPath } from './guard';

const ann: AppUser = { id: 1, email: 'ann@example.com', fullname: 'Ann', roles: [1] };

const session = (held: AppUser | null, fetched: AppUser | null | Error) => {
  const s = {
    init: vi.fn(async () => undefined),
    currentUser: held,
    fetchCurrentUser: vi.fn(async () => {
      if (fetched instanceof Error) throw fetched;
      return fetched;
    }),
  };
  return s as GuardSession & typeof s;
};

describe('route guard (spec §4)', () => {
  it('knows the admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/izooms/3')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/')).toBe(false);
  });

  it('admin: lets a held current user in without fetching', async () => {
    const s = session(ann, null);
    expect(await guardAdmin(s, '/admin')).toEqual({ allow: true, user: ann });
    expect(s.init).toHaveBeenCalled();
    expect(s.fetchCurrentUser).not.toHaveBeenCalled();
  });

  it('admin: fetches the current user when none is held, and lets them in', async () => {
    const s = session(null, ann);
    expect(await guardAdmin(s, '/admin')).toEqual({ allow: true, user: ann });
    expect(s.fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('admin: sends to /auth/login with the way back when none comes back, or the lookup fails', async () => {
    for (const fetched of [null, new Error('timeout')]) {
      expect(await guardAdmin(session(null, fetched), '/admin/x?y=1')).toEqual({
        allow: false,
        redirectTo: '/auth/login',
        returnTo: '/admin/x?y=1',
      });
    }
  });

  it('other guarded paths: only when logged in (a non-null stored user)', () => {
    expect(guardSignedIn('/dashboard', () => true)).toEqual({ allow: true, user: null });
    expect(guardSignedIn('/dashboard', () => false)).toEqual({
      allow: false,
      redirectTo: '/auth/login',
      returnTo: '/dashboard',
    });
  });
});
