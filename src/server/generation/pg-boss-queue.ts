import { CompiledQuery, sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { IzoomRow, JobRow } from '../db/schema';
import type { App } from '../types';
import { HOUSEKEEPING_CRON, runHousekeeping } from './housekeeping';
import { removeUnpublishedVersions } from './old-versions';
import { type GenerationQueue, queueJobRow } from './queue';
import { failJob, JobTimeoutError, markStopped, runJob } from './run-job';
import { announceStop, StopListener } from './stop-signals';

const GENERATE = 'izoom-generate';
const OLD_VERSIONS = 'izoom-old-versions';
const HOUSEKEEPING = 'izoom-housekeeping';

/** Runs of one job (first and retries after its worker died) before it is failed with a message. */
export const MAX_ATTEMPTS = 3;
/** How long the web instance that asked for a stop waits for the job's worker to end it. */
const STOP_WAIT_MS = 10_000;

interface GenerateData {
  jobId: number;
}
interface OldVersionsData {
  izoomId: number;
}
interface Running {
  controller: AbortController;
  settled: Promise<unknown>;
}

/**
 * Generation on pg-boss (PostgreSQL): the jobs table stays the record people see; pg-boss hands each job to
 * exactly one worker process, retries it elsewhere when that worker dies (its heartbeat stops, so the job
 * expires), and keeps the housekeeping schedule for the whole cluster.
 */
export class PgBossQueue implements GenerationQueue {
  private started: Promise<PgBoss> | undefined;
  private readonly running = new Map<number, Running>();
  private readonly stops: StopListener;
  private readonly runsJobs: boolean;
  private closing = false;

  constructor(private readonly app: App) {
    this.runsJobs = app.config.role !== 'web';
    this.stops = new StopListener(
      app,
      () => [...this.running.keys()],
      (jobId) => this.running.get(jobId)?.controller.abort(),
    );
  }

  /** A web instance only sends jobs: it loads and starts pg-boss with its first one, and idles without it. */
  async start(): Promise<void> {
    if (!this.runsJobs) return;
    const boss = await this.boss();
    await this.stops.start();
    const poll = { batchSize: 1, pollingIntervalSeconds: 0.5 };
    for (let i = 0; i < this.app.imaging.size; i++) {
      await boss.work<GenerateData>(GENERATE, poll, ([job]) => this.generate(job));
    }
    await boss.work<OldVersionsData>(OLD_VERSIONS, ([job]) => this.removeOldVersions(job.data.izoomId));
    await boss.work(HOUSEKEEPING, () => runHousekeeping(this.app));
    await boss.schedule(HOUSEKEEPING, HOUSEKEEPING_CRON);
  }

  private boss(): Promise<PgBoss> {
    this.started ??= this.startBoss();
    return this.started;
  }

  private async startBoss(): Promise<PgBoss> {
    const { livenessSeconds, maxSeconds } = this.app.config.generation.jobs;
    const { default: PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      // Through the server's own pool: DATABASE_POOL_SIZE bounds pg-boss's connections too.
      db: { executeSql: (text, values) => this.app.db.executeQuery(CompiledQuery.raw(text, values ?? [])) },
      // Expiry is checked at maintenance: often enough that a dead worker's job moves on within its liveness.
      supervise: this.runsJobs,
      maintenanceIntervalSeconds: Math.max(1, Math.floor(livenessSeconds / 4)),
      schedule: this.runsJobs,
    });
    boss.on('error', (err) => this.app.log.warn({ err }, 'pg-boss'));
    await boss.start();
    await ensureQueue(boss, GENERATE, { retryLimit: MAX_ATTEMPTS, retryDelay: 0, expireInSeconds: maxSeconds });
    await ensureQueue(boss, OLD_VERSIONS, { retryLimit: 3, retryDelay: 30 });
    await ensureQueue(boss, HOUSEKEEPING, { retryLimit: 0 });
    return boss;
  }

  async enqueue(izoom: IzoomRow): Promise<IzoomRow> {
    const { jobId, row } = await queueJobRow(this.app, izoom);
    try {
      await this.send(jobId);
    } catch (err) {
      await failJob(this.app, { id: jobId, izoom_id: izoom.id }, 'Generation could not be queued. Please try again.');
      throw err;
    }
    return row;
  }

  async stop(izoomId: number): Promise<boolean> {
    const { jobs } = this.app.repos;
    for (let look = 0; look < 50; look++) {
      const job = await jobs.findActive(izoomId);
      if (!job) return false;
      // Queued: its pg-boss job, when a worker takes it, finds the row stopped and does nothing.
      if (job.state === 'queued') {
        if (await jobs.cancelQueued(job.id)) return this.stopped(job);
        continue;
      }
      await jobs.requestStop(job.id);
      this.running.get(job.id)?.controller.abort();
      await announceStop(this.app, job.id);
      return this.waitForEnd(job);
    }
    return false;
  }

  async close(): Promise<void> {
    this.closing = true;
    const boss = await this.started?.catch(() => undefined);
    await boss?.offWork(GENERATE).catch(() => undefined);
    for (const running of this.running.values()) running.controller.abort();
    await Promise.all([...this.running.values()].map((r) => r.settled));
    await this.stops.close();
    await boss?.stop({ graceful: true, timeout: 5_000, wait: true });
  }

  private async generate(bossJob: PgBoss.Job<GenerateData>): Promise<void> {
    const { jobs } = this.app.repos;
    await this.heartbeat(bossJob.id);
    const here = this.running.get(bossJob.data.jobId);
    if (here) return void (await here.settled);
    const job = await jobs.claim(bossJob.data.jobId);
    if (!job) return;
    if (job.stop_requested) return markStopped(this.app, job);
    if (job.attempts > MAX_ATTEMPTS) {
      const message = `Generation failed: the worker running it stopped ${job.attempts - 1} times. Please generate again.`;
      return failJob(this.app, job, message);
    }
    const beat = setInterval(
      () => void this.heartbeat(bossJob.id).catch((err) => this.app.log.warn({ err }, 'job heartbeat failed')),
      (this.app.config.generation.jobs.livenessSeconds * 1000) / 4,
    );
    const controller = new AbortController();
    // pg-boss gives the job to another worker after JOB_MAX_SECONDS: this run must be over by then.
    const { maxSeconds } = this.app.config.generation.jobs;
    const limit = setTimeout(
      () => controller.abort(new JobTimeoutError(`it ran longer than ${maxSeconds} seconds (JOB_MAX_SECONDS)`)),
      Math.max(1, maxSeconds - 5) * 1000,
    );
    const settled = this.runClaimed(job, controller.signal);
    this.running.set(job.id, { controller, settled });
    try {
      await settled;
    } finally {
      clearTimeout(limit);
      clearInterval(beat);
      this.running.delete(job.id);
    }
  }

  private async runClaimed(job: JobRow, signal: AbortSignal): Promise<void> {
    this.app.log.info({ jobId: job.id, izoomId: job.izoom_id, attempt: job.attempts }, 'generation started');
    const outcome = await runJob(this.app, job, signal, {
      closing: () => this.closing,
      dropOldVersions: (izoomId) => this.dropOldVersions(izoomId),
    });
    this.app.log.info({ jobId: job.id, izoomId: job.izoom_id, outcome }, 'generation ended');
    if (outcome === 'requeued') await this.send(job.id);
  }

  /**
   * pg-boss v10 expires a job `expire_in` after `started_on`, and a generation may run longer than the liveness
   * we want. While this process lives, the job's `started_on` is moved so that it expires `livenessSeconds` from
   * now: only that long after the process died is it retried elsewhere. `expire_in` stays JOB_MAX_SECONDS, as the
   * worker that fetches a retry also times its handler by it. (pg-boss's own table: v10's columns.)
   */
  private async heartbeat(bossJobId: string): Promise<void> {
    const { livenessSeconds } = this.app.config.generation.jobs;
    await sql`UPDATE pgboss.job SET started_on = now() - expire_in + make_interval(secs => ${livenessSeconds})
      WHERE name = ${GENERATE} AND id = ${bossJobId} AND state = 'active'`.execute(this.app.db);
  }

  private async send(jobId: number): Promise<string | null> {
    return (await this.boss()).send(GENERATE, { jobId } satisfies GenerateData, { singletonKey: `job-${jobId}` });
  }

  /** The grace period runs on the engine's clock, so it survives this process. */
  private async dropOldVersions(izoomId: number): Promise<void> {
    const grace = this.app.config.generation.oldVersionGraceSeconds;
    if (grace === 0) return removeUnpublishedVersions(this.app, izoomId);
    await (await this.boss()).send(OLD_VERSIONS, { izoomId } satisfies OldVersionsData, { startAfter: grace });
  }

  /** Not while a generation of the izoom runs: its new version is being written and is not published yet. */
  private async removeOldVersions(izoomId: number): Promise<void> {
    const active = await this.app.repos.jobs.findActive(izoomId);
    if (active?.state === 'running') {
      await (await this.boss()).send(OLD_VERSIONS, { izoomId } satisfies OldVersionsData, { startAfter: 60 });
      return;
    }
    await removeUnpublishedVersions(this.app, izoomId);
  }

  private async waitForEnd(job: JobRow): Promise<boolean> {
    for (const end = Date.now() + STOP_WAIT_MS; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      if ((await this.app.repos.jobs.findById(job.id))?.state !== 'running') return true;
    }
    // No worker answered (it died): the row says stopped; pg-boss's retry of it will find that and not run it.
    return this.stopped(job);
  }

  private async stopped(job: JobRow): Promise<boolean> {
    await markStopped(this.app, job);
    return true;
  }
}

/**
 * Makes the queue unless it exists. Processes started together make it together, and pg-boss 10's create_queue
 * deadlocks with itself (each inserts the queue's row, then attaches the queue's partition to pgboss.job, whose
 * foreign key locks the queue table): PostgreSQL rolls one back, and the other commits moments later. The one
 * rolled back looks again until it sees the queue, instead of failing its process's start.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (err) {
      if (attempt === 5) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}
