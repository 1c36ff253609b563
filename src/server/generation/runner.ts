import { nowIso } from '../db';
import type { IzoomRow, JobRow } from '../db/schema';
import { removeQuietly } from '../storage/files';
import type { App } from '../types';
import { HOUSEKEEPING_MS, runHousekeeping } from './housekeeping';
import { removeUnpublishedVersions } from './old-versions';
import type { GenerationQueue } from './queue';
import { queueJobRow } from './queue';
import { failJob, markStopped, runJob } from './run-job';

/** A job the server was running when it died is tried again this many times in all. */
export const MAX_ATTEMPTS = 3;

interface Running {
  job: JobRow;
  controller: AbortController;
  settled: Promise<void>;
}

/**
 * The embedded default (SQLite, one machine): runs generation jobs from the database in this process, as many at
 * once as there are imaging workers. The izoom row carries the state people see; the job row is the queue.
 */
export class GenerationRunner implements GenerationQueue {
  private readonly running = new Map<number, Running>();
  private readonly cleanups = new Set<NodeJS.Timeout>();
  private pumping = false;
  private closing = false;
  private housekeeping: NodeJS.Timeout | undefined;

  constructor(private readonly app: App) {}

  /** After a crash: jobs that were running go back to the queue (or fail after MAX_ATTEMPTS). */
  async start(): Promise<void> {
    const { jobs } = this.app.repos;
    await removeQuietly(this.app.storage.staging);
    for (const job of await jobs.listByState('running')) {
      if (job.attempts >= MAX_ATTEMPTS) {
        await failJob(
          this.app,
          job,
          `Generation failed: the server stopped during it ${job.attempts} times. Please generate again.`,
        );
      } else {
        await jobs.requeue(job, 'Resuming after a server restart');
      }
    }
    this.housekeeping = setInterval(
      () => void runHousekeeping(this.app).catch((err) => this.app.log.warn({ err }, 'housekeeping failed')),
      HOUSEKEEPING_MS,
    );
    this.housekeeping.unref();
    void this.pump();
  }

  async enqueue(izoom: IzoomRow): Promise<IzoomRow> {
    const { row } = await queueJobRow(this.app, izoom);
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
    if (left) await markStopped(this.app, left);
    else await izooms.patch(izoomId, { state: 'stopped', message: 'Stopped', finished_at: nowIso() });
    return true;
  }

  /** On shutdown: running jobs stop now and go back to the queue for the next start. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.housekeeping);
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
        const settled = runJob(this.app, job, controller.signal, {
          closing: () => this.closing,
          dropOldVersions: (izoomId) => this.dropOldVersions(izoomId),
        }).then(() => {
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
}
