import { describe, expect, it } from 'vitest';
import { moveItem, sameOrder } from './reorder';

describe('moving an item in a list', () => {
  it('moves forward, backward and clamps to the ends', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 99)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 1, -5)).toEqual([2, 1, 3]);
  });

  it('leaves the list as it was for an unknown index, and never changes its input', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 7, 0)).toEqual([1, 2, 3]);
    moveItem(list, 0, 2);
    expect(list).toEqual([1, 2, 3]);
    expect(sameOrder(list, [1, 2, 3])).toBe(true);
    expect(sameOrder(list, [1, 3, 2])).toBe(false);
  });
});
