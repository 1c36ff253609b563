import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY, retryPolicy } from './backoff';

describe('backoffDelay', () => {
  it('doubles from the base delay', () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, DEFAULT_RETRY))).toEqual([250, 500, 1000, 2000]);
  });

  it('is capped at the maximum, even for huge retry numbers', () => {
    expect(backoffDelay(5, DEFAULT_RETRY)).toBe(4000);
    expect(backoffDelay(6, DEFAULT_RETRY)).toBe(4000);
    expect(backoffDelay(5000, DEFAULT_RETRY)).toBe(4000);
    expect(backoffDelay(3, { baseMs: 100, maxMs: 300 })).toBe(300);
  });

  it('rejects retry numbers below 1 or fractional', () => {
    expect(() => backoffDelay(0, DEFAULT_RETRY)).toThrow(RangeError);
    expect(() => backoffDelay(1.5, DEFAULT_RETRY)).toThrow(RangeError);
  });
});

describe('retryPolicy', () => {
  it('fills in the defaults: 3 retries, 250 ms doubling up to 4 s', () => {
    expect(retryPolicy()).toEqual({ attempts: 3, baseMs: 250, maxMs: 4000 });
    expect(retryPolicy({ attempts: 0 })).toEqual({ attempts: 0, baseMs: 250, maxMs: 4000 });
  });

  it('rejects negative, fractional or non-finite values', () => {
    expect(() => retryPolicy({ attempts: -1 })).toThrow(RangeError);
    expect(() => retryPolicy({ attempts: 1.5 })).toThrow(RangeError);
    expect(() => retryPolicy({ baseMs: Number.NaN })).toThrow(RangeError);
    expect(() => retryPolicy({ maxMs: -5 })).toThrow(RangeError);
  });
});
