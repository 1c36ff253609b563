import type { Updateable } from 'kysely';
import type { ListQuery } from '../../shared/schemas/common';
import type { IzoomCreate, IzoomUpdate } from '../../shared/schemas/izooms';
import type { ListFilter } from '../auth/visibility';
import { type Db, nowIso } from '../db';
import type { IzoomRow, IzoomsTable } from '../db/schema';
import { notFound } from '../errors';
import { listPage } from './paging';

/** Where an izoom's media lives: its published version and the keys of its folders. */
export type MediaKeys = Pick<IzoomRow, 'version' | 'media_key' | 'poster_key' | 'thumbs_key'>;

/** The row fields a person's edit sets. */
export const izoomChanges = (input: IzoomUpdate): Updateable<IzoomsTable> => ({
  ...(input.name !== undefined && { name: input.name.trim() }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.isPublic !== undefined && { is_public: input.isPublic ? 1 : 0 }),
  updated_at: nowIso(),
});

export function izoomsRepo(db: Db) {
  return {
    findById: (id: number) => db.selectFrom('izooms').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The row as it is now, read again after a change; 404 when it was deleted meanwhile. */
    async getById(id: number): Promise<IzoomRow> {
      const row = await db.selectFrom('izooms').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('izoom');
      return row;
    },

    findByIds: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('izooms').selectAll().where('id', 'in', ids).execute(),

    list: (filter: ListFilter, query: ListQuery) => listPage(db, 'izooms', filter, query),

    create(ownerId: number, input: IzoomCreate) {
      const now = nowIso();
      return db
        .insertInto('izooms')
        .values({
          owner_id: ownerId,
          name: input.name.trim(),
          description: input.description ?? '',
          is_public: input.isPublic ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update: (id: number, input: IzoomUpdate) =>
      db.updateTable('izooms').set(izoomChanges(input)).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Sets `set` only while the izoom's media is still where `expected` says; undefined when it moved on. */
    updateIf: (id: number, expected: MediaKeys, set: Updateable<IzoomsTable>) =>
      db
        .updateTable('izooms')
        .set(set)
        .where('id', '=', id)
        .where('version', '=', expected.version)
        .where('media_key', expected.media_key === null ? 'is' : '=', expected.media_key)
        .where('poster_key', expected.poster_key === null ? 'is' : '=', expected.poster_key)
        .where('thumbs_key', expected.thumbs_key === null ? 'is' : '=', expected.thumbs_key)
        .returningAll()
        .executeTakeFirst(),

    /** Sets generation, poster or media fields; `updated_at` is for people's edits and stays. */
    patch: (id: number, set: Updateable<IzoomsTable>) =>
      db.updateTable('izooms').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    async delete(id: number): Promise<void> {
      await db.deleteFrom('izooms').where('id', '=', id).execute();
    },
  };
}

export type IzoomsRepo = ReturnType<typeof izoomsRepo>;
