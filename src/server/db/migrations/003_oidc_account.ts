import type { Kysely } from 'kysely';

/**
 * The account an issuer record (grant, session…) belongs to, as a column: ending an account's sign-ins finds
 * them by it on either engine, without reading JSON in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_payloads').addColumn('account_id', 'text').execute();
  await db.schema.createIndex('oidc_payloads_account').on('oidc_payloads').column('account_id').execute();

  const records = db as Kysely<{
    oidc_payloads: { model: string; id: string; payload: string; account_id: string | null };
  }>;
  const rows = await records.selectFrom('oidc_payloads').select(['model', 'id', 'payload']).execute();
  for (const row of rows) {
    const { accountId } = JSON.parse(row.payload) as { accountId?: unknown };
    if (typeof accountId !== 'string') continue;
    await records
      .updateTable('oidc_payloads')
      .set({ account_id: accountId })
      .where('model', '=', row.model)
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_account').execute();
  await db.schema.alterTable('oidc_payloads').dropColumn('account_id').execute();
}
