import { describe, expect, it } from 'vitest';
import { startGeneration } from './generation';
import { choosePoster, deletePicture, reorderPictures, uploadPictures } from './izoom-pictures';
import { createIzoom, getIzoom } from './izooms';
import {
  FORBIDDEN,
  freshContextEachTest,
  INVALID,
  NOT_FOUND,
  type People,
  pngUpload,
  type TestContext,
} from './test-context';

let t: TestContext;
let people: People;
freshContextEachTest((context, made) => {
  t = context;
  people = made;
});

describe("an izoom's pictures", () => {
  it('only whoever may change the izoom adds them, and access is checked before any file is received', async () => {
    const pub = await createIzoom(t.ctx, people.owner, { name: 'Public', isPublic: true });
    const priv = await createIzoom(t.ctx, people.owner, { name: 'Private' });
    let received = 0;
    const counting = pngUpload(1);
    const receive: typeof counting = async (dir, limits) => {
      received++;
      return counting(dir, limits);
    };
    await expect(uploadPictures(t.ctx, people.guest, pub.id, receive)).rejects.toMatchObject(FORBIDDEN);
    await expect(uploadPictures(t.ctx, people.other, priv.id, receive)).rejects.toMatchObject(NOT_FOUND);
    expect(received).toBe(0);
    const result = await uploadPictures(t.ctx, people.owner, pub.id, receive);
    expect(received).toBe(1);
    expect(result.added).toHaveLength(1);
    expect(result.izoom.pictureCount).toBe(1);
    expect(result.izoom.poster).not.toBeNull();
  });

  it('stay still while a generation is queued', async () => {
    const izoom = await createIzoom(t.ctx, people.owner, { name: 'Busy' });
    const { added } = await uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(1));
    await startGeneration(t.ctx, people.owner, izoom.id);
    await expect(uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(1))).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
    await expect(deletePicture(t.ctx, people.owner, izoom.id, added[0]?.id ?? 0)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('reorder names every picture of the izoom once, and no other', async () => {
    const izoom = await createIzoom(t.ctx, people.owner, { name: 'Three' });
    const [a, b, c] = (await uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(3))).added.map((p) => p.id);
    const other = await createIzoom(t.ctx, people.owner, { name: 'Other' });
    const [stranger] = (await uploadPictures(t.ctx, people.owner, other.id, pngUpload(1))).added.map((p) => p.id);
    if (a === undefined || b === undefined || c === undefined || stranger === undefined) throw new Error('no ids');

    await expect(reorderPictures(t.ctx, people.owner, izoom.id, [c, b, stranger])).rejects.toMatchObject({
      ...INVALID,
      message: `The requested picture ${stranger} is not found in this izoom`,
    });
    await expect(reorderPictures(t.ctx, people.owner, izoom.id, [c, b])).rejects.toMatchObject({
      ...INVALID,
      message: 'pictureIds must name every picture of the izoom once',
    });
    const reordered = await reorderPictures(t.ctx, people.owner, izoom.id, [c, a, b]);
    expect(reordered.pictures.map((p) => p.id)).toEqual([c, a, b]);
  });

  it("deleting one removes its original; the poster follows the next picture; another izoom's picture is not found", async () => {
    const izoom = await createIzoom(t.ctx, people.owner, { name: 'Two' });
    const [first, second] = (await uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(2))).added;
    if (!first || !second) throw new Error('no pictures');
    const before = await t.ctx.repos.izooms.getById(izoom.id);
    expect(before.poster_picture_id).toBe(first.id);
    expect(await t.store.list(t.ctx.storage.izoomOriginals(izoom.id))).toHaveLength(2);

    const after = await deletePicture(t.ctx, people.owner, izoom.id, first.id);

    expect(after.pictures.map((p) => p.id)).toEqual([second.id]);
    expect(await t.store.list(t.ctx.storage.izoomOriginals(izoom.id))).toHaveLength(1);
    expect((await t.ctx.repos.izooms.getById(izoom.id)).poster_picture_id).toBe(second.id);
    await expect(deletePicture(t.ctx, people.owner, izoom.id, first.id)).rejects.toMatchObject(NOT_FOUND);
  });

  it('the poster: a chosen picture, or back to automatic', async () => {
    const izoom = await createIzoom(t.ctx, people.owner, { name: 'Poster' });
    const [first, second] = (await uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(2))).added;
    if (!first || !second) throw new Error('no pictures');
    await choosePoster(t.ctx, people.owner, izoom.id, { pictureId: second.id });
    expect(await t.ctx.repos.izooms.getById(izoom.id)).toMatchObject({
      poster_origin: 'picture',
      poster_picture_id: second.id,
    });
    await expect(choosePoster(t.ctx, people.owner, izoom.id, { pictureId: 9999 })).rejects.toMatchObject(NOT_FOUND);
    await expect(choosePoster(t.ctx, people.owner, izoom.id, { pictureId: undefined })).rejects.toMatchObject(INVALID);
    await choosePoster(t.ctx, people.owner, izoom.id, { pictureId: null });
    expect(await t.ctx.repos.izooms.getById(izoom.id)).toMatchObject({
      poster_origin: 'auto',
      poster_picture_id: first.id,
    });
    expect((await getIzoom(t.ctx, people.owner, izoom.id)).poster).not.toBeNull();
  });
});
