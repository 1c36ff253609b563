import type { Kysely } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

/**
 * Which engine a Kysely instance (or transaction) talks to. Kysely names no dialect in its public API; its
 * placeholders tell: PostgreSQL numbers them ($1), SQLite does not (?).
 */
export const engineOf = <DB>(db: Kysely<DB>): Engine =>
  db
    .selectNoFrom((eb) => eb.val(1).as('probe'))
    .compile()
    .sql.includes('$1')
    ? 'postgres'
    : 'sqlite';
