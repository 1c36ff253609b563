import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable('users')
    .addColumn('id', type.integer, type.id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('fullname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', type.integer, (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', type.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('identities_pk', ['issuer', 'subject'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', type.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('personal_tokens')
    .addColumn('id', type.integer, type.id)
    .addColumn('user_id', type.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', type.integer)
    .addColumn('consumed_at', type.integer)
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').column('uid').execute();

  await db.schema
    .createTable('izooms')
    .addColumn('id', type.integer, type.id)
    .addColumn('owner_id', type.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', type.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('idle'))
    .addColumn('progress', type.double, (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('version', type.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('izooms_owner').on('izooms').column('owner_id').execute();

  await db.schema
    .createTable('albums')
    .addColumn('id', type.integer, type.id)
    .addColumn('owner_id', type.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', type.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('poster_izoom_id', type.integer, (c) => c.references('izooms.id').onDelete('set null'))
    .addColumn('cill_file', 'text')
    .addColumn('groups', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('positions', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_owner').on('albums').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'albums',
    'izooms',
    'oidc_payloads',
    'personal_tokens',
    'password_resets',
    'identities',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
