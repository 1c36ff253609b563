/**
 * A collection/id store with angular-in-memory-web-api semantics and the mock mode messages of
 * spec §8. Errors answer `{ error: message }` as their body.
 */

export type ItemId = number | string;
export type Item = { id: ItemId; [k: string]: unknown };
/** A seed row: interfaces (like DemoUser) carry no index signature, so they are not `Item`s to TypeScript. */
export type SeedItem = Item | { readonly id: ItemId };
export type DbMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface DbRequest {
  method: DbMethod;
  collection: string;
  id?: string;
  body?: unknown;
  query?: URLSearchParams;
}

export interface DbResponse {
  status: number;
  body?: unknown;
}

export interface DbOptions {
  /** POST with an existing id answers 409 instead of replacing the item. */
  post409?: boolean;
  /** PUT of a missing item answers 404 instead of creating it. */
  put404?: boolean;
  /** DELETE of a missing item answers 404 instead of 204. */
  delete404?: boolean;
}

export const DbMessages = {
  idMismatch: 'Request id does not match item.id',
  missingId: (collection: string) => `Missing ${collection} id`,
  exists: (collection: string, id: ItemId) =>
    `'${collection}' item with id='${id}' exists and may not be updated with POST; use PUT instead.`,
  notANumber: (collection: string, id: string) => `'${collection}' id='${id}' is not a number`,
  genIdFailed: 'Failed to generate new id',
  collectionNotFound: (collection: string) => `Collection '${collection}' not found`,
  notFound: (collection: string, id: ItemId) => `'${collection}' with id='${id}' not found`,
  itemNotFound: (collection: string, id: ItemId) => `'${collection}' item with id='${id}' not found`,
  notAnItem: 'Request body is not an item',
} as const;

/** The message of a failed response, if it is one. */
export const dbError = (response: DbResponse): string | undefined => {
  const body = response.body as { error?: unknown } | undefined;
  return response.status >= 400 && typeof body?.error === 'string' ? body.error : undefined;
};

const fail = (status: number, error: string): DbResponse => ({ status, body: { error } });

const isItemBody = (body: unknown): body is Record<string, unknown> =>
  !!body && typeof body === 'object' && !Array.isArray(body);

const matches = (item: Item, query: URLSearchParams): boolean =>
  [...query.keys()].every((key) => {
    const value = item[key];
    const wanted = query.get(key) ?? '';
    if (typeof value === 'string') return value.toLowerCase().includes(wanted.toLowerCase());
    return value !== undefined && String(value) === wanted;
  });

export class InMemoryDb {
  private data: Record<string, Item[]>;

  constructor(
    private readonly seed: Record<string, readonly SeedItem[]>,
    private readonly options: DbOptions = {},
  ) {
    this.data = structuredClone(seed) as Record<string, Item[]>;
  }

  /** Back to the seed, as it was when the db was made. */
  reset(): void {
    this.data = structuredClone(this.seed) as Record<string, Item[]>;
  }

  hasCollection(name: string): boolean {
    return Object.hasOwn(this.data, name);
  }

  handle(req: DbRequest): DbResponse {
    const { collection: name } = req;
    const collection = this.hasCollection(name) ? this.data[name] : undefined;
    if (!collection) return fail(404, DbMessages.collectionNotFound(name));
    const numeric = collection.every((item) => typeof item.id === 'number');
    let id: ItemId | undefined;
    if (req.id !== undefined && req.id !== '') {
      id = numeric ? Number(req.id) : req.id;
      if (numeric && (req.id.trim() === '' || !Number.isFinite(id))) {
        return fail(422, DbMessages.notANumber(name, req.id));
      }
    }
    switch (req.method) {
      case 'GET':
        return this.get(name, collection, id, req.query);
      case 'POST':
        return this.post(name, collection, id, req.body, numeric);
      case 'PUT':
        return this.put(name, collection, id, req.body);
      case 'DELETE':
        return this.delete(name, collection, id);
    }
  }

  private get(name: string, collection: Item[], id: ItemId | undefined, query?: URLSearchParams): DbResponse {
    if (id === undefined) {
      const list = query ? collection.filter((item) => matches(item, query)) : collection;
      return { status: 200, body: structuredClone(list) };
    }
    const item = collection.find((it) => it.id === id);
    return item ? { status: 200, body: structuredClone(item) } : fail(404, DbMessages.notFound(name, id));
  }

  private post(name: string, collection: Item[], id: ItemId | undefined, body: unknown, numeric: boolean): DbResponse {
    if (!isItemBody(body)) return fail(400, DbMessages.notAnItem);
    const item = structuredClone(body) as Item;
    if (item.id === undefined || item.id === null) {
      if (id !== undefined) item.id = id;
      else if (numeric) item.id = Math.max(0, ...collection.map((it) => it.id as number)) + 1;
      else return fail(500, DbMessages.genIdFailed);
    } else if (id !== undefined && item.id !== id) {
      return fail(400, DbMessages.idMismatch);
    }
    const index = collection.findIndex((it) => it.id === item.id);
    if (index === -1) {
      collection.push(item);
      return { status: 201, body: structuredClone(item) };
    }
    if (this.options.post409) return fail(409, DbMessages.exists(name, item.id));
    collection[index] = item;
    return { status: 200, body: structuredClone(item) };
  }

  private put(name: string, collection: Item[], id: ItemId | undefined, body: unknown): DbResponse {
    if (id === undefined) return fail(404, DbMessages.missingId(name));
    if (!isItemBody(body)) return fail(400, DbMessages.notAnItem);
    if (body.id !== id) return fail(400, DbMessages.idMismatch);
    const item = structuredClone(body) as Item;
    const index = collection.findIndex((it) => it.id === id);
    if (index !== -1) {
      collection[index] = item;
      return { status: 204 };
    }
    if (this.options.put404) return fail(404, DbMessages.itemNotFound(name, id));
    collection.push(item);
    return { status: 201, body: structuredClone(item) };
  }

  private delete(name: string, collection: Item[], id: ItemId | undefined): DbResponse {
    if (id === undefined) return fail(404, DbMessages.missingId(name));
    const index = collection.findIndex((it) => it.id === id);
    if (index !== -1) collection.splice(index, 1);
    else if (this.options.delete404) return fail(404, DbMessages.itemNotFound(name, id));
    return { status: 204 };
  }
}
