import type { IzoomRow } from '../db/schema';
import { conflict } from '../errors';
import type { Repos } from '../repos';

/**
 * Where generation jobs wait and who runs them: the in-process runner on SQLite (one machine),
 * pg-boss on PostgreSQL (any number of web and worker processes).
 */
export interface GenerationQueue {
  /** Begins taking jobs (when this process runs them) and scheduling housekeeping. */
  start(): Promise<void>;
  /** Queues a generation of the izoom: its row as people now see it. */
  enqueue(izoom: IzoomRow): Promise<IzoomRow>;
  /** Stops a queued or running generation wherever it runs; false when there was none. Resolves once it ended. */
  stop(izoomId: number): Promise<boolean>;
  /** Running jobs stop and wait for the next start (or another worker). */
  close(): Promise<void>;
}

/** The izoom has pictures and no job queued or running: a job row for it, and the izoom shown as queued. */
export async function queueJobRow(app: { repos: Repos }, izoom: IzoomRow): Promise<{ jobId: number; row: IzoomRow }> {
  if ((await app.repos.pictures.countByIzoom([izoom.id])).get(izoom.id) === undefined) {
    throw conflict('Upload at least one picture before generating');
  }
  const jobId = await app.repos.jobs.enqueue(izoom.id);
  if (jobId === undefined) throw conflict('A generation of this izoom is already queued or running');
  const row = await app.repos.izooms.patch(izoom.id, {
    state: 'queued',
    progress: 0,
    message: 'Waiting for a worker',
    started_at: null,
    finished_at: null,
  });
  return { jobId: Number(jobId), row };
}
