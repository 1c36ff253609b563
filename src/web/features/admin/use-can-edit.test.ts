import { describe, expect, it } from 'vitest';
import type { AppUser } from '../../api/users';
import { canEdit, isAdmin } from './use-can-edit';

const user = (fields: Partial<AppUser>): AppUser => ({ id: 1, email: 'a@b.c', fullname: 'A', roles: [], ...fields });

describe('who may change things in the admin area', () => {
  it('lets admins and users edit, never guests or nobody', () => {
    expect(canEdit(user({ role: 1, roles: [1] }))).toBe(true);
    expect(canEdit(user({ role: 2, roles: [2] }))).toBe(true);
    expect(canEdit(user({ role: 3, roles: [3] }))).toBe(false);
    expect(canEdit(null)).toBe(false);
  });

  it('reads the roles list when there is no role (mock mode demo users)', () => {
    expect(canEdit(user({ roles: [3] }))).toBe(false);
    expect(isAdmin(user({ roles: [1] }))).toBe(true);
    expect(isAdmin(user({ role: 2, roles: [2] }))).toBe(false);
  });
});
