import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import {
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  listPublicAlbums,
  saveGroups,
  savePositions,
  updateAlbum,
} from './albums';
import { createIzoom } from './izooms';
import { FORBIDDEN, freshContextEachTest, INVALID, NOT_FOUND, type People, type TestContext } from './test-context';

const QUERY = { page: 1, pageSize: 50 };
const at = (izoomId: number) => ({ izoomId, x: 1, y: 0, z: -2, rotation: 0, scale: 1 });

let t: TestContext;
let people: People;
freshContextEachTest((context, made) => {
  t = context;
  people = made;
});

describe('who may see an album', () => {
  it('single reads: owner and admins see a private album, anyone else gets 404; a public one shows everyone only the izooms they may see', async () => {
    const { owner, other, admin, guest } = people;
    const mine = await createIzoom(t.ctx, owner, { name: 'Mine, private' });
    const open = await createIzoom(t.ctx, owner, { name: 'Mine, public', isPublic: true });
    const priv = await createAlbum(t.ctx, owner, { name: 'Private album' });
    const pub = await createAlbum(t.ctx, owner, { name: 'Public album', isPublic: true, posterIzoomId: mine.id });
    await saveGroups(t.ctx, owner, pub.id, [{ id: 'g', name: 'G', izoomIds: [mine.id, open.id] }]);

    for (const viewer of [owner, admin]) expect((await getAlbum(t.ctx, viewer, priv.id)).name).toBe('Private album');
    for (const viewer of [null, other, guest]) {
      await expect(getAlbum(t.ctx, viewer, priv.id)).rejects.toMatchObject(NOT_FOUND);
      const seen = await getAlbum(t.ctx, viewer, pub.id);
      expect(seen.izooms.map((i) => i.id)).toEqual([open.id]);
      expect(seen.groups[0]?.izoomIds).toEqual([open.id]);
      expect(seen.posterIzoomId).toBeNull();
    }
    const whole = await getAlbum(t.ctx, owner, pub.id);
    expect(whole.izooms.map((i) => i.id)).toEqual([mine.id, open.id]);
    expect(whole.posterIzoomId).toBe(mine.id);
  });

  it('lists: a user their own, admins all, guests and the public list what is public', async () => {
    const { owner, other, admin, guest } = people;
    await createAlbum(t.ctx, owner, { name: 'A private' });
    await createAlbum(t.ctx, owner, { name: 'B public', isPublic: true });
    await createAlbum(t.ctx, other, { name: 'C other private' });
    const names = async (user: UserRow) => (await listAlbums(t.ctx, user, QUERY)).items.map((a) => a.name).sort();
    expect(await names(owner)).toEqual(['A private', 'B public']);
    expect(await names(other)).toEqual(['C other private']);
    expect(await names(admin)).toEqual(['A private', 'B public', 'C other private']);
    expect(await names(guest)).toEqual(['B public']);
    const publicPage = await listPublicAlbums(t.ctx, QUERY);
    expect(publicPage.items.map((a) => a.name)).toEqual(['B public']);
    expect(publicPage.items[0]).not.toHaveProperty('groups');
  });

  it("changing: someone else's private album is not found; a visible one they may not change is forbidden", async () => {
    const { owner, other, guest, admin } = people;
    const priv = await createAlbum(t.ctx, owner, { name: 'Private' });
    const pub = await createAlbum(t.ctx, owner, { name: 'Public', isPublic: true });
    await expect(updateAlbum(t.ctx, other, priv.id, { name: 'x' })).rejects.toMatchObject(NOT_FOUND);
    await expect(saveGroups(t.ctx, other, priv.id, [])).rejects.toMatchObject(NOT_FOUND);
    await expect(updateAlbum(t.ctx, other, pub.id, { name: 'x' })).rejects.toMatchObject(FORBIDDEN);
    await expect(deleteAlbum(t.ctx, guest, pub.id)).rejects.toMatchObject(FORBIDDEN);
    await expect(createAlbum(t.ctx, guest, { name: 'Kiosk' })).rejects.toMatchObject(FORBIDDEN);
    expect(await deleteAlbum(t.ctx, admin, priv.id)).toEqual({ id: priv.id });
    await expect(getAlbum(t.ctx, owner, priv.id)).rejects.toMatchObject(NOT_FOUND);
  });
});

describe('what an album may hold', () => {
  it("groups: the owner's izooms and public ones, never someone else's private one (not even in an admin's album)", async () => {
    const { owner, other, admin } = people;
    const own = await createIzoom(t.ctx, owner, { name: 'Own private' });
    const theirsPublic = await createIzoom(t.ctx, other, { name: 'Their public', isPublic: true });
    const theirsPrivate = await createIzoom(t.ctx, other, { name: 'Their private' });
    const album = await createAlbum(t.ctx, owner, { name: 'Album' });

    const saved = await saveGroups(t.ctx, owner, album.id, [
      { id: 'a', name: 'A', izoomIds: [own.id] },
      { id: 'b', name: 'B', izoomIds: [theirsPublic.id] },
    ]);
    expect(saved.groups.map((g) => g.izoomIds)).toEqual([[own.id], [theirsPublic.id]]);

    await expect(
      saveGroups(t.ctx, owner, album.id, [
        { id: 'a', name: 'A', izoomIds: [own.id] },
        { id: 'b', name: 'B', izoomIds: [theirsPrivate.id] },
      ]),
    ).rejects.toMatchObject({
      ...INVALID,
      message: `The requested izoom ${theirsPrivate.id} is not found`,
      extra: { field: 'body.groups.1.izoomIds' },
    });
    await expect(saveGroups(t.ctx, owner, album.id, [{ id: 'a', name: 'A', izoomIds: [9999] }])).rejects.toMatchObject(
      INVALID,
    );
    // An admin may change the owner's album but not put another user's private izoom in it.
    await expect(
      saveGroups(t.ctx, admin, album.id, [{ id: 'a', name: 'A', izoomIds: [theirsPrivate.id] }]),
    ).rejects.toMatchObject(INVALID);
    const adminsAlbum = await createAlbum(t.ctx, admin, { name: "Admin's" });
    await expect(
      saveGroups(t.ctx, admin, adminsAlbum.id, [{ id: 'a', name: 'A', izoomIds: [theirsPrivate.id] }]),
    ).rejects.toMatchObject(INVALID);
    await expect(
      saveGroups(t.ctx, owner, album.id, [
        { id: 'a', name: 'A', izoomIds: [] },
        { id: 'a', name: 'B', izoomIds: [] },
      ]),
    ).rejects.toMatchObject({ ...INVALID, extra: { field: 'body.groups.1.id' } });
  });

  it('poster: the same rule, on create and on update', async () => {
    const { owner, other } = people;
    const theirsPrivate = await createIzoom(t.ctx, other, { name: 'Their private' });
    const theirsPublic = await createIzoom(t.ctx, other, { name: 'Their public', isPublic: true });
    const posterError = { ...INVALID, extra: { field: 'body.posterIzoomId' } };
    await expect(createAlbum(t.ctx, owner, { name: 'A', posterIzoomId: theirsPrivate.id })).rejects.toMatchObject(
      posterError,
    );
    const album = await createAlbum(t.ctx, owner, { name: 'A', posterIzoomId: theirsPublic.id });
    expect(album.posterIzoomId).toBe(theirsPublic.id);
    await expect(updateAlbum(t.ctx, owner, album.id, { posterIzoomId: theirsPrivate.id })).rejects.toMatchObject(
      posterError,
    );
    expect((await updateAlbum(t.ctx, owner, album.id, { posterIzoomId: null })).posterIzoomId).toBeNull();
  });

  it('positions: only of izooms in its groups, each once; kept only while the izoom stays in a group', async () => {
    const { owner } = people;
    const one = await createIzoom(t.ctx, owner, { name: 'One' });
    const two = await createIzoom(t.ctx, owner, { name: 'Two' });
    const album = await createAlbum(t.ctx, owner, { name: 'Album' });
    await saveGroups(t.ctx, owner, album.id, [{ id: 'g', name: 'G', izoomIds: [one.id, two.id] }]);

    await expect(savePositions(t.ctx, owner, album.id, [at(9999)])).rejects.toMatchObject({
      ...INVALID,
      extra: { field: 'body.positions.0.izoomId' },
    });
    await expect(savePositions(t.ctx, owner, album.id, [at(one.id), at(one.id)])).rejects.toMatchObject({
      ...INVALID,
      message: `Izoom ${one.id} is placed twice`,
    });
    expect((await savePositions(t.ctx, owner, album.id, [at(one.id), at(two.id)])).positions).toHaveLength(2);
    const regrouped = await saveGroups(t.ctx, owner, album.id, [{ id: 'g', name: 'G', izoomIds: [two.id] }]);
    expect(regrouped.positions.map((p) => p.izoomId)).toEqual([two.id]);
  });
});
