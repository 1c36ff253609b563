import { nowIso } from '../db';
import type { JobRow } from '../db/schema';
import { removeQuietly } from '../storage/files';
import type { App } from '../types';
import type { UseCaseContext } from '../use-cases/context';
import { generateIzoom } from './generate-izoom';

/** Progress rows are written at most this often. */
const PROGRESS_WRITE_MS = 200;

/** The abort reason of a job that ran past its time limit: it fails, with this message. */
export class JobTimeoutError extends Error {}

/** How a run ended; `requeued` when the process was shutting down and the job waits for the next worker. */
export type JobOutcome = 'done' | 'stopped' | 'failed' | 'requeued' | 'gone';

export interface JobHooks {
  /** Whether this process is shutting down (an abort then means "later", not "stop"). */
  closing(): boolean;
  /** After a new version is published: the replaced ones go, now or after the grace period. */
  dropOldVersions(izoomId: number): Promise<void>;
}

/**
 * One generation job, already claimed by this process: the izoom row shows its state and progress, the job row
 * ends in the matching state. Never throws.
 */
export async function runJob(app: App, job: JobRow, signal: AbortSignal, hooks: JobHooks): Promise<JobOutcome> {
  const { jobs, izooms } = app.repos;
  const progress = progressWriter(app, job.izoom_id);
  try {
    await izooms.patch(job.izoom_id, {
      state: 'generating',
      progress: 0,
      message: 'Starting',
      started_at: nowIso(),
      finished_at: null,
    });
    await generateIzoom(app, job, signal, progress.report);
    await progress.flush();
    await hooks.dropOldVersions(job.izoom_id);
    await jobs.finish(job, 'done', 'Done', { progress: 1 });
    return 'done';
  } catch (err) {
    progress.cancel();
    await removeQuietly(app.storage.jobStaging(job.id));
    return settleFailure(app, job, signal, err, hooks).catch((e) => {
      app.log.error({ err: e }, 'job bookkeeping failed');
      return 'failed' as const;
    });
  }
}

async function settleFailure(
  app: App,
  job: JobRow,
  signal: AbortSignal,
  err: unknown,
  hooks: JobHooks,
): Promise<JobOutcome> {
  const { jobs, izooms } = app.repos;
  if (!(await izooms.findById(job.izoom_id))) return 'gone';
  if (signal.aborted && hooks.closing()) {
    await jobs.requeue(job, 'Resumes when a worker starts again');
    return 'requeued';
  }
  if (signal.aborted && !(signal.reason instanceof JobTimeoutError)) {
    await markStopped(app, job);
    return 'stopped';
  }
  const message = `Generation failed: ${(signal.reason instanceof JobTimeoutError ? signal.reason : (err as Error)).message}`;
  app.log.warn({ izoomId: job.izoom_id, err }, 'generation failed');
  await failJob(app, job, message);
  return 'failed';
}

export async function markStopped(
  app: Pick<UseCaseContext, 'repos'>,
  job: Pick<JobRow, 'id' | 'izoom_id'>,
): Promise<void> {
  await app.repos.jobs.finish(job, 'stopped', 'Stopped');
}

export async function failJob(app: App, job: Pick<JobRow, 'id' | 'izoom_id'>, message: string): Promise<void> {
  await app.repos.jobs.finish(job, 'failed', message);
}

/** Progress only rises, and reaches the database at most every PROGRESS_WRITE_MS. */
function progressWriter(app: App, izoomId: number) {
  let best = 0;
  let message = '';
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  const write = async () => {
    timer = undefined;
    if (cancelled) return;
    await app.repos.izooms
      .patch(izoomId, { progress: Math.round(best * 10_000) / 10_000, message })
      .catch((err) => app.log.warn({ err }, 'progress write failed'));
  };
  return {
    report: (fraction: number, text: string) => {
      best = Math.max(best, Math.min(0.99, fraction));
      message = text;
      timer ??= setTimeout(() => void write(), PROGRESS_WRITE_MS);
    },
    flush: async () => {
      clearTimeout(timer);
      await write();
    },
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
