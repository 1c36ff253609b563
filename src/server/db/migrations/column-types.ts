import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from '../engine';

/**
 * The column types the migrations use where the engines differ. On SQLite they are what the released migrations
 * always made (existing databases ran them, and Kysely records only their names); PostgreSQL gets its own:
 * an identity column for ids, bigint where SQLite's integer holds 64 bits, double precision for its 8-byte real.
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres';
  return {
    id: (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    bigint: postgres ? 'bigint' : 'integer',
    double: postgres ? 'double precision' : 'real',
  } as const;
}
