import { describe, expect, it } from 'vitest';
import { DbMessages, dbError, InMemoryDb, type Item } from './in-memory-db';

const seed = (): Record<string, Item[]> => ({
  heroes: [
    { id: 1, name: 'Windstorm', power: 7 },
    { id: 2, name: 'Bombasto', power: 3 },
    { id: 5, name: 'Magneta', power: 7 },
  ],
  tags: [{ id: 'alpha', label: 'Alpha' }],
  empty: [],
});

const error = (status: number, message: string) => ({ status, body: { error: message } });

describe('InMemoryDb reads', () => {
  it('answers a collection with 200 and its items', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'GET', collection: 'heroes' })).toEqual({ status: 200, body: seed().heroes });
  });

  it('filters by query: strings by case-insensitive substring, other values exactly', () => {
    const db = new InMemoryDb(seed());
    const byName = db.handle({ method: 'GET', collection: 'heroes', query: new URLSearchParams('name=MAG') });
    expect(byName.body).toEqual([{ id: 5, name: 'Magneta', power: 7 }]);
    const byPower = db.handle({ method: 'GET', collection: 'heroes', query: new URLSearchParams('power=7') });
    expect((byPower.body as Item[]).map((h) => h.id)).toEqual([1, 5]);
    const byMissing = db.handle({ method: 'GET', collection: 'heroes', query: new URLSearchParams('color=red') });
    expect(byMissing.body).toEqual([]);
  });

  it('answers an item by id with 200, a missing one with 404', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '2' })).toEqual({
      status: 200,
      body: { id: 2, name: 'Bombasto', power: 3 },
    });
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '9' })).toEqual(
      error(404, "'heroes' with id='9' not found"),
    );
    expect(db.handle({ method: 'GET', collection: 'tags', id: 'alpha' }).status).toBe(200);
  });

  it('answers an unknown collection with 404', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'GET', collection: 'villains' })).toEqual(error(404, "Collection 'villains' not found"));
    expect(db.hasCollection('villains')).toBe(false);
    expect(db.hasCollection('heroes')).toBe(true);
  });

  it('answers a non-numeric id in a numeric collection with 422, whatever the method', () => {
    const db = new InMemoryDb(seed());
    const expected = error(422, "'heroes' id='abc' is not a number");
    expect(db.handle({ method: 'GET', collection: 'heroes', id: 'abc' })).toEqual(expected);
    expect(db.handle({ method: 'PUT', collection: 'heroes', id: 'abc', body: { id: 'abc' } })).toEqual(expected);
    expect(db.handle({ method: 'DELETE', collection: 'heroes', id: 'abc' })).toEqual(expected);
    expect(DbMessages.notANumber('heroes', 'abc')).toBe(expected.body.error);
  });
});

describe('InMemoryDb POST', () => {
  it('gives a new item the highest numeric id + 1 and answers 201', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'POST', collection: 'heroes', body: { name: 'Tornado' } })).toEqual({
      status: 201,
      body: { id: 6, name: 'Tornado' },
    });
    expect(db.handle({ method: 'POST', collection: 'empty', body: { name: 'First' } }).body).toEqual({
      id: 1,
      name: 'First',
    });
  });

  it('answers 500 when the ids are not numbers and the item has none', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'POST', collection: 'tags', body: { label: 'Beta' } })).toEqual(
      error(500, 'Failed to generate new id'),
    );
  });

  it('creates an item with a new id of its own: 201', () => {
    const db = new InMemoryDb(seed(), { post409: true });
    expect(db.handle({ method: 'POST', collection: 'heroes', body: { id: 40, name: 'Forty' } }).status).toBe(201);
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '40' }).status).toBe(200);
  });

  it('refuses an existing id with 409 when post409 is set', () => {
    const db = new InMemoryDb(seed(), { post409: true });
    expect(db.handle({ method: 'POST', collection: 'heroes', body: { id: 2, name: 'Other' } })).toEqual(
      error(409, "'heroes' item with id='2' exists and may not be updated with POST; use PUT instead."),
    );
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '2' }).body).toMatchObject({ name: 'Bombasto' });
  });

  it('replaces an existing id with 200 when post409 is not set', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'POST', collection: 'heroes', body: { id: 2, name: 'Other' } })).toEqual({
      status: 200,
      body: { id: 2, name: 'Other' },
    });
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '2' }).body).toEqual({ id: 2, name: 'Other' });
  });

  it('answers 400 when the url id and the item id differ', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'POST', collection: 'heroes', id: '3', body: { id: 4 } })).toEqual(
      error(400, 'Request id does not match item.id'),
    );
  });
});

describe('InMemoryDb PUT', () => {
  it('updates an existing item with 204 and no body', () => {
    const db = new InMemoryDb(seed(), { put404: true });
    const res = db.handle({ method: 'PUT', collection: 'heroes', id: '1', body: { id: 1, name: 'Gale' } });
    expect(res).toEqual({ status: 204 });
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '1' }).body).toEqual({ id: 1, name: 'Gale' });
  });

  it('answers 400 when body.id is not the url id', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'PUT', collection: 'heroes', id: '1', body: { id: 2, name: 'X' } })).toEqual(
      error(400, DbMessages.idMismatch),
    );
    expect(db.handle({ method: 'PUT', collection: 'heroes', id: '1', body: { name: 'X' } }).status).toBe(400);
  });

  it('answers 404 without an id in the url', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'PUT', collection: 'heroes', body: { id: 1 } })).toEqual(
      error(404, 'Missing heroes id'),
    );
  });

  it('answers 404 for a missing item when put404 is set', () => {
    const db = new InMemoryDb(seed(), { put404: true });
    expect(db.handle({ method: 'PUT', collection: 'heroes', id: '9', body: { id: 9 } })).toEqual(
      error(404, "'heroes' item with id='9' not found"),
    );
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '9' }).status).toBe(404);
  });

  it('creates a missing item with 201 when put404 is not set', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'PUT', collection: 'heroes', id: '9', body: { id: 9, name: 'Nine' } })).toEqual({
      status: 201,
      body: { id: 9, name: 'Nine' },
    });
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '9' }).status).toBe(200);
  });
});

describe('InMemoryDb DELETE', () => {
  it('removes an item with 204', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'DELETE', collection: 'heroes', id: '5' })).toEqual({ status: 204 });
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '5' }).status).toBe(404);
  });

  it('answers 404 without an id in the url', () => {
    const db = new InMemoryDb(seed());
    expect(db.handle({ method: 'DELETE', collection: 'heroes' })).toEqual(error(404, 'Missing heroes id'));
  });

  it('answers 204 for a missing item, or 404 when delete404 is set', () => {
    expect(new InMemoryDb(seed()).handle({ method: 'DELETE', collection: 'heroes', id: '9' })).toEqual({
      status: 204,
    });
    const strict = new InMemoryDb(seed(), { delete404: true });
    expect(strict.handle({ method: 'DELETE', collection: 'heroes', id: '9' })).toEqual(
      error(404, "'heroes' item with id='9' not found"),
    );
  });
});

describe('InMemoryDb state', () => {
  it('keeps its own copy of the seed and hands out copies', () => {
    const data = seed();
    const db = new InMemoryDb(data);
    data.heroes[0].name = 'Changed outside';
    const item = db.handle({ method: 'GET', collection: 'heroes', id: '1' }).body as Item;
    expect(item.name).toBe('Windstorm');
    item.name = 'Changed by a reader';
    expect(db.handle({ method: 'GET', collection: 'heroes', id: '1' }).body).toMatchObject({ name: 'Windstorm' });
  });

  it('reset() restores the seed', () => {
    const db = new InMemoryDb(seed());
    db.handle({ method: 'POST', collection: 'heroes', body: { name: 'Tornado' } });
    db.handle({ method: 'DELETE', collection: 'heroes', id: '1' });
    db.reset();
    expect(db.handle({ method: 'GET', collection: 'heroes' }).body).toEqual(seed().heroes);
    expect(db.handle({ method: 'POST', collection: 'heroes', body: {} }).body).toEqual({ id: 6 });
  });

  it('dbError reads the message of a failure only', () => {
    const db = new InMemoryDb(seed());
    expect(dbError(db.handle({ method: 'GET', collection: 'nope' }))).toBe("Collection 'nope' not found");
    expect(dbError(db.handle({ method: 'GET', collection: 'heroes' }))).toBeUndefined();
  });
});
