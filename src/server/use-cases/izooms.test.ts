import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { createAlbum, saveGroups } from './albums';
import { uploadPictures } from './izoom-pictures';
import { createIzoom, deleteIzoom, getIzoom, listIzooms, updateIzoom } from './izooms';
import { FORBIDDEN, freshContextEachTest, NOT_FOUND, type People, pngUpload, type TestContext } from './test-context';

const QUERY = { page: 1, pageSize: 50 };

let t: TestContext;
let people: People;
freshContextEachTest((context, made) => {
  t = context;
  people = made;
});

/** The owner's private and public izooms, and another user's public one. */
async function izooms() {
  const { owner, other } = people;
  const priv = await createIzoom(t.ctx, owner, { name: 'Private', isPublic: false });
  const pub = await createIzoom(t.ctx, owner, { name: 'Public', isPublic: true });
  const others = await createIzoom(t.ctx, other, { name: 'Other public', isPublic: true });
  return { priv, pub, others };
}

const namesOf = async (caller: UserRow | null) =>
  (await listIzooms(t.ctx, caller, QUERY)).items.map((i) => i.name).sort();

describe('who may see an izoom', () => {
  it('a single read: the owner and admins see a private izoom; anyone else is told it is not found', async () => {
    const { priv, pub } = await izooms();
    for (const viewer of [people.owner, people.admin]) {
      expect((await getIzoom(t.ctx, viewer, priv.id)).name).toBe('Private');
    }
    for (const viewer of [null, people.other, people.guest]) {
      await expect(getIzoom(t.ctx, viewer, priv.id)).rejects.toMatchObject(NOT_FOUND);
      expect((await getIzoom(t.ctx, viewer, pub.id)).name).toBe('Public');
    }
    await expect(getIzoom(t.ctx, people.owner, 9999)).rejects.toMatchObject(NOT_FOUND);
  });

  it('lists: a user their own, admins everything, guests and visitors what is public', async () => {
    await izooms();
    expect(await namesOf(people.owner)).toEqual(['Private', 'Public']);
    expect(await namesOf(people.other)).toEqual(['Other public']);
    expect(await namesOf(people.admin)).toEqual(['Other public', 'Private', 'Public']);
    expect(await namesOf(people.guest)).toEqual(['Other public', 'Public']);
    expect(await namesOf(null)).toEqual(['Other public', 'Public']);
  });

  it("changing: someone else's private izoom is not found, a visible one they may not change is forbidden", async () => {
    const { priv, pub } = await izooms();
    await expect(updateIzoom(t.ctx, people.other, priv.id, { name: 'x' })).rejects.toMatchObject(NOT_FOUND);
    await expect(deleteIzoom(t.ctx, people.other, priv.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(updateIzoom(t.ctx, people.other, pub.id, { name: 'x' })).rejects.toMatchObject(FORBIDDEN);
    await expect(deleteIzoom(t.ctx, people.guest, pub.id)).rejects.toMatchObject(FORBIDDEN);
    expect((await updateIzoom(t.ctx, people.admin, priv.id, { name: 'By admin' })).name).toBe('By admin');
    expect((await getIzoom(t.ctx, people.owner, pub.id)).name).toBe('Public');
  });

  it('guests view but do not create', async () => {
    await expect(createIzoom(t.ctx, people.guest, { name: 'Kiosk' })).rejects.toMatchObject({
      ...FORBIDDEN,
      message: 'Guest accounts can view but not create',
    });
  });
});

describe('deleting an izoom', () => {
  it('stops its generation, takes it out of albums and removes its files', async () => {
    const { owner } = people;
    const izoom = await createIzoom(t.ctx, owner, { name: 'Doomed', isPublic: true });
    const kept = await createIzoom(t.ctx, owner, { name: 'Kept' });
    await uploadPictures(t.ctx, owner, izoom.id, pngUpload(2));
    const album = await createAlbum(t.ctx, owner, { name: 'Album', posterIzoomId: izoom.id });
    await saveGroups(t.ctx, owner, album.id, [{ id: 'g', name: 'G', izoomIds: [izoom.id, kept.id] }]);
    const { izoomOriginals, izoomMedia } = t.ctx.storage;
    expect(await t.store.list(izoomOriginals(izoom.id))).toHaveLength(2);
    expect((await t.store.list(izoomMedia(izoom.id))).length).toBeGreaterThan(0);

    expect(await deleteIzoom(t.ctx, owner, izoom.id)).toEqual({ id: izoom.id });

    expect(t.calls.stopped).toEqual([izoom.id]);
    await expect(getIzoom(t.ctx, owner, izoom.id)).rejects.toMatchObject(NOT_FOUND);
    const row = await t.ctx.repos.albums.findById(album.id);
    expect(JSON.parse(row?.groups ?? '')).toEqual([{ id: 'g', name: 'G', izoomIds: [kept.id] }]);
    expect(row?.poster_izoom_id).toBeNull();
    expect(await t.store.list(izoomOriginals(izoom.id))).toEqual([]);
    expect(await t.store.list(izoomMedia(izoom.id))).toEqual([]);
  });
});

describe('making an izoom private', () => {
  it('gives its media new keys: the old poster and thumbnails are gone from the store', async () => {
    const { owner } = people;
    const izoom = await createIzoom(t.ctx, owner, { name: 'Open', isPublic: true });
    await uploadPictures(t.ctx, owner, izoom.id, pngUpload(1));
    const before = await t.ctx.repos.izooms.getById(izoom.id);
    expect(before.poster_key).toBeTruthy();
    expect(before.thumbs_key).toBeTruthy();
    const oldPoster = t.ctx.storage.posterDir(izoom.id, before.poster_key ?? '');
    const oldThumbs = t.ctx.storage.thumbsDir(izoom.id, before.thumbs_key ?? '');
    expect(await t.store.list(oldPoster)).not.toEqual([]);

    const updated = await updateIzoom(t.ctx, owner, izoom.id, { isPublic: false });

    expect(updated.isPublic).toBe(false);
    const after = await t.ctx.repos.izooms.getById(izoom.id);
    expect(after.poster_key).not.toBe(before.poster_key);
    expect(after.thumbs_key).not.toBe(before.thumbs_key);
    expect(await t.store.list(oldPoster)).toEqual([]);
    expect(await t.store.list(oldThumbs)).toEqual([]);
    expect(await t.store.list(t.ctx.storage.posterDir(izoom.id, after.poster_key ?? ''))).not.toEqual([]);
    expect(updated.poster?.renditions[0]?.url).toContain(`/p-${after.poster_key}/`);
  });

  it('keeps the keys on any other edit', async () => {
    const { owner } = people;
    const izoom = await createIzoom(t.ctx, owner, { name: 'Open', isPublic: true });
    await uploadPictures(t.ctx, owner, izoom.id, pngUpload(1));
    const before = await t.ctx.repos.izooms.getById(izoom.id);
    await updateIzoom(t.ctx, owner, izoom.id, { name: 'Renamed', isPublic: true });
    expect((await t.ctx.repos.izooms.getById(izoom.id)).poster_key).toBe(before.poster_key);
  });
});
