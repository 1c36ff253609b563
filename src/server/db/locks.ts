import type { Kysely } from 'kysely';
import { engineOf } from './engine';
import type { Database } from './schema';

/**
 * Holds the izoom's row until `trx` ends, so transactions that read the izoom's pictures and then write them
 * take turns. PostgreSQL runs transactions side by side; SQLite needs nothing (Kysely runs its transactions
 * one at a time on its one connection, and SQLite has no FOR UPDATE).
 */
export async function lockIzoom(trx: Kysely<Database>, izoomId: number): Promise<void> {
  if (engineOf(trx) !== 'postgres') return;
  await trx.selectFrom('izooms').select('id').where('id', '=', izoomId).forUpdate().execute();
}
