// A many-machines izoom on one machine, for `bench:scale` and `bench:scaling-inputs`: one real PostgreSQL
// (tests/support/postgres-cluster.ts), one s3rver process, one web process (IZOOM_ROLE=web) and the worker processes
// a bench starts (IZOOM_ROLE=worker, each with its own WORK_DIR), as tests/api/queue-cluster.test.ts runs them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { call } from '../support/api';
import { freePort } from '../support/free-port';
import { signIn } from '../support/oidc-flow';
import { startCluster } from '../support/postgres-cluster';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { upload } from '../support/upload';
import type { CountingProxy } from './counting-proxy';
import { setS3rverCredentials, startS3rver } from './tiles';

export const BENCH_ADMIN = { email: 'bench@izoom.local', password: 'bench-password-1' };
const BUCKET = 'izoom-bench';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BenchCluster {
  web: ServerProcess & { url: string; api: string };
  token: string;
  databaseUrl: string;
  s3Endpoint: string;
  /** The folder of s3rver's objects of the bucket. */
  bucketDirectory: string;
  bucket: string;
  /** The key prefix every file of this izoom lives under in the bucket. */
  prefix: string;
  /** One statement on the izoom database, as its superuser. */
  sql<T = Record<string, unknown>>(statement: string, values?: unknown[]): Promise<T[]>;
  startWorker(name: string, env?: Record<string, string>): Promise<ServerProcess>;
  stopProcess(p: ServerProcess): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** More PostgreSQL settings (`name=value`). */
  postgres?: string[];
  /** More variables for the web process (DIST_DIR). */
  web?: Record<string, string>;
  /** For every process. */
  env?: Record<string, string>;
  /** A proxy in front of the web process: it becomes the public address (PUBLIC_URL) everything goes through. */
  proxy?: CountingProxy;
}

export async function startBenchCluster(options: ClusterOptions = {}): Promise<BenchCluster> {
  setS3rverCredentials();
  const folders: string[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `izoom-bench-${name}-`));
    folders.push(dir);
    return dir;
  };
  const postgres = await startCluster(options.postgres ?? []);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE izoom_bench');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/izoom_bench');
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const s3 = await startS3rver(BUCKET);
  const prefix = `izoom-${Date.now()}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    STORAGE_URL: `s3://${BUCKET}/${prefix}`,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    OLD_VERSION_GRACE_SECONDS: '0',
    ...options.env,
  };
  const port = await freePort();
  options.proxy?.target(port);
  const url = options.proxy?.url ?? `http://127.0.0.1:${port}`;
  const processes: ServerProcess[] = [];
  const webProcess = await startServerProcess({
    ...shared,
    HOST: '127.0.0.1',
    PORT: String(port),
    IZOOM_ROLE: 'web',
    DATA_DIR: folder('web'),
    ...(options.proxy && { PUBLIC_URL: url }),
    ...options.web,
  });
  processes.push(webProcess);
  const token = (await signIn(url, BENCH_ADMIN)).access_token;

  const stopProcess = async (p: ServerProcess) => {
    if (p.child.exitCode === null) p.child.kill('SIGTERM');
    await p.exited;
  };
  return {
    web: Object.assign(webProcess, { url, api: `${url}/api` }),
    token,
    databaseUrl,
    s3Endpoint: s3.endpoint,
    bucketDirectory: path.join(s3.directory, BUCKET),
    bucket: BUCKET,
    prefix,
    sql: async <T>(statement: string, values: unknown[] = []) => (await db.query(statement, values)).rows as T[],
    async startWorker(name, env = {}) {
      const dir = folder(name);
      const worker = await startServerProcess(
        { ...shared, IZOOM_ROLE: 'worker', DATA_DIR: dir, WORK_DIR: path.join(dir, 'work'), PORT: '1', ...env },
        'worker ready',
      );
      processes.push(worker);
      return worker;
    },
    stopProcess,
    async close() {
      for (const p of processes.reverse()) await stopProcess(p);
      await db.end();
      s3.close();
      postgres.stop();
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new izoom (public unless told) with `pictures` uploaded, not generated: its id. */
export async function izoomWith(
  cluster: BenchCluster,
  name: string,
  pictures: { name: string; data: Buffer }[],
  isPublic = true,
): Promise<number> {
  const { api } = cluster.web;
  const created = await call(api, 'POST', '/izooms/create', { token: cluster.token, body: { name, isPublic } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as number;
  const uploaded = await upload(api, `/izooms/upload/${id}`, cluster.token, pictures);
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  return id;
}

export async function generate(cluster: BenchCluster, id: number): Promise<void> {
  const answer = await call(cluster.web.api, 'POST', `/izooms/generate-izoom/${id}`, { token: cluster.token });
  if (answer.status !== 202) throw new Error(`generate-izoom ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Until the workers have logged the end of a generation of each of `ids` (after its publishing row update), read
 * from their logs, so that waiting adds no request and no query; fails on any outcome but `done`.
 */
export async function waitForEnds(workers: ServerProcess[], ids: number[], timeoutMs = 1_800_000): Promise<void> {
  const wanted = new Set(ids);
  const ends = () => {
    const outcomes = new Map<number, string>();
    for (const worker of workers)
      for (const line of worker.output().split('\n')) {
        if (!line.includes('"generation ended"')) continue;
        try {
          const { izoomId, outcome } = JSON.parse(line) as { izoomId: number; outcome: string };
          if (wanted.has(izoomId)) outcomes.set(izoomId, outcome);
        } catch {
          // the line is still being written
        }
      }
    return outcomes;
  };
  for (const until = Date.now() + timeoutMs; ; await sleep(50)) {
    const outcomes = ends();
    const failed = [...outcomes].filter(([, outcome]) => outcome !== 'done');
    if (failed.length > 0) throw new Error(`generation did not end done: ${JSON.stringify(failed)}`);
    if (outcomes.size === wanted.size) return;
    if (Date.now() > until) throw new Error(`generations still running after ${timeoutMs / 1000} s`);
  }
}
