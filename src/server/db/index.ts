import { type Kysely, Migrator } from 'kysely';
import type { DatabaseSettings } from '../config';
import { migrations } from './migrations';
import { openPostgres } from './postgres';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

export type Db = Kysely<Database>;

/** PostgreSQL when DATABASE_URL is set; SQLite in the data folder otherwise. */
export function openDatabase(config: { dataDir: string; database: DatabaseSettings }): Db {
  const { url, poolSize } = config.database;
  return url ? openPostgres(url, poolSize) : openSqlite(config.dataDir);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export const nowIso = (): string => new Date().toISOString();
