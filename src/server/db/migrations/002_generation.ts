import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypes(db);
  await db.schema
    .createTable('pictures')
    .addColumn('id', type.integer, type.id)
    .addColumn('izoom_id', type.integer, (c) => c.notNull().references('izooms.id').onDelete('cascade'))
    .addColumn('position', type.integer, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', type.integer, (c) => c.notNull())
    .addColumn('height', type.integer, (c) => c.notNull())
    .addColumn('bytes', type.integer, (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pictures_izoom').on('pictures').columns(['izoom_id', 'position']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', type.integer, type.id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('izoom_id', type.integer, (c) => c.notNull().references('izooms.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', type.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  // One queued or running generation per izoom: a racing second call fails on this index.
  await sql`CREATE UNIQUE INDEX jobs_one_active ON jobs (izoom_id) WHERE state IN ('queued', 'running')`.execute(db);
  await db.schema.createIndex('jobs_state').on('jobs').columns(['state', 'id']).execute();

  for (const [column, columnType] of [
    ['media_key', 'text'],
    ['thumbs_key', 'text'],
    ['poster_key', 'text'],
    ['poster_origin', 'text'],
    ['poster_picture_id', type.integer],
    ['poster_file', 'text'],
    ['poster_width', type.integer],
    ['poster_height', type.integer],
  ] as const) {
    await db.schema.alterTable('izooms').addColumn(column, columnType).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'media_key',
    'thumbs_key',
    'poster_key',
    'poster_origin',
    'poster_picture_id',
    'poster_file',
    'poster_width',
    'poster_height',
  ]) {
    await db.schema.alterTable('izooms').dropColumn(column).execute();
  }
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('pictures').execute();
}
