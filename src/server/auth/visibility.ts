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

/** The rule itself: what `sight` covers. Every other test here and every list query (repos/paging) say it through a Sight. */
export const inSight = (sight: Sight, item: Owned): boolean =>
  sight.everything || item.is_public === 1 || item.owner_id === sight.ownerId;

export const canSee = (viewer: UserRow | null, item: Owned): boolean => inSight(sightOf(viewer), item);

/**
 * Which izooms an album may hold: what its owner would see as a plain user — their own and public ones, never
 * someone else's private izoom, whatever the owner's role (an admin's album does not publish others' private work).
 */
export const albumSightOf = (ownerId: number): Sight => ({ everything: false, ownerId });

export const canUseInAlbum = (ownerId: number, izoom: Owned): boolean => inSight(albumSightOf(ownerId), izoom);

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

/** The list a caller gets: a signed-in caller's workspace, or (null: the public calls) what a visitor may see. */
export const listFilterOf = (caller: UserRow | null): ListFilter => (caller ? workspaceOf(caller) : PUBLIC_LIST);
