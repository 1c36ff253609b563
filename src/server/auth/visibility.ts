import { Role } from '../../shared/constants';
import type { UserRow } from '../db/schema';

/** An izoom or an album, as far as seeing it goes. */
export interface Owned {
  owner_id: number;
  is_public: number;
}

/**
 * What a reader may see, as data: admins everything; anyone else the public items and, when signed in,
 * their own. `canSee` tests a row against it and the lists turn it into a query, so the rule is written once.
 */
export type Sight = { everything: true } | { everything: false; ownerId: number | null };

/** `viewer` null: a visitor, who sees public items only. */
export const sightOf = (viewer: UserRow | null): Sight =>
  viewer?.role === Role.Admin ? { everything: true } : { everything: false, ownerId: viewer?.id ?? null };

export function canSee(viewer: UserRow | null, item: Owned): boolean {
  const sight = sightOf(viewer);
  return sight.everything || item.is_public === 1 || item.owner_id === sight.ownerId;
}

/** Which rows a list or count covers. */
export interface ListFilter {
  /** Only rows owned by this user. */
  ownerId?: number;
  /** Only rows this reader may see. */
  sight?: Sight;
}

/** What a signed-in caller's own lists and dashboard cover: a user their own items, admins and guests what they may see. */
export const workspaceOf = (user: UserRow): ListFilter =>
  user.role === Role.User ? { ownerId: user.id } : { sight: sightOf(user) };

/** What the public calls list: what a visitor may see. */
export const PUBLIC_LIST: ListFilter = { sight: sightOf(null) };
