import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db';
import { call } from '../support/api';
import { waitForGeneration, waitForState } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg } from '../support/pictures';
import { onPostgres } from '../support/postgres';
import { ADMIN, freePort, startTestServer } from '../support/server';
import { startServerProcess } from '../support/server-process';
import { onS3, testStore } from '../support/storage';
import { upload } from '../support/upload';

/** A server killed in the middle of a generation: the job resumes (or fails cleanly), nothing half-written serves. */

/** On PostgreSQL the dead server's job is retried once the queue engine sees it give no sign of life for this long. */
const SHORT_LIVENESS = { JOB_LIVENESS_SECONDS: '2' };

const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'izoom-restart-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('a server killed with SIGKILL mid-generation resumes the job on the next start', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = await startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...SHORT_LIVENESS,
    });
    const token = (await signIn(url, ADMIN)).access_token;
    const izoom = (await call(`${url}/api`, 'POST', '/izooms/create', { token, body: { name: 'Crash' } })).body.data;
    const picture = await detailedJpeg(7000, 5000, 70);
    const uploaded = await upload(`${url}/api`, `/izooms/upload/${izoom.id}`, token, [
      { name: 'one.jpg', data: picture },
      { name: 'two.jpg', data: picture },
    ]);
    expect(uploaded.status).toBe(201);
    expect((await call(`${url}/api`, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token })).status).toBe(202);
    await waitForState(`${url}/api`, token, izoom.id, 'generating');
    await new Promise((r) => setTimeout(r, 400));
    first.child.kill('SIGKILL');
    await first.exited;

    // What the crash left: a half-written job folder, and no published version.
    expect(await readdir(path.join(dataDir, 'work', 'jobs'))).toHaveLength(1);

    const second = await startTestServer(SHORT_LIVENESS, { dataDir });
    try {
      const token2 = (await signIn(second.url, ADMIN)).access_token;
      const states = await waitForGeneration(second.api, token2, izoom.id);
      expect(states.at(-1)).toMatchObject({ state: 'done', version: 1, progress: 1 });
      const detail = (await call(second.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token: token2 })).body.data;
      expect((await fetch(`${second.url}${detail.manifestUrl}`)).status).toBe(200);
      expect(await readdir(path.join(dataDir, 'work', 'jobs')).catch(() => [])).toEqual([]);
      const media = await second.app.store.children(`media/i/${izoom.id}`);
      expect(media.filter((name) => name.startsWith('v'))).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);

  // On PostgreSQL the queue engine decides what a dead worker's job becomes: tests/scale/cluster.test.ts ("a job whose
  // worker dies three times") and tests/api/queue-cluster.test.ts.
  it.skipIf(onPostgres)(
    'a job that was running when the server died too often is marked failed with a message',
    async () => {
      const dataDir = freshDataDir();
      const first = await startTestServer({}, { dataDir });
      const token = (await signIn(first.url, ADMIN)).access_token;
      const izoom = (await call(first.api, 'POST', '/izooms/create', { token, body: { name: 'Doomed' } })).body.data;
      await first.app.db
        .insertInto('jobs')
        .values({ kind: 'generate-izoom', izoom_id: izoom.id, state: 'running', attempts: 3, created_at: nowIso() })
        .execute();
      await first.app.repos.izooms.patch(izoom.id, { state: 'generating', progress: 0.4 });
      await first.close();

      const second = await startTestServer(SHORT_LIVENESS, { dataDir });
      try {
        const token2 = (await signIn(second.url, ADMIN)).access_token;
        const state = await call(second.api, 'GET', `/izooms/get-generate-state/${izoom.id}`, { token: token2 });
        expect(state.body.data).toMatchObject({ state: 'failed', version: 0 });
        expect(state.body.data.message).toMatch(/the server stopped during it 3 times\. Please generate again\./);
        // And it can be generated again.
        const again = await call(second.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token: token2 });
        expect(again.status).toBe(409);
        expect(again.body.message).toBe('Upload at least one picture before generating');
      } finally {
        await second.close();
      }
    },
  );

  it('a start sweeps away what no row refers to (in a local store; a shared one is left alone), and keeps what is published', async () => {
    const dataDir = freshDataDir();
    const first = await startTestServer({}, { dataDir });
    const token = (await signIn(first.url, ADMIN)).access_token;
    const izoom = (await call(first.api, 'POST', '/izooms/create', { token, body: { name: 'Kept' } })).body.data;
    await upload(first.api, `/izooms/upload/${izoom.id}`, token, [
      { name: 'a.jpg', data: await detailedJpeg(300, 200) },
    ]);
    await call(first.api, 'POST', `/izooms/generate-izoom/${izoom.id}`, { token });
    await waitForGeneration(first.api, token, izoom.id);
    await first.close();

    const strays = [
      `originals/i/${izoom.id}/stray.jpeg`,
      'originals/i/999/x.jpeg',
      `media/i/${izoom.id}/v7-stale/manifest.json`,
      'media/i/999/v1-gone/manifest.json',
      'media/a/5/c-old/scene.glb',
    ];
    const store = await testStore(dataDir);
    for (const key of strays) await store.put(key, 'stray');
    const inFlight = path.join(dataDir, 'work', 'incoming', 'half', 'upload-0');
    await mkdir(path.dirname(inFlight), { recursive: true });
    await writeFile(inFlight, 'stray');

    const second = await startTestServer({}, { dataDir });
    try {
      expect(existsSync(inFlight)).toBe(false);
      // On S3 other machines write there before their rows name what they wrote: a start must not sweep it.
      for (const key of strays) expect(Boolean(await store.head(key)), key).toBe(onS3());
      for (const key of onS3() ? strays : []) await store.remove(key);
      await store.close();
      const token2 = (await signIn(second.url, ADMIN)).access_token;
      const detail = (await call(second.api, 'GET', `/izooms/get-by-id/${izoom.id}`, { token: token2 })).body.data;
      expect((await fetch(`${second.url}${detail.manifestUrl}`)).status).toBe(200);
      expect((await fetch(`${second.url}${detail.pictures[0].thumbnailUrl}`)).status).toBe(200);
      expect((await fetch(`${second.url}${detail.poster.renditions[0].url}`)).status).toBe(200);
      expect(await second.app.store.children(`originals/i/${izoom.id}`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
