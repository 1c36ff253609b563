import type { ListQuery } from '../../shared/schemas/common';
import type { Izoom, IzoomCreate, IzoomUpdate } from '../../shared/schemas/izooms';
import { type Db, nowIso } from '../db';
import type { IzoomRow } from '../db/schema';
import { type ListFilter, listPage } from './paging';

export function toIzoom(row: IzoomRow): Izoom {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    isPublic: row.is_public === 1,
    generate: {
      state: row.state as Izoom['generate']['state'],
      progress: row.progress,
      message: row.message,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      version: row.version,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function izoomsRepo(db: Db) {
  return {
    findById: (id: number) => db.selectFrom('izooms').selectAll().where('id', '=', id).executeTakeFirst(),

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

    update(id: number, input: IzoomUpdate) {
      return db
        .updateTable('izooms')
        .set({
          ...(input.name !== undefined && { name: input.name.trim() }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.isPublic !== undefined && { is_public: input.isPublic ? 1 : 0 }),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('izooms').where('id', '=', id).execute();
    },
  };
}

export type IzoomsRepo = ReturnType<typeof izoomsRepo>;
