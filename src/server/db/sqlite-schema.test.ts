import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations';

const migrate = async (db: Kysely<unknown>, names: string[]) => {
  const chosen = Object.fromEntries(names.map((name) => [name, migrations[name]]));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => chosen } }).migrateToLatest();
  if (error) throw error;
};

/** The schema SQLite holds after `names`, as its own CREATE statements. */
async function sqliteSchemaAfter(names: string[]): Promise<string> {
  const sqlite = new SQLite(':memory:');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db, names);
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

  it('003 adds the account column of issuer records, filled in from the records already there', async () => {
    expect(await sqliteSchemaAfter(Object.keys(migrations))).toContain('"account_id" text');
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db, ['001_initial', '002_generation']);
    const insert = sqlite.prepare('insert into oidc_payloads (model, id, payload) values (?, ?, ?)');
    insert.run('Grant', 'g1', JSON.stringify({ accountId: '7', clientId: 'izoom-web' }));
    insert.run('Interaction', 'i1', JSON.stringify({ uid: 'u1' }));
    await migrate(db, Object.keys(migrations));
    expect(sqlite.prepare('select id, account_id from oidc_payloads order by id').all()).toEqual([
      { id: 'g1', account_id: '7' },
      { id: 'i1', account_id: null },
    ]);
    await db.destroy();
  });

  it('007 adds the nullable info.json URL of outside IIIF pictures', async () => {
    const schema = await sqliteSchemaAfter(Object.keys(migrations));
    expect(schema).toMatch(/CREATE TABLE "pictures" \(.*, "iiif_info_url" text\);/);
  });
});
