import type { Updateable } from 'kysely';
import { type Db, nowIso } from '../db';
import type { IzoomsTable, JobRow } from '../db/schema';

export const GENERATE_JOB = 'generate-izoom';

/** Jobs are rows: queued → running → done | failed | stopped. At most one queued or running per izoom. */
export function jobsRepo(db: Db) {
  return {
    findActive: (izoomId: number) =>
      db
        .selectFrom('jobs')
        .selectAll()
        .where('izoom_id', '=', izoomId)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirst(),

    /** Queues a job: its id; undefined when one is already queued or running for the izoom (the unique index decides). */
    async enqueue(izoomId: number): Promise<number | undefined> {
      const inserted = await db
        .insertInto('jobs')
        .values({ kind: GENERATE_JOB, izoom_id: izoomId, state: 'queued', created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    findById: (id: number) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The queue engine handed this job to us: it runs (again, when its last worker died). Undefined when it is
     * no longer queued or running (stopped, finished) and must not run.
     */
    claim: (id: number) =>
      db
        .updateTable('jobs')
        .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), started_at: nowIso() }))
        .where('id', '=', id)
        .where('state', 'in', ['queued', 'running'])
        .returningAll()
        .executeTakeFirst(),

    /** Marks a running job to be stopped by whichever worker runs it; false when it is not running. */
    async requestStop(id: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ stop_requested: 1 })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Of these jobs, the ones a stop was asked for. */
    async stopRequested(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('id', 'in', ids)
        .where('stop_requested', '=', 1)
        .execute();
      return rows.map((row) => Number(row.id));
    },

    /** Takes the oldest queued job, or none. */
    claimNext: () =>
      db.transaction().execute(async (trx) => {
        const next = await trx
          .selectFrom('jobs')
          .selectAll()
          .where('state', '=', 'queued')
          .orderBy('id')
          .executeTakeFirst();
        if (!next) return undefined;
        return trx
          .updateTable('jobs')
          .set({ state: 'running', attempts: next.attempts + 1, started_at: nowIso() })
          .where('id', '=', next.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }),

    /** Ends the job and writes its izoom's matching state together: no reader sees one without the other. */
    finish: (
      job: Pick<JobRow, 'id' | 'izoom_id'>,
      state: 'done' | 'failed' | 'stopped',
      message: string,
      izoom: Updateable<IzoomsTable> = {},
    ) =>
      db.transaction().execute(async (trx) => {
        const finishedAt = nowIso();
        await trx
          .updateTable('jobs')
          .set({ state, message, finished_at: finishedAt })
          .where('id', '=', job.id)
          .execute();
        await trx
          .updateTable('izooms')
          .set({ state, message, finished_at: finishedAt, ...izoom })
          .where('id', '=', job.izoom_id)
          .execute();
      }),

    /** Stops a job that has not started; false when it started meanwhile. */
    async cancelQueued(id: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ state: 'stopped', message: 'Stopped before it started', finished_at: nowIso() })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Back to the queue (after a restart), its izoom showing why; keeps its attempts. */
    requeue: (job: Pick<JobRow, 'id' | 'izoom_id'>, message: string) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('jobs').set({ state: 'queued' }).where('id', '=', job.id).execute();
        await trx.updateTable('izooms').set({ state: 'queued', message }).where('id', '=', job.izoom_id).execute();
      }),

    listByState: (state: string) =>
      db.selectFrom('jobs').selectAll().where('state', '=', state).orderBy('id').execute(),
  };
}

export type JobsRepo = ReturnType<typeof jobsRepo>;
