import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Counts of the rate-limited routes (sign-in, registration, password reset), shared by every instance. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable('rate_limits')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('hits', type.integer, (c) => c.notNull())
    .addColumn('window_ends_at', type.integer, (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['route', 'client'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
