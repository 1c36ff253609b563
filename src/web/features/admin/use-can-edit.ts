import { Role } from '../../../shared/constants';
import type { AppUser } from '../../api/users';
import { useCurrentUser } from '../../auth';

const roleOf = (user: AppUser | null): number | null => {
  if (!user) return null;
  const role = Number(user.role);
  if (Number.isInteger(role) && role > 0) return role;
  return user.roles?.length ? Math.min(...user.roles) : null;
};

/** Admins and users change what they manage; guests (kiosk accounts) only look. */
export const canEdit = (user: AppUser | null): boolean => {
  const role = roleOf(user);
  return role === Role.Admin || role === Role.User;
};

export const isAdmin = (user: AppUser | null): boolean => roleOf(user) === Role.Admin;

export const useCanEdit = (): boolean => canEdit(useCurrentUser());
export const useIsAdmin = (): boolean => isAdmin(useCurrentUser());
