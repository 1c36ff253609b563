import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';

/** The schema SQLite holds after `names`, as its own CREATE statements. */
async function sqliteSchemaAfter(names: string[]): Promise<string> {
  const sqlite = new SQLite(':memory:');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const chosen = Object.fromEntries(names.map((name) => [name, migrations[name]]));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => chosen } }).migrateToLatest();
  if (error) throw error;
  const rows = sqlite
    .prepare(
      "select sql from sqlite_master where name not like 'kysely_%' and name not like 'sqlite_%' order by type, name",
    )
    .all() as { sql: string }[];
  await db.destroy();
  return `${rows.map((row) => `${row.sql};`).join('\n')}\n`;
}

describe('migrations on SQLite', () => {
  it('make exactly the schema the released 001 and 002 made (existing databases ran those)', async () => {
    const released = readFileSync(new URL('./released-sqlite-schema.sql', import.meta.url), 'utf8');
    expect(await sqliteSchemaAfter(['001_initial', '002_generation'])).toBe(released);
  });

  it('003 adds the account column of issuer records', async () => {
    expect(await sqliteSchemaAfter(Object.keys(migrations))).toContain('"account_id" text');
  });
});
