import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import type { IzoomDetail } from '../../src/shared/schemas/izooms';
import type { IzoomManifest } from '../../src/shared/schemas/manifest';
import { type Balancer, startBalancer } from '../support/balancer';
import { databaseEnv, dropDatabaseOf } from '../support/postgres';
import { ADMIN, freePort } from '../support/server';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { testStorageEnv } from '../support/storage';
import { levelTileUrls } from '../support/tile-urls';

/** The cluster's JOB_LIVENESS_SECONDS: a dead worker's job moves on within this plus a quarter of it. */
export const LIVENESS_SECONDS = 3;

/**
 * How long a process may take to log that it is ready. One alone starts in a few seconds; here three start at once,
 * or one while the others tile, on two cores that other test runs share (up to 22 s seen).
 */
const START_TIMEOUT_MS = 60_000;

/** One of the cluster's four processes, through its restarts. */
export interface Member {
  name: string;
  role: 'web' | 'worker';
  env: Record<string, string>;
  /** Every process it has been, the current one last. */
  runs: ServerProcess[];
  /** A web instance's own origin, past the balancer. */
  origin: string;
}

/** One JSON line of a member's log (pino). */
export interface LogEntry {
  member: Member;
  msg: string;
  /** When it was logged (ms since the epoch, this machine's clock). */
  time: number;
  jobId?: number;
  izoomId?: number;
  attempt?: number;
  outcome?: string;
  /** pino's: 30 info, 40 warn, 50 error. */
  level?: number;
}

/**
 * What the members logged of `izoomIds`' jobs, and every warning, in order, timed from `since`: which process ran
 * what and when, for a failure's message.
 */
export const jobStory = (entries: LogEntry[], izoomIds: number[], since: number): string =>
  entries
    .filter((e) => izoomIds.includes(e.izoomId ?? 0) || (e.level ?? 0) >= 40)
    .sort((a, b) => a.time - b.time)
    .map((e) => {
      const { jobId, izoomId, attempt, outcome } = e;
      return `${e.time - since} ms ${e.member.name}: ${e.msg} ${JSON.stringify({ jobId, izoomId, attempt, outcome })}`;
    })
    .join('\n');

/**
 * Two web instances behind a loopback load balancer (PUBLIC_URL) and two workers, as real processes
 * (`node --import tsx src/server/main.ts`), on one PostgreSQL database and one S3 bucket: each process with a
 * DATA_DIR and WORK_DIR of its own, as on separate machines.
 */
export class Cluster {
  readonly members: Member[] = [];
  private readonly folders: string[] = [];
  private balancerOf: Balancer | undefined;
  private key = '';
  databaseUrl = '';
  /** How long each start of a process took to be ready, in order. */
  readonly startTimes: string[] = [];

  get balancer(): Balancer {
    if (!this.balancerOf) throw new Error('the cluster has not started');
    return this.balancerOf;
  }

  member(name: string): Member {
    const found = this.members.find((m) => m.name === name);
    if (!found) throw new Error(`no member ${name}`);
    return found;
  }

  get workers(): Member[] {
    return this.members.filter((m) => m.role === 'worker');
  }

  private folder(name: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), `izoom-scale-${name}-`));
    this.folders.push(dir);
    return dir;
  }

  /** Makes the database and bucket, then starts web A (which runs the migrations), then the other three at once. */
  async start(): Promise<void> {
    this.balancerOf = await startBalancer();
    // Names the cluster's database and bucket (tests/support/postgres.ts, storage.ts); no process uses it as DATA_DIR.
    this.key = this.folder('cluster');
    const database = await databaseEnv(this.key);
    this.databaseUrl = database.DATABASE_URL ?? '';
    if (!this.databaseUrl) throw new Error('the scale project runs on PostgreSQL: IZOOM_TEST_DATABASE=postgres');
    const storage = await testStorageEnv(this.key);
    if (!storage.STORAGE_URL) throw new Error('the scale project runs on S3: IZOOM_TEST_STORAGE=s3');
    const shared = {
      ...database,
      ...storage,
      PUBLIC_URL: this.balancer.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOB_LIVENESS_SECONDS: String(LIVENESS_SECONDS),
      GENERATE_WORKERS: '1',
    };
    for (const name of ['web-a', 'web-b']) {
      const port = await freePort();
      this.members.push({
        name,
        role: 'web',
        origin: `http://127.0.0.1:${port}`,
        env: {
          ...shared,
          IZOOM_ROLE: 'web',
          PORT: String(port),
          DATA_DIR: this.folder(name),
          WORK_DIR: this.folder(`${name}-work`),
        },
        runs: [],
      });
    }
    for (const name of ['worker-1', 'worker-2']) {
      this.members.push({
        name,
        role: 'worker',
        origin: '',
        env: { ...shared, IZOOM_ROLE: 'worker', DATA_DIR: this.folder(name), WORK_DIR: this.folder(`${name}-work`) },
        runs: [],
      });
    }
    await this.startAll();
  }

  /** Web A first (the migrations, the issuer's keys), then the rest at once. */
  async startAll(): Promise<void> {
    const [first, ...rest] = this.members;
    if (first) await this.launch(first);
    // Every start settles before a failure is thrown, so that close() knows each process that did start.
    const started = await Promise.allSettled(rest.map((m) => this.launch(m)));
    for (const start of started) if (start.status === 'rejected') throw start.reason;
  }

  /** Starts the member again (or for the first time); resolves once it is ready. */
  async launch(member: Member): Promise<void> {
    const begun = Date.now();
    const ready = member.role === 'worker' ? 'worker ready' : 'izoom is ready';
    member.runs.push(await startServerProcess(member.env, ready, START_TIMEOUT_MS));
    this.startTimes.push(`${member.name} ${Date.now() - begun}`);
  }

  current(member: Member): ServerProcess {
    const run = member.runs.at(-1);
    if (!run) throw new Error(`${member.name} never started`);
    return run;
  }

  /** Sends the signal to the member's process: its exit code once it has exited (null when killed). */
  async signal(member: Member, signal: NodeJS.Signals): Promise<number | null> {
    const run = this.current(member);
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill(signal);
    return run.exited;
  }

  /** Every JSON line every process of the cluster has logged so far. */
  log(): LogEntry[] {
    const entries: LogEntry[] = [];
    for (const member of this.members) {
      for (const run of member.runs) {
        for (const line of run.output().split('\n')) {
          if (!line.startsWith('{')) continue;
          try {
            entries.push({ ...(JSON.parse(line) as Omit<LogEntry, 'member'>), member });
          } catch {
            // The last line may still be arriving.
          }
        }
      }
    }
    return entries;
  }

  /** The log lines that match, once there is at least one (polling every 25 ms). */
  async waitForLog(match: (entry: LogEntry) => boolean, timeoutMs = 60_000): Promise<LogEntry[]> {
    for (const end = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 25))) {
      const found = this.log().filter(match);
      if (found.length > 0) return found;
      if (Date.now() > end) throw new Error('no such log line');
    }
  }

  /** Runs a statement on the cluster's database: its rows. */
  async query<T = Record<string, unknown>>(statement: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.members.filter((m) => m.runs.length > 0).map((m) => this.signal(m, 'SIGTERM')));
    await this.balancerOf?.close();
    if (this.key) await dropDatabaseOf(this.key);
    for (const dir of this.folders) rmSync(dir, { recursive: true, force: true });
  }
}

/** Every tile URL a manifest lists: each picture's every level, column and row (Deep Zoom). */
export function tileUrlsOf(manifestUrl: string, manifest: IzoomManifest): string[] {
  const folder = manifestUrl.replace(/manifest\.json$/, '');
  const urls: string[] = [];
  for (const picture of manifest.pictures) {
    urls.push(folder + picture.dzi);
    for (let level = 0; level <= picture.maxLevel; level++) {
      urls.push(...levelTileUrls(folder, picture, manifest.tileSize, level));
    }
  }
  return urls;
}

/**
 * The version the izoom's row points at is whole: its manifest is that version, and every file it lists (each
 * .dzi and every tile of every level) answers 200 with bytes, through `origin`. Answers how many files it read.
 */
export async function expectWhole(origin: string, detail: IzoomDetail, what: string): Promise<number> {
  const manifestUrl = detail.manifestUrl;
  expect(manifestUrl, what).toBeTruthy();
  const answer = await fetch(`${origin}${manifestUrl}`);
  expect(answer.status, `${what}: manifest`).toBe(200);
  const manifest = (await answer.json()) as IzoomManifest;
  expect(manifest, what).toMatchObject({ izoomId: detail.id, version: detail.generate.version });
  const urls = tileUrlsOf(manifestUrl as string, manifest);
  const missing: string[] = [];
  let next = 0;
  const reader = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      const tile = await fetch(`${origin}${url}`);
      const bytes = (await tile.arrayBuffer()).byteLength;
      if (tile.status !== 200 || bytes === 0) missing.push(`${url}: ${tile.status}, ${bytes} bytes`);
    }
  };
  await Promise.all(Array.from({ length: 12 }, reader));
  expect(missing, `${what}: files of version ${manifest.version} that do not serve`).toEqual([]);
  return urls.length + 1;
}
