import pg from 'pg';

/**
 * The `api-pg` test project runs every test server on a real PostgreSQL: one cluster per test run
 * (tests/support/postgres-setup.ts), and a fresh database in it for every server.
 */

/** Set by the `api-pg` project. */
export const onPostgres = process.env.IZOOM_TEST_DATABASE === 'postgres';

/** The cluster's superuser URL, from the project's globalSetup (vitest is loaded only then: benches import this too). */
const clusterUrl = async (): Promise<string> => (await import('vitest')).inject('postgresUrl');

/** Runs `statement` as the cluster's superuser: its rows. */
async function admin(statement: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: await clusterUrl() });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** How many connections are open to the database at `databaseUrl`. */
export async function openConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const [row] = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
  return Number(row?.n);
}

let created = 0;

/** A new, empty database in the test cluster: its URL. */
async function createDatabase(): Promise<string> {
  const name = `izoom_test_${process.pid}_${++created}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(await clusterUrl());
  url.pathname = `/${name}`;
  return url.href;
}

const byDataDir = new Map<string, Promise<string>>();

/**
 * The environment a server with data in `dataDir` needs beyond DATA_DIR: on PostgreSQL, the DATABASE_URL of
 * the database that belongs with that folder (made on first use, so a restarted server finds its records);
 * on SQLite nothing, the database is in the folder.
 */
export async function databaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!onPostgres) return {};
  let url = byDataDir.get(dataDir);
  if (!url) {
    url = createDatabase();
    byDataDir.set(dataDir, url);
  }
  return { DATABASE_URL: await url };
}

/** Drops the database that belongs with `dataDir`, if there is one. */
export async function dropDatabaseOf(dataDir: string): Promise<void> {
  const url = byDataDir.get(dataDir);
  if (!url) return;
  byDataDir.delete(dataDir);
  const name = new URL(await url).pathname.slice(1);
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
