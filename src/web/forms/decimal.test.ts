import { describe, expect, it } from 'vitest';
import { readDecimal, roundTo } from './decimal';

describe('readDecimal', () => {
  it('reads what a person types as a number: signs, decimals, full-width digits, a decimal comma', () => {
    expect(readDecimal('1.5')).toBe(1.5);
    expect(readDecimal(' -2 ')).toBe(-2);
    expect(readDecimal('+.25')).toBe(0.25);
    expect(readDecimal('3.')).toBe(3);
    expect(readDecimal('１．５')).toBe(1.5);
    expect(readDecimal('－６')).toBe(-6);
    expect(readDecimal('2,5')).toBe(2.5);
    expect(readDecimal('1e3')).toBe(1000);
    expect(readDecimal(7)).toBe(7);
  });

  it('answers NaN for nothing, words, hex, and two numbers', () => {
    for (const text of ['', '  ', 'abc', '0x10', '1.2.3', '-', 'Infinity', '1 2']) {
      expect(readDecimal(text), text).toBeNaN();
    }
  });
});

describe('roundTo', () => {
  it('rounds to the given places, leaving no binary tail', () => {
    expect(roundTo(1.494 + 0.1, 3)).toBe(1.594);
    expect(roundTo(0.1 + 0.2, 3)).toBe(0.3);
    expect(roundTo(-2.0004, 3)).toBe(-2);
    expect(roundTo(15 * 3, 0)).toBe(45);
  });
});
