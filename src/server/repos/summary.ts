import { sql } from 'kysely';
import type { SummaryJob } from '../../shared/schemas/admin';
import type { ListFilter } from '../auth/visibility';
import type { Db } from '../db';
import { whereListed } from './paging';

const RECENT_JOBS = 12;

/** What the admin dashboard counts: izooms, albums, pictures and their bytes, and the latest generation jobs. */
export function summaryRepo(db: Db) {
  const scoped = (table: 'izooms' | 'albums', filter: ListFilter) =>
    whereListed(db.selectFrom(table as 'izooms'), table, filter);

  return {
    async counts(filter: ListFilter) {
      const [izooms, albums, pictures] = await Promise.all([
        scoped('izooms', filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        scoped('albums', filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        scoped('izooms', filter)
          .innerJoin('pictures', 'pictures.izoom_id', 'izooms.id')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('pictures.bytes').as('bytes')])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        izooms: Number(izooms.n),
        albums: Number(albums.n),
        pictures: Number(pictures.n),
        storageBytes: Number(pictures.bytes ?? 0),
      };
    },

    async recentJobs(filter: ListFilter): Promise<SummaryJob[]> {
      const rows = await scoped('izooms', filter)
        .innerJoin('jobs', 'jobs.izoom_id', 'izooms.id')
        .select([
          'jobs.id as id',
          'jobs.izoom_id as izoomId',
          'izooms.name as izoomName',
          'jobs.state as state',
          'izooms.progress as izoomProgress',
          'jobs.message as message',
          'jobs.attempts as attempts',
          'jobs.created_at as createdAt',
          'jobs.started_at as startedAt',
          'jobs.finished_at as finishedAt',
        ])
        .orderBy(sql`case when jobs.state in ('queued', 'running') then 0 else 1 end`)
        .orderBy('jobs.id', 'desc')
        .limit(RECENT_JOBS)
        .execute();
      return rows.map(({ izoomProgress, ...row }) => ({
        ...row,
        state: row.state as SummaryJob['state'],
        progress: row.state === 'running' ? izoomProgress : row.state === 'done' ? 1 : 0,
      }));
    },
  };
}

export type SummaryRepo = ReturnType<typeof summaryRepo>;
