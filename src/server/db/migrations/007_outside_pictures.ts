import type { Kysely } from 'kysely';

/**
 * A picture may be an outside IIIF image: the URL of its service's info.json, which only browsers fetch. Such a
 * picture has no original (`file` and `hash` empty, `bytes` 0) and its `format` is `iiif`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').addColumn('iiif_info_url', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pictures').dropColumn('iiif_info_url').execute();
}
