// What the database did between two moments: statements, and rows written per table (the rows each INSERT, UPDATE
// or DELETE affected), from pg_stat_statements, counted as each statement ends; transactions from pg_stat_database,
// which each backend flushes up to 10 s after going idle (a snapshot taken `settle()` after the work has them all).
// The bench's own reading is left out.
import type { BenchCluster } from './cluster';

export const POSTGRES_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all'];
/** PostgreSQL 15 flushes a backend's table and transaction counts at most 10 s after it goes idle. */
export const settle = () => new Promise((r) => setTimeout(r, 11_000));

interface Snapshot {
  at: number;
  statements: { query: string; calls: number; rows: number }[];
  commits: number;
  rollbacks: number;
}

export interface DbLoad {
  seconds: number;
  statements: number;
  /** Statements on pg-boss's tables (`pgboss.`): the queue's share. */
  queueStatements: number;
  selects: number;
  writes: number;
  transactionControl: number;
  transactions: number;
  /** Rows inserted + updated + deleted, by table (`schema.table`). */
  rowsWritten: Record<string, number>;
}

export async function enableStatements(cluster: BenchCluster): Promise<void> {
  await cluster.sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
}

export async function snapshot(cluster: BenchCluster): Promise<Snapshot> {
  const statements = await cluster.sql<{ query: string; calls: string; rows: string }>(
    `SELECT query, calls, rows FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = current_database() AND query NOT ILIKE '%pg_stat%'`,
  );
  const [db] = await cluster.sql<{ commits: string; rollbacks: string }>(
    'SELECT xact_commit AS commits, xact_rollback AS rollbacks FROM pg_stat_database WHERE datname = current_database()',
  );
  return {
    at: performance.now(),
    statements: statements.map((s) => ({ query: s.query, calls: Number(s.calls), rows: Number(s.rows) })),
    commits: Number(db.commits),
    rollbacks: Number(db.rollbacks),
  };
}

const verb = (query: string) => {
  const q = query.trim().toUpperCase();
  if (/^(BEGIN|COMMIT|ROLLBACK|START|SAVEPOINT|RELEASE)/.test(q)) return 'control';
  if (/^(INSERT|UPDATE|DELETE)/.test(q) || (/^WITH/.test(q) && /\b(INSERT|UPDATE|DELETE)\b/.test(q))) return 'write';
  if (/^(SELECT|WITH)/.test(q)) return 'select';
  return 'other';
};

/** The table an INSERT, UPDATE or DELETE (or a WITH around one) writes: `izooms`, `pgboss.job`. */
const writtenTable = (query: string) =>
  /(?<!\bfor\s+)\b(?:insert\s+into|update|delete\s+from)\s+("?\w+"?(?:\."?\w+"?)?)/i // not SELECT … FOR UPDATE
    .exec(query)?.[1]
    .replaceAll('"', '');

export interface Delta {
  seconds: number;
  calls: Map<string, number>;
  transactions: number;
  written: Map<string, number>;
}

/** The difference b − a. Transactions leave out the bench's own three reads of each snapshot. */
export function between(a: Snapshot, b: Snapshot): Delta {
  const before = new Map(a.statements.map((s) => [s.query, s]));
  const calls = new Map<string, number>();
  const written = new Map<string, number>();
  for (const s of b.statements) {
    const n = s.calls - (before.get(s.query)?.calls ?? 0);
    if (n <= 0) continue;
    calls.set(s.query, n);
    const table = verb(s.query) === 'write' ? writtenTable(s.query) : undefined;
    const rows = s.rows - (before.get(s.query)?.rows ?? 0);
    if (table && rows > 0) written.set(table, (written.get(table) ?? 0) + rows);
  }
  const transactions = b.commits + b.rollbacks - a.commits - a.rollbacks - 3;
  return { seconds: (b.at - a.at) / 1000, calls, transactions, written };
}

/**
 * `work` less what `idle` does in the same time: each statement's idle rate × the seconds is taken off that
 * statement's calls (pg-boss's polling and the workers' stop checks run all the time; a statement never seen idle is
 * all the work's), and the same for transactions and each table's rows. Rounded, never below 0.
 */
export function lessIdle(work: Delta, idle: Delta): DbLoad {
  const k = work.seconds / idle.seconds;
  const less = (x: number, y = 0) => Math.max(0, Math.round(x - y * k));
  const load: DbLoad = {
    seconds: work.seconds,
    statements: 0,
    queueStatements: 0,
    selects: 0,
    writes: 0,
    transactionControl: 0,
    transactions: less(work.transactions, idle.transactions),
    rowsWritten: {},
  };
  for (const [query, n] of work.calls) {
    const calls = less(n, idle.calls.get(query));
    load.statements += calls;
    if (/pgboss\./i.test(query)) load.queueStatements += calls;
    const kind = verb(query);
    if (kind === 'select') load.selects += calls;
    else if (kind === 'write') load.writes += calls;
    else if (kind === 'control') load.transactionControl += calls;
  }
  for (const [table, n] of work.written) {
    const net = less(n, idle.written.get(table));
    if (net > 0) load.rowsWritten[table] = net;
  }
  return load;
}

/** A delta as it is, for the idle rates themselves. */
export const asLoad = (d: Delta): DbLoad =>
  lessIdle(d, { seconds: 1, calls: new Map(), transactions: 0, written: new Map() });
