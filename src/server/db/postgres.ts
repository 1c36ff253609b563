import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** bigint columns and count(*) as numbers, as SQLite gives them; a value past 2^53 is an error, never rounded. */
const safeInteger = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${text} is too large for a JavaScript number`);
  return value;
};

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? safeInteger
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool of connections to the PostgreSQL server at `url`; `db.destroy()` ends it. */
export function openPostgres(url: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle connection the server drops emits here; without a listener that would end the process. The pool
  // discards the connection and the next query opens another.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
