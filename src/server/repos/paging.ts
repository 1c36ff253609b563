import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../shared/envelope';
import type { ListQuery } from '../../shared/schemas/common';
import type { ListFilter } from '../auth/visibility';
import type { Db } from '../db';
import type { AlbumRow, Database, IzoomRow } from '../db/schema';
import { codePointOrder, containsText } from '../db/text-rules';

/** Narrows a query over `table` (izooms or albums, joined or not) to the rows `filter` covers. */
export function whereListed<O>(
  query: SelectQueryBuilder<Database, 'izooms', O>,
  table: 'izooms' | 'albums',
  filter: ListFilter,
): SelectQueryBuilder<Database, 'izooms', O> {
  const t = table as 'izooms';
  let q = query;
  if (filter.ownerId !== undefined) q = q.where(`${t}.owner_id`, '=', filter.ownerId);
  const sight = filter.sight;
  if (sight && !sight.everything) {
    const owner = sight.ownerId;
    q =
      owner === null
        ? q.where(`${t}.is_public`, '=', 1)
        : q.where((eb) => eb.or([eb(`${t}.is_public`, '=', 1), eb(`${t}.owner_id`, '=', owner)]));
  }
  return q;
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
  let base = whereListed(db.selectFrom(table as 'izooms'), table, filter);
  const search = query.q?.trim();
  if (search) base = base.where(containsText(db, 'name', search));
  const [{ total }, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(codePointOrder(db, column), direction)
      .orderBy('id', direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { items: items as never, total: Number(total), page: query.page, pageSize: query.pageSize };
}
