import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A stop asked for a running job, kept on its row: the worker that runs it may be another process (or machine),
 * which hears of it by NOTIFY and, should that be missed, by reading the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .alterTable('jobs')
    .addColumn('stop_requested', type.integer, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('stop_requested').execute();
}
