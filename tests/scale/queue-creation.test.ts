import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureQueue } from '../../src/server/generation/pg-boss-queue';
import { databaseEnv, dropDatabaseOf } from '../support/postgres';

/**
 * Worker processes started together on a new database make pg-boss's queues together. pg-boss 10's create_queue
 * deadlocks with itself then, and PostgreSQL rolls one of them back: that process must still start. (Before
 * ensureQueue looked again, 17 of 20 such pairs had one start fail with "deadlock detected".)
 */
describe('two processes making the job queues at once on a new database', () => {
  const keys: string[] = [];
  afterAll(async () => {
    for (const key of keys) {
      await dropDatabaseOf(key);
      rmSync(key, { recursive: true, force: true });
    }
  });

  it('both get them, every time', async () => {
    for (let round = 0; round < 3; round++) {
      const key = mkdtempSync(path.join(tmpdir(), 'izoom-scale-queues-'));
      keys.push(key);
      const { DATABASE_URL } = await databaseEnv(key);
      const bosses = [new PgBoss(DATABASE_URL as string), new PgBoss(DATABASE_URL as string)];
      for (const boss of bosses) boss.on('error', () => undefined);
      try {
        await Promise.all(bosses.map((boss) => boss.start()));
        const made = await Promise.allSettled(
          bosses.map(async (boss) => {
            await ensureQueue(boss, 'izoom-generate', { retryLimit: 3, retryDelay: 0, expireInSeconds: 60 });
            await ensureQueue(boss, 'izoom-old-versions', { retryLimit: 3, retryDelay: 30 });
            await ensureQueue(boss, 'izoom-housekeeping', { retryLimit: 0 });
          }),
        );
        expect(
          made.map((m) => (m.status === 'rejected' ? String(m.reason) : 'made')),
          `round ${round}`,
        ).toEqual(['made', 'made']);
        const queues = (await bosses[0]?.getQueues())?.map((q) => q.name).filter((n) => n.startsWith('izoom-'));
        expect(queues?.sort()).toEqual(['izoom-generate', 'izoom-housekeeping', 'izoom-old-versions']);
      } finally {
        await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
      }
    }
  });
});
