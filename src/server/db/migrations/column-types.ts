import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { engineOf } from '../engine';

/**
 * The column types the migrations use where the engines differ. On SQLite they are what the released migrations
 * always made (existing databases ran them, and Kysely records only their names); PostgreSQL gets the types that
 * hold the same values: bigint for SQLite's 64-bit integer (an id past 2^31 is then "not found" on both, not an
 * error on one), double precision for its 8-byte real, and identity columns for its autoincrement ids.
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = engineOf(db) === 'postgres';
  return {
    id: (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    integer: postgres ? 'bigint' : 'integer',
    double: postgres ? 'double precision' : 'real',
  } as const;
}
