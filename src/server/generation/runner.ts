import { nowIso } from '../db';
import type { IzoomRow, JobRow } from '../db/schema';
import { conflict } from '../errors';
import { removeQuietly } from '../storage/files';
import type { App } from '../types';
import { generateIzoom } from './generate-izoom';
import { removeUnpublishedVersions } from './old-versions';

/** A job the server was running when it died is tried again this many times in all. */
export const MAX_ATTEMPTS = 3;
/** Progress rows are written at most this often. */
const PROGRESS_WRITE_MS = 200;

interface Running {
  job: JobRow;
  controller: AbortController;
  settled: Promise<void>;
}

/**
 * Runs generation jobs from the database, as many at once as there are imaging workers.
 * The izoom row carries the state people see; the job row is the queue.
 */
export class GenerationRunner {
  private readonly running = new Map<number, Running>();
  private readonly cleanups = new Set<NodeJS.Timeout>();
  private pumping = false;
  private closing = false;

  constructor(private readonly app: App) {}

  /** After a crash: jobs that were running go back to the queue (or fail after MAX_ATTEMPTS). */
  async start(): Promise<void> {
    const { jobs, izooms } = this.app.repos;
    await removeQuietly(this.app.storage.staging);
    for (const job of await jobs.listByState('running')) {
      if (job.attempts >= MAX_ATTEMPTS) {
        const message = `Generation failed: the server stopped during it ${job.attempts} times. Please generate again.`;
        await jobs.finish(job.id, 'failed', message);
        await izooms.patch(job.izoom_id, { state: 'failed', message, finished_at: nowIso() });
      } else {
        await jobs.requeue(job.id);
        await izooms.patch(job.izoom_id, { state: 'queued', message: 'Resuming after a server restart' });
      }
    }
    void this.pump();
  }

  async enqueue(izoom: IzoomRow): Promise<IzoomRow> {
    if ((await this.app.repos.pictures.countByIzoom([izoom.id])).get(izoom.id) === undefined) {
      throw conflict('Upload at least one picture before generating');
    }
    if (!(await this.app.repos.jobs.enqueue(izoom.id))) {
      throw conflict('A generation of this izoom is already queued or running');
    }
    const row = await this.app.repos.izooms.patch(izoom.id, {
      state: 'queued',
      progress: 0,
      message: 'Waiting for a worker',
      started_at: null,
      finished_at: null,
    });
    void this.pump();
    return row;
  }

  /** Stops a queued or running generation; true when there was one. Resolves once its files are gone. */
  async stop(izoomId: number): Promise<boolean> {
    const { jobs, izooms } = this.app.repos;
    // A job being claimed is briefly `running` in the database before it is ours here: look again.
    for (let look = 0; look < 50; look++) {
      const running = this.running.get(izoomId);
      if (running) {
        running.controller.abort();
        await running.settled;
        return true;
      }
      const job = await jobs.findActive(izoomId);
      if (!job) return false;
      if (job.state === 'queued' && (await jobs.cancelQueued(job.id))) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Queued and now cancelled, or a running row no runner of this process owns: closed either way.
    const left = await jobs.findActive(izoomId);
    if (left) await jobs.finish(left.id, 'stopped', 'Stopped');
    await izooms.patch(izoomId, { state: 'stopped', message: 'Stopped', finished_at: nowIso() });
    return true;
  }

  isActive = (izoomId: number): boolean => this.running.has(izoomId);

  /** On shutdown: running jobs stop now and go back to the queue for the next start. */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.cleanups) clearTimeout(timer);
    for (const running of this.running.values()) running.controller.abort();
    await Promise.all([...this.running.values()].map((r) => r.settled));
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.closing && this.running.size < this.app.imaging.size) {
        const job = await this.app.repos.jobs.claimNext();
        if (!job) break;
        const controller = new AbortController();
        const settled = this.execute(job, controller.signal).finally(() => {
          this.running.delete(job.izoom_id);
          void this.pump();
        });
        this.running.set(job.izoom_id, { job, controller, settled });
      }
    } catch (err) {
      this.app.log.error({ err }, 'could not take the next generation job');
    } finally {
      this.pumping = false;
    }
  }

  private async execute(job: JobRow, signal: AbortSignal): Promise<void> {
    const { jobs, izooms } = this.app.repos;
    const progress = this.progressWriter(job.izoom_id);
    try {
      await izooms.patch(job.izoom_id, {
        state: 'generating',
        progress: 0,
        message: 'Starting',
        started_at: nowIso(),
        finished_at: null,
      });
      await generateIzoom(this.app, job, signal, progress.report);
      await progress.flush();
      await this.dropOldVersions(job.izoom_id);
      await jobs.finish(job.id, 'done');
      await izooms.patch(job.izoom_id, { state: 'done', progress: 1, message: 'Done', finished_at: nowIso() });
    } catch (err) {
      progress.cancel();
      await removeQuietly(this.app.storage.jobStaging(job.id));
      await this.settleFailure(job, signal, err).catch((e) => this.app.log.error({ err: e }, 'job bookkeeping failed'));
    }
  }

  private async settleFailure(job: JobRow, signal: AbortSignal, err: unknown): Promise<void> {
    const { jobs, izooms } = this.app.repos;
    if (!(await izooms.findById(job.izoom_id))) return;
    if (signal.aborted && this.closing) {
      await jobs.requeue(job.id);
      await izooms.patch(job.izoom_id, { state: 'queued', message: 'Resumes when the server starts again' });
    } else if (signal.aborted) {
      await jobs.finish(job.id, 'stopped', 'Stopped');
      await izooms.patch(job.izoom_id, { state: 'stopped', message: 'Stopped', finished_at: nowIso() });
    } else {
      const message = `Generation failed: ${(err as Error).message}`;
      this.app.log.warn({ izoomId: job.izoom_id, err }, 'generation failed');
      await jobs.finish(job.id, 'failed', message);
      await izooms.patch(job.izoom_id, { state: 'failed', message, finished_at: nowIso() });
    }
  }

  /** Replaced versions keep serving for the grace period (viewers part-way through them), then go. */
  private async dropOldVersions(izoomId: number): Promise<void> {
    const grace = this.app.config.generation.oldVersionGraceSeconds;
    const run = () => removeUnpublishedVersions(this.app, izoomId);
    if (grace === 0) return run();
    const timer = setTimeout(() => {
      this.cleanups.delete(timer);
      run().catch((err) => this.app.log.warn({ err }, 'old version cleanup failed'));
    }, grace * 1000);
    timer.unref();
    this.cleanups.add(timer);
  }

  /** Progress only rises, and reaches the database at most every PROGRESS_WRITE_MS. */
  private progressWriter(izoomId: number) {
    let best = 0;
    let message = '';
    let timer: NodeJS.Timeout | undefined;
    let cancelled = false;
    const write = async () => {
      timer = undefined;
      if (cancelled) return;
      await this.app.repos.izooms
        .patch(izoomId, { progress: Math.round(best * 10_000) / 10_000, message })
        .catch((err) => this.app.log.warn({ err }, 'progress write failed'));
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
}
