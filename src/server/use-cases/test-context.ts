import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach } from 'vitest';
import { Role, type RoleId } from '../../shared/constants';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db';
import type { IzoomRow, UserRow } from '../db/schema';
import { type GenerationQueue, queueJobRow } from '../generation/queue';
import { markStopped } from '../generation/run-job';
import type { Mail } from '../mail/mailer';
import type { Repos } from '../repos';
import { reposOf } from '../repos';
import { storageLayout } from '../storage/layout';
import { LocalStore } from '../storage/local-store';
import type { Receive } from '../uploads/incoming';
import type { UseCaseContext } from './context';

/**
 * The generation queue of the unit tests: jobs are queued and stopped with the real rows and rules (queueJobRow,
 * markStopped), but nothing runs them. It records what it was asked.
 */
export function recordingQueue(repos: Repos) {
  const calls: { enqueued: number[]; stopped: number[] } = { enqueued: [], stopped: [] };
  const queue: GenerationQueue = {
    async start() {},
    async close() {},
    async enqueue(izoom: IzoomRow) {
      calls.enqueued.push(izoom.id);
      return (await queueJobRow({ repos }, izoom)).row;
    },
    async stop(izoomId: number) {
      calls.stopped.push(izoomId);
      const job = await repos.jobs.findActive(izoomId);
      if (!job) return false;
      await markStopped({ repos }, job);
      return true;
    },
  };
  return { queue, calls };
}

/**
 * A use-case context of real pieces in a temporary folder: SQLite with every migration, a LocalStore, the storage
 * layout; the queue records (see recordingQueue) and the mailer keeps what it sends.
 */
export async function testContext() {
  const root = await mkdtemp(path.join(tmpdir(), 'izoom-use-cases-'));
  const config = loadConfig({ DATA_DIR: path.join(root, 'data'), DEMO_CONTENT: 'off' });
  const db = openDatabase(config);
  await migrateToLatest(db);
  const repos: Repos = reposOf(db);
  const store = new LocalStore(config.dataDir);
  const { queue, calls } = recordingQueue(repos);
  const mails: Mail[] = [];
  const ctx: UseCaseContext = {
    repos,
    store,
    storage: storageLayout(config.workDir),
    generation: queue,
    mailer: { send: async (mail) => void mails.push(mail) },
    config,
  };
  let made = 0;
  const user = (role: RoleId, name = `user${++made}`): Promise<UserRow> =>
    repos.users.create({ email: `${name}@test.izoom`, role });
  return {
    ctx,
    store,
    calls,
    mails,
    /** The admin, an owner (user A), another user (B) and a guest (kiosk). */
    people: async () => ({
      admin: await user(Role.Admin, 'admin'),
      owner: await user(Role.User, 'owner'),
      other: await user(Role.User, 'other'),
      guest: await user(Role.Guest, 'guest'),
    }),
    close: async () => {
      await db.destroy();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof testContext>>;
export type People = Awaited<ReturnType<TestContext['people']>>;

/** Gives each test of a file a fresh context and its people (`use`), and closes it after the test. */
export function freshContextEachTest(use: (t: TestContext, people: People) => void): void {
  let current: TestContext | undefined;
  beforeEach(async () => {
    current = await testContext();
    use(current, await current.people());
  });
  afterEach(() => current?.close());
}

/** How a use case refuses, as the API answers it: the HTTP status and `data.code`. */
export const NOT_FOUND = { status: 404, code: 'NOT_FOUND' };
export const FORBIDDEN = { status: 403, code: 'FORBIDDEN' };
export const INVALID = { status: 400, code: 'VALIDATION_ERROR' };
export const CONFLICT = { status: 409, code: 'CONFLICT' };
export const UNAUTHENTICATED = { status: 401, code: 'UNAUTHENTICATED' };

/** Real PNG files, as a route would have streamed them into the use case's folder. */
export function pngUpload(count = 1, fields: Record<string, string> = {}): Receive {
  return async (dir) => {
    const files = [];
    for (let i = 0; i < count; i++) {
      const file = path.join(dir, `upload-${i}`);
      const colour = { r: 40 * i, g: 120, b: 200 };
      await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toFile(file);
      files.push({ name: `picture-${i}.png`, path: file, bytes: 1, hash: `hash-${i}` });
    }
    return { files, fields };
  };
}
