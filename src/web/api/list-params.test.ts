import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST, listRouteSearch, listSearch, pageCount, parseListParams } from './list-params';

describe('list params', () => {
  it('writes the list query, leaving a blank search out and keeping the page size within 1..100', () => {
    expect(listSearch({ ...DEFAULT_LIST, q: '  ' })).toBe('?page=1&pageSize=12&sort=-updatedAt');
    expect(listSearch({ q: ' sea ', sort: 'name', page: 3, pageSize: 500 })).toBe(
      '?page=3&pageSize=100&sort=name&q=sea',
    );
    expect(listSearch({ sort: '-name', page: 0, pageSize: 0 })).toBe('?page=1&pageSize=1&sort=-name');
  });

  it('reads a route search, falling back for unknown sorts and bad pages', () => {
    expect(parseListParams({ q: 'x', sort: 'name', page: '2' })).toEqual({
      ...DEFAULT_LIST,
      q: 'x',
      sort: 'name',
      page: 2,
    });
    expect(parseListParams({ sort: 'drop table', page: '-1' })).toEqual(DEFAULT_LIST);
    expect(parseListParams({ page: '1.5', q: '' })).toEqual(DEFAULT_LIST);
  });

  it('counts pages, at least one', () => {
    expect([pageCount(0, 12), pageCount(12, 12), pageCount(13, 12)]).toEqual([1, 1, 2]);
  });
});

describe('list route search', () => {
  it('keeps only what differs from the defaults', () => {
    expect(listRouteSearch({ sort: '-updatedAt', page: '1' })).toEqual({});
    expect(listRouteSearch({ q: 'x', sort: 'name', page: 3 })).toEqual({ q: 'x', sort: 'name', page: 3 });
  });
});
