import { sql } from 'kysely';
import type { Page } from '../../shared/envelope';
import type { ListQuery } from '../../shared/schemas/common';
import type { Db } from '../db';
import type { AlbumRow, IzoomRow } from '../db/schema';

export interface ListFilter {
  /** Only rows owned by this user. */
  ownerId?: number;
  /** Only public rows. */
  publicOnly?: boolean;
}

const SORT_COLUMNS = { name: 'name', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** One paged, searchable, sortable list for the tables that share name, owner and public columns. */
export async function listPage<T extends 'izooms' | 'albums'>(
  db: Db,
  table: T,
  filter: ListFilter,
  query: ListQuery,
): Promise<Page<T extends 'izooms' ? IzoomRow : AlbumRow>> {
  const sort = query.sort ?? '-updatedAt';
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  let base = db.selectFrom(table as 'izooms');
  if (filter.ownerId !== undefined) base = base.where('owner_id', '=', filter.ownerId);
  if (filter.publicOnly) base = base.where('is_public', '=', 1);
  if (query.q?.trim()) {
    const escaped = query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where(sql<boolean>`name like ${`%${escaped}%`} escape '\\'`);
  }
  const [{ total }, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { items: items as never, total: Number(total), page: query.page, pageSize: query.pageSize };
}
