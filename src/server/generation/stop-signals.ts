import { sql } from 'kysely';
import pg from 'pg';
import type { App } from '../types';

/** The PostgreSQL channel a stop is announced on; the payload is the job id. */
export const STOP_CHANNEL = 'izoom_stop';
/** How often a worker reads its running jobs' rows, should a NOTIFY be missed (a dropped connection). */
const POLL_MS = 1_000;

/** Tells every worker, wherever it runs, that the job should stop. */
export async function announceStop(app: App, jobId: number): Promise<void> {
  await sql`SELECT pg_notify(${STOP_CHANNEL}, ${String(jobId)})`.execute(app.db);
}

/**
 * A worker's ears for stops: LISTEN on a connection of its own, and a once-a-second look at the rows of the jobs
 * it runs. `stop` is called with a job id (perhaps more than once, perhaps one this process does not run).
 */
export class StopListener {
  private client: pg.Client | undefined;
  private poll: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly app: App,
    private readonly runningIds: () => number[],
    private readonly stop: (jobId: number) => void,
  ) {}

  async start(): Promise<void> {
    await this.listen();
    this.poll = setInterval(() => void this.look(), POLL_MS);
    this.poll.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poll);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.app.config.database.url });
    client.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isInteger(id)) this.stop(id);
    });
    client.on('error', (err) => {
      this.app.log.warn({ err }, 'stop listener connection lost; listening again');
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen().catch(() => undefined), POLL_MS).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${STOP_CHANNEL}`);
    this.client = client;
  }

  private async look(): Promise<void> {
    try {
      for (const id of await this.app.repos.jobs.stopRequested(this.runningIds())) this.stop(id);
    } catch (err) {
      this.app.log.warn({ err }, 'could not read stop requests');
    }
  }
}
