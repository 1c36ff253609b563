import { describe, expect, it } from 'vitest';
import { readTextValue } from './strict-input';

describe('readTextValue: numbers and booleans that arrive as text', () => {
  it('reads plainly written whole numbers, decimals and booleans', () => {
    expect(readTextValue('12', 'integer')).toBe(12);
    expect(readTextValue('0', 'integer')).toBe(0);
    expect(readTextValue('-3', 'integer')).toBe(-3);
    expect(readTextValue('-1.5', 'number')).toBe(-1.5);
    expect(readTextValue('2', 'number')).toBe(2);
    expect(readTextValue('true', 'boolean')).toBe(true);
    expect(readTextValue('false', 'boolean')).toBe(false);
  });

  it('leaves anything else as text, for the schema to refuse', () => {
    for (const text of ['', ' 1', '1 ', '1abc', '1.5', '01', '+1', '0x10', '1e3', 'Infinity', '9007199254740993']) {
      expect(readTextValue(text, 'integer'), JSON.stringify(text)).toBe(text);
    }
    for (const text of ['', '1.', '.5', '1e3', 'NaN', '1,5']) expect(readTextValue(text, 'number')).toBe(text);
    for (const text of ['', '1', '0', 'yes', 'TRUE', 'True']) expect(readTextValue(text, 'boolean')).toBe(text);
  });

  it('leaves strings wanted as strings, and values that are not text, alone', () => {
    expect(readTextValue('12', 'string')).toBe('12');
    expect(readTextValue('12', undefined)).toBe('12');
    expect(readTextValue(['1', '2'], 'integer')).toEqual(['1', '2']);
  });
});
