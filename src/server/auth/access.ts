import { Role } from '../../shared/constants';
import type { UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { canSee, type Owned } from './visibility';

const canChange = (user: UserRow, item: Owned): boolean =>
  user.role === Role.Admin || (user.role === Role.User && user.id === item.owner_id);

/** Someone else's private item is not found; a visible item the caller may not change is forbidden. */
export function assertCanSee<T extends Owned>(user: UserRow | null, item: T | undefined, what: string): T {
  if (!item || !canSee(user, item)) throw notFound(what);
  return item;
}

export function assertCanChange<T extends Owned>(user: UserRow, item: T | undefined, what: string): T {
  const seen = assertCanSee(user, item, what);
  if (!canChange(user, seen)) throw forbidden(`You can view this ${what} but not change it`);
  return seen;
}

export function assertCanCreate(user: UserRow): void {
  if (user.role === Role.Guest) throw forbidden('Guest accounts can view but not create');
}

export const assertAdmin = (user: UserRow): void => {
  if (user.role !== Role.Admin) throw forbidden('Only admins can do this');
};
