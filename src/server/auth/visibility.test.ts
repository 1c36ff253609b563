import { describe, expect, it } from 'vitest';
import { Role } from '../../shared/constants';
import type { UserRow } from '../db/schema';
import { canSee, canUseInAlbum, listFilterOf, PUBLIC_LIST, sightOf, workspaceOf } from './visibility';

const user = (id: number, role: number): UserRow => ({
  id,
  role,
  email: `user${id}@test.izoom`,
  password_hash: null,
  fullname: '',
  firstname: '',
  lastname: '',
  language: 'en',
  phone: '',
  profile: '{}',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const admin = user(1, Role.Admin);
const ann = user(2, Role.User);
const ben = user(3, Role.User);
const kiosk = user(4, Role.Guest);

const annsPrivate = { owner_id: ann.id, is_public: 0 };
const annsPublic = { owner_id: ann.id, is_public: 1 };

describe('who may see an izoom or album', () => {
  it.each([
    ['a visitor', null, false],
    ['another user', ben, false],
    ['a guest', kiosk, false],
    ['its owner', ann, true],
    ['an admin', admin, true],
  ] as const)('%s sees a private one: %s', (_who, viewer, expected) => {
    expect(canSee(viewer, annsPrivate)).toBe(expected);
  });

  it('everyone sees a public one', () => {
    for (const viewer of [null, admin, ann, ben, kiosk]) expect(canSee(viewer, annsPublic)).toBe(true);
  });

  it('as a list filter: admins everything, anyone else public items and their own', () => {
    expect(sightOf(admin)).toEqual({ everything: true });
    expect(sightOf(ann)).toEqual({ everything: false, ownerId: ann.id });
    expect(sightOf(null)).toEqual({ everything: false, ownerId: null });
  });

  it("a caller's own lists: a user's own items, what admins and guests may see", () => {
    expect(workspaceOf(ann)).toEqual({ ownerId: ann.id });
    expect(workspaceOf(admin)).toEqual({ sight: { everything: true } });
    expect(workspaceOf(kiosk)).toEqual({ sight: { everything: false, ownerId: kiosk.id } });
  });

  it('the public calls list what a visitor may see; a signed-in caller gets their workspace', () => {
    expect(listFilterOf(null)).toBe(PUBLIC_LIST);
    expect(listFilterOf(ann)).toEqual(workspaceOf(ann));
  });

  it("an album holds its owner's izooms and public ones, never someone else's private one, whatever the owner's role", () => {
    expect(canUseInAlbum(ann.id, annsPrivate)).toBe(true);
    expect(canUseInAlbum(ben.id, annsPublic)).toBe(true);
    expect(canUseInAlbum(ben.id, annsPrivate)).toBe(false);
    expect(canUseInAlbum(admin.id, annsPrivate)).toBe(false);
    expect(canSee(admin, annsPrivate)).toBe(true);
  });
});
