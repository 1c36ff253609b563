import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('keeps every value a plain string', () => {
    expect(parseSearch('?interaction=12345&token=true&returnTo=%2Falbum%2F1')).toEqual({
      interaction: '12345',
      token: 'true',
      returnTo: '/album/1',
    });
  });

  it('writes only the values that are set', () => {
    expect(stringifySearch({ interaction: 'abc', returnTo: undefined, page: 2 })).toBe('?interaction=abc&page=2');
    expect(stringifySearch({})).toBe('');
  });
});
