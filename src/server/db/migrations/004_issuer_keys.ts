import type { Kysely } from 'kysely';

/**
 * The embedded issuer's keys, one row every instance reads: its signing keys (a private JWKS) and the keys that
 * sign its cookies, as JSON text. The first instance to start writes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issuer_keys')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('jwks', 'text', (c) => c.notNull())
    .addColumn('cookie_keys', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('issuer_keys_pk', ['name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issuer_keys').execute();
}
