import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generationState, startGeneration, stopGeneration, uploadZipAndGenerate } from './generation';
import { uploadPictures } from './izoom-pictures';
import { createIzoom } from './izooms';
import {
  CONFLICT,
  FORBIDDEN,
  freshContextEachTest,
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

/** An izoom of the owner with one picture. */
async function withPicture(isPublic: boolean) {
  const izoom = await createIzoom(t.ctx, people.owner, { name: 'Gen', isPublic });
  await uploadPictures(t.ctx, people.owner, izoom.id, pngUpload(1));
  return izoom;
}

describe('who may start, follow and stop a generation', () => {
  it('whoever may change the izoom starts it; others get 404 (private) or 403 (public)', async () => {
    const priv = await withPicture(false);
    const pub = await withPicture(true);
    await expect(startGeneration(t.ctx, people.other, priv.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(startGeneration(t.ctx, people.guest, priv.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(startGeneration(t.ctx, people.other, pub.id)).rejects.toMatchObject(FORBIDDEN);
    await expect(startGeneration(t.ctx, people.guest, pub.id)).rejects.toMatchObject(FORBIDDEN);
    expect(t.calls.enqueued).toEqual([]);

    expect((await startGeneration(t.ctx, people.owner, priv.id)).generate.state).toBe('queued');
    expect((await startGeneration(t.ctx, people.admin, pub.id)).generate.state).toBe('queued');
    expect(t.calls.enqueued).toEqual([priv.id, pub.id]);
  });

  it('whoever may see the izoom follows its state, visitors included for a public one', async () => {
    const priv = await withPicture(false);
    const pub = await withPicture(true);
    await startGeneration(t.ctx, people.owner, pub.id);
    expect((await generationState(t.ctx, null, pub.id)).state).toBe('queued');
    expect((await generationState(t.ctx, people.guest, pub.id)).state).toBe('queued');
    expect((await generationState(t.ctx, people.owner, priv.id)).state).toBe('idle');
    expect((await generationState(t.ctx, people.admin, priv.id)).state).toBe('idle');
    await expect(generationState(t.ctx, null, priv.id)).rejects.toMatchObject(NOT_FOUND);
    await expect(generationState(t.ctx, people.other, priv.id)).rejects.toMatchObject(NOT_FOUND);
  });

  it('stopping: only whoever may change it, and only while one is queued or running', async () => {
    const pub = await withPicture(true);
    await expect(stopGeneration(t.ctx, people.owner, pub.id)).rejects.toMatchObject({
      ...CONFLICT,
      message: 'No generation of this izoom is queued or running',
    });
    await startGeneration(t.ctx, people.owner, pub.id);
    await expect(stopGeneration(t.ctx, people.other, pub.id)).rejects.toMatchObject(FORBIDDEN);
    await expect(stopGeneration(t.ctx, people.guest, pub.id)).rejects.toMatchObject(FORBIDDEN);
    expect((await generationState(t.ctx, null, pub.id)).state).toBe('queued');

    const stopped = await stopGeneration(t.ctx, people.owner, pub.id);
    expect(stopped.state).toBe('stopped');
    expect(t.calls.stopped).toContain(pub.id);
    expect(await t.ctx.repos.jobs.findActive(pub.id)).toBeUndefined();
  });
});

describe('the states a generation may start from', () => {
  it('not without pictures, not twice; again once stopped', async () => {
    const empty = await createIzoom(t.ctx, people.owner, { name: 'Empty' });
    await expect(startGeneration(t.ctx, people.owner, empty.id)).rejects.toMatchObject({
      ...CONFLICT,
      message: 'Upload at least one picture before generating',
    });
    const izoom = await withPicture(false);
    await startGeneration(t.ctx, people.owner, izoom.id);
    await expect(startGeneration(t.ctx, people.owner, izoom.id)).rejects.toMatchObject({
      ...CONFLICT,
      message: 'A generation of this izoom is already queued or running',
    });
    await stopGeneration(t.ctx, people.owner, izoom.id);
    expect((await startGeneration(t.ctx, people.owner, izoom.id)).generate.state).toBe('queued');
  });

  it('upload-zip-and-generate is refused at once while one is queued, before any file is received', async () => {
    const izoom = await withPicture(false);
    await startGeneration(t.ctx, people.owner, izoom.id);
    let received = false;
    await expect(
      uploadZipAndGenerate(t.ctx, people.owner, izoom.id, async () => {
        received = true;
        return { files: [], fields: {} };
      }),
    ).rejects.toMatchObject(CONFLICT);
    expect(received).toBe(false);
  });

  it('upload-zip-and-generate refuses a file that is not a zip and queues nothing', async () => {
    const izoom = await createIzoom(t.ctx, people.owner, { name: 'Zip' });
    const refusal = uploadZipAndGenerate(t.ctx, people.owner, izoom.id, async (dir) => {
      const file = path.join(dir, 'upload-0');
      await writeFile(file, 'not a zip at all');
      return { files: [{ name: 'notes.txt', path: file, bytes: 16, hash: 'x' }], fields: {} };
    });
    await expect(refusal).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(t.calls.enqueued).toEqual([]);
    expect((await generationState(t.ctx, people.owner, izoom.id)).state).toBe('idle');
  });
});
