import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { waitForGeneration, waitForState } from '../support/generation';
import { signIn } from '../support/oidc-flow';
import { detailedJpeg, solidPng } from '../support/pictures';
import { databaseEnv, dropDatabaseOf, onPostgres } from '../support/postgres';
import { ADMIN, freePort } from '../support/server';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { testStorageEnv } from '../support/storage';
import { upload } from '../support/upload';

/**
 * One web and two worker processes on one PostgreSQL (and one store): pg-boss hands each job to one worker,
 * a stop sent to the web process reaches the worker, a worker killed mid-job does not leave its job running.
 */
describe.runIf(onPostgres)('a cluster of processes on one queue', () => {
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `izoom-cluster-${name}-`));
    folders.push(dir);
    return dir;
  };
  let dataDir: string;
  let shared: Record<string, string>;
  let web: ServerProcess;
  let api: string;
  let token: string;
  const workers: ServerProcess[] = [];

  const startWorker = async (name: string) =>
    startServerProcess({ ...shared, IZOOM_ROLE: 'worker', WORK_DIR: folder(name), PORT: '1' }, 'worker ready');

  beforeAll(async () => {
    dataDir = folder('data');
    shared = {
      DATA_DIR: dataDir,
      ...(await databaseEnv(dataDir)),
      ...(await testStorageEnv(dataDir)),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOB_LIVENESS_SECONDS: '3',
      GENERATE_WORKERS: '1',
      OLD_VERSION_GRACE_SECONDS: '0',
    };
    const port = await freePort();
    web = await startServerProcess({ ...shared, IZOOM_ROLE: 'web', PORT: String(port), WORK_DIR: folder('web') });
    workers.push(await startWorker('w1'), await startWorker('w2'));
    api = `http://127.0.0.1:${port}/api`;
    token = (await signIn(`http://127.0.0.1:${port}`, ADMIN)).access_token;
  }, 60_000);

  afterAll(async () => {
    for (const p of [web, ...workers]) {
      if (p && p.child.exitCode === null) p.child.kill('SIGTERM');
      await p?.exited;
    }
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    await dropDatabaseOf(dataDir);
  }, 30_000);

  /** How many times each job id was started, over every worker's log. */
  const runsPerJob = () => {
    const runs = new Map<number, number>();
    for (const worker of workers) {
      for (const line of worker.output().split('\n')) {
        if (!line.includes('"generation started"')) continue;
        const { jobId } = JSON.parse(line) as { jobId: number };
        runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
      }
    }
    return runs;
  };
  const jobIdOf = (izoomId: number) => {
    const line = workers
      .flatMap((w) => w.output().split('\n'))
      .find((l) => l.includes(`"izoomId":${izoomId},"attempt"`)) as string;
    return (JSON.parse(line) as { jobId: number }).jobId;
  };
  const runnerOf = (izoomId: number) =>
    workers.find((w) => w.output().includes(`"izoomId":${izoomId},"attempt"`)) as ServerProcess;

  const izoomWith = async (name: string, picture: Buffer, file = 'p.png') => {
    const izoom = (await call(api, 'POST', '/izooms/create', { token, body: { name } })).body.data;
    expect((await upload(api, `/izooms/upload/${izoom.id}`, token, [{ name: file, data: picture }])).status).toBe(201);
    return izoom.id as number;
  };
  const generate = async (id: number) =>
    expect((await call(api, 'POST', `/izooms/generate-izoom/${id}`, { token })).status).toBe(202);

  it('runs each of 10 jobs exactly once, on either worker', async () => {
    const picture = await solidPng(600, 400);
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => izoomWith(`Small ${i}`, picture)));
    await Promise.all(ids.map(generate));
    for (const id of ids) expect((await waitForGeneration(api, token, id)).at(-1)?.state).toBe('done');
    const runs = runsPerJob();
    expect(runs.size).toBe(10);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  }, 90_000);

  it('a stop sent to the web process stops the job in its worker within 2 seconds', async () => {
    const id = await izoomWith('Big to stop', await detailedJpeg(7000, 5000, 70), 'p.jpg');
    await generate(id);
    await waitForState(api, token, id, 'generating');
    await new Promise((r) => setTimeout(r, 300));
    const started = Date.now();
    const stopped = await call(api, 'POST', `/izooms/stop-generate/${id}`, { token });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ state: 'stopped', version: 0 });
    expect(runnerOf(id).output()).toMatch(new RegExp(`"izoomId":${id},"outcome":"stopped"`));
  }, 60_000);

  it('a worker killed mid-job: the job is retried by the other one, and no half version is ever served', async () => {
    const id = await izoomWith('Big to kill', await detailedJpeg(7000, 5000, 70), 'p.jpg');
    await generate(id);
    await waitForState(api, token, id, 'generating');
    await new Promise((r) => setTimeout(r, 300));
    const victim = runnerOf(id);
    victim.child.kill('SIGKILL');
    await victim.exited;

    const killedAt = Date.now();
    let served = 0;
    for (;;) {
      const detail = (await call(api, 'GET', `/izooms/get-by-id/${id}`, { token })).body.data;
      // Whatever the row points at is whole: its manifest serves.
      if (detail.manifestUrl) {
        expect((await fetch(`${api.replace(/\/api$/, '')}${detail.manifestUrl}`)).status).toBe(200);
        served++;
      }
      if (detail.generate.state === 'done') {
        expect(served).toBeGreaterThan(0);
        break;
      }
      if (detail.generate.state === 'failed') {
        expect(detail.generate.message).toMatch(/Generation failed/);
        break;
      }
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 200));
    }
    const survivor = workers.find((w) => w !== victim) as ServerProcess;
    expect(survivor.output()).toMatch(new RegExp(`"izoomId":${id},"attempt":2`));
    expect(runsPerJob().get(jobIdOf(id))).toBe(2);
  }, 90_000);
});
