import { expect } from 'vitest';
import type { GenerateState } from '../../src/shared/schemas/izooms';
import { upload } from '../support/upload';
import { expectWhole, LIVENESS_SECONDS, type Member } from './cluster';
import {
  api,
  bigPicture,
  cluster,
  detailOf,
  figures,
  generate,
  izoomWith,
  shared,
  started,
  stateOf,
  waitForProgress,
} from './cluster-run';

/** a worker killed mid-job: the other one runs it again within the liveness window; a whole version serves throughout (a step of cluster.test.ts). */
export async function workerKilledMidJob() {
  shared.killed = shared.spread[0] as number;
  const before = await detailOf(shared.webA, shared.killed);
  expect(before.generate.version).toBe(1);
  const bigger = await bigPicture();
  expect(
    (
      await upload(api(shared.webA), `/izooms/upload/${shared.killed}`, shared.tokens.access_token, [
        { name: 'big.jpg', data: bigger },
      ])
    ).status,
  ).toBe(201);
  const askedAt = Date.now();
  await generate(shared.webA, shared.killed);
  await waitForProgress(shared.webB, shared.killed);
  // Its first generation (version 1) logged a start too: this is the second one's.
  const [first] = await cluster.waitForLog(
    (e) => started(e) && e.izoomId === shared.killed && e.attempt === 1 && e.time >= askedAt,
  );
  const victim = first?.member as Member;
  const survivor = cluster.workers.find((w) => w !== victim) as Member;

  expect(await cluster.signal(victim, 'SIGKILL')).toBeNull();
  const killedAt = Date.now();
  let retriedAt = 0;
  let checks = 0;
  for (let turn = 0; ; turn++) {
    const web = turn % 2 ? shared.webA : shared.webB;
    const detail = await detailOf(web, shared.killed);
    if (detail.generate.state === 'done') break;
    expect(detail.generate.state, detail.generate.message).toMatch(/^(queued|generating)$/);
    // Until the new version is published the row points at version 1, whole; then at version 2, whole (it is
    // published a moment before the row says done).
    if (detail.generate.version === 1) expect(detail.manifestUrl).toBe(before.manifestUrl);
    else expect(detail.generate.version).toBe(2);
    await expectWhole(
      web.origin,
      detail,
      `version ${detail.generate.version} of izoom ${shared.killed} through ${web.name}`,
    );
    checks++;
    if (!retriedAt) {
      const retry = cluster.log().find((e) => started(e) && e.izoomId === shared.killed && e.attempt === 2);
      if (retry) {
        retriedAt = retry.time;
        expect(retry.member).toBe(survivor);
        expect(retry.jobId).toBe(first?.jobId);
      }
    }
    expect(Date.now() - killedAt, 'the killed job was not done within 90 s').toBeLessThan(90_000);
    await new Promise((r) => setTimeout(r, 100));
  }
  const doneAt = Date.now();
  if (!retriedAt) {
    retriedAt = (await cluster.waitForLog((e) => started(e) && e.izoomId === shared.killed && e.attempt === 2))[0]
      ?.time as number;
  }
  figures['kill: SIGKILL → the other worker started the job again, ms'] = retriedAt - killedAt;
  figures['kill: SIGKILL → the retried job was done, ms'] = doneAt - killedAt;
  figures['kill: checks that the version served was whole while the job ran'] = checks;
  // pg-boss's maintenance looks every quarter of the liveness: a dead worker's job expires at most
  // liveness + a quarter after its last heartbeat; the survivor polls every 0.5 s. Asserted with room for a
  // loaded machine, well inside the 60 s the issue allows.
  expect(retriedAt - killedAt).toBeLessThan((LIVENESS_SECONDS * 2 + 5) * 1000);

  const after = await detailOf(shared.webB, shared.killed);
  expect(after.generate).toMatchObject({ state: 'done', version: 2 });
  const begun = Date.now();
  figures['kill: files of version 2 read through A'] = await expectWhole(
    shared.webA.origin,
    after,
    'version 2 through A',
  );
  figures['kill: reading them, ms'] = Date.now() - begun;
  // Version 1 stays served for its grace period, for viewers that still have it open.
  expect((await fetch(`${shared.webB.origin}${before.manifestUrl}`)).status).toBe(200);

  const runs = cluster
    .log()
    .filter((e) => started(e) && e.izoomId === shared.killed && e.jobId === first?.jobId)
    .sort((x, y) => x.time - y.time);
  expect(runs.map((e) => [e.member.name, e.attempt])).toEqual([
    [victim.name, 1],
    [survivor.name, 2],
  ]);
  await cluster.launch(victim);
}

/** a job whose worker dies three times is failed with a message, and no longer runs anywhere (a step of cluster.test.ts). */
export async function workerDiesThreeTimes() {
  shared.doomed = await izoomWith(shared.webA, 'Doomed', [await bigPicture()]);
  await generate(shared.webB, shared.doomed);
  const relaunched: Promise<void>[] = [];
  let lastKill = 0;
  let jobId = 0;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const [run] = await cluster.waitForLog((e) => started(e) && e.izoomId === shared.doomed && e.attempt === attempt);
    jobId = run?.jobId as number;
    if (lastKill)
      figures[`three deaths: kill ${attempt - 1} → attempt ${attempt} started, ms`] = (run?.time ?? 0) - lastKill;
    const member = run?.member as Member;
    expect(await cluster.signal(member, 'SIGKILL')).toBeNull();
    lastKill = Date.now();
    // Started again at once: the job moves to whichever worker takes it first.
    relaunched.push(cluster.launch(member));
  }
  let state: GenerateState;
  for (;;) {
    state = await stateOf(shared.webB, shared.doomed);
    if (state.state === 'failed') break;
    expect(state.state, state.message).toMatch(/^(queued|generating)$/);
    expect(Date.now() - lastKill, 'the job was not failed within 60 s of its third loss').toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 50));
  }
  figures['three deaths: third kill → failed, ms'] = Date.now() - lastKill;
  await Promise.all(relaunched);
  expect(state).toMatchObject({
    state: 'failed',
    version: 0,
    message: 'Generation failed: the worker running it stopped 3 times. Please generate again.',
  });
  expect((await detailOf(shared.webA, shared.doomed)).manifestUrl).toBeNull();
  // Its row and pg-boss's: nothing is left running, queued or waiting for a retry.
  const [row] = await cluster.query('SELECT state, attempts::int, message FROM jobs WHERE id = $1', [jobId]);
  expect(row).toMatchObject({ state: 'failed', attempts: 4, message: state.message });
  const boss = await cluster.query<{ state: string }>(
    "SELECT state FROM pgboss.job WHERE name = 'izoom-generate' AND (data->>'jobId')::int = $1",
    [jobId],
  );
  expect(boss.map((j) => j.state)).toEqual(['completed']);
  // No worker ran it a fourth time.
  expect(cluster.log().filter((e) => started(e) && e.izoomId === shared.doomed)).toHaveLength(3);
}
