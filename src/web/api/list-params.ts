/** The list calls' query (src/shared/schemas/common.ts ListQuery): search, sort and paging. */
export const LIST_SORTS = ['-updatedAt', 'updatedAt', 'name', '-name', '-createdAt', 'createdAt'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ListParams {
  q?: string;
  sort: ListSort;
  page: number;
  pageSize: number;
}

export const DEFAULT_LIST: ListParams = { sort: '-updatedAt', page: 1, pageSize: 12 };
/** The server's largest page. */
export const MAX_PAGE_SIZE = 100;

/** `?page=…&pageSize=…&sort=…&q=…`: a blank search is left out, the page size kept within the server's. */
export const listSearch = ({ q, sort, page, pageSize }: ListParams): string => {
  const params = new URLSearchParams({
    page: String(Math.max(1, Math.floor(page))),
    pageSize: String(Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))),
    sort,
  });
  if (q?.trim()) params.set('q', q.trim());
  return `?${params}`;
};

/** Reads list params from a route's search, falling back to the defaults for anything unknown. */
export const parseListParams = (search: Record<string, unknown>, defaults: ListParams = DEFAULT_LIST): ListParams => {
  const page = Number(search.page);
  const sort = LIST_SORTS.find((s) => s === search.sort) ?? defaults.sort;
  const q = typeof search.q === 'string' && search.q.trim() ? search.q : undefined;
  return { ...defaults, sort, page: Number.isInteger(page) && page > 0 ? page : 1, ...(q && { q }) };
};

/** How many pages `total` items take. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** A list page's route search: only what differs from the defaults, so a bare link opens the first page. */
export const listRouteSearch = (search: Record<string, unknown>): Partial<Pick<ListParams, 'q' | 'sort' | 'page'>> => {
  const { q, sort, page } = parseListParams(search);
  return {
    ...(q && { q }),
    ...(sort !== DEFAULT_LIST.sort && { sort }),
    ...(page !== 1 && { page }),
  };
};
