import type { Insertable } from 'kysely';
import { type Db, nowIso } from '../db';
import { lockIzoom } from '../db/locks';
import type { PictureRow, PicturesTable } from '../db/schema';

export type NewPicture = Omit<Insertable<PicturesTable>, 'id' | 'izoom_id' | 'position' | 'created_at' | 'updated_at'>;

export function picturesRepo(db: Db) {
  return {
    listByIzoom: (izoomId: number) =>
      db.selectFrom('pictures').selectAll().where('izoom_id', '=', izoomId).orderBy('position').orderBy('id').execute(),

    findInIzoom: (izoomId: number, id: number) =>
      db.selectFrom('pictures').selectAll().where('izoom_id', '=', izoomId).where('id', '=', id).executeTakeFirst(),

    async countByIzoom(izoomIds: readonly number[]): Promise<Map<number, number>> {
      if (izoomIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('pictures')
        .select(['izoom_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('izoom_id', 'in', izoomIds)
        .groupBy('izoom_id')
        .execute();
      return new Map(rows.map((r) => [r.izoom_id, Number(r.n)]));
    },

    /** Appends pictures after the izoom's last one, in the given order, in one transaction. */
    append: (izoomId: number, pictures: readonly NewPicture[]): Promise<PictureRow[]> =>
      db.transaction().execute(async (trx) => {
        await lockIzoom(trx, izoomId);
        const last = await trx
          .selectFrom('pictures')
          .select((eb) => eb.fn.max<number | null>('position').as('p'))
          .where('izoom_id', '=', izoomId)
          .executeTakeFirst();
        let position = (last?.p ?? -1) + 1;
        const now = nowIso();
        const rows: PictureRow[] = [];
        for (const picture of pictures) {
          rows.push(
            await trx
              .insertInto('pictures')
              .values({ ...picture, izoom_id: izoomId, position: position++, created_at: now, updated_at: now })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        return rows;
      }),

    replaceImage: (id: number, image: Omit<NewPicture, 'name'> & { name?: string }) =>
      db
        .updateTable('pictures')
        .set({ ...image, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Gives the izoom's pictures the positions of `ids` (every picture of it, once), in one transaction. */
    reorder: (izoomId: number, ids: readonly number[]): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await lockIzoom(trx, izoomId);
        const now = nowIso();
        for (const [position, id] of ids.entries()) {
          await trx
            .updateTable('pictures')
            .set({ position, updated_at: now })
            .where('izoom_id', '=', izoomId)
            .where('id', '=', id)
            .execute();
        }
      }),

    async delete(id: number): Promise<void> {
      await db.deleteFrom('pictures').where('id', '=', id).execute();
    },

    /** Every original file the database knows, relative to the originals folder. */
    allFiles: async (): Promise<Set<string>> =>
      new Set((await db.selectFrom('pictures').select('file').execute()).map((r) => r.file)),
  };
}

export type PicturesRepo = ReturnType<typeof picturesRepo>;
