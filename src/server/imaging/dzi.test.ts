import { describe, expect, it } from 'vitest';
import { levelGrid, levelSize, maxLevelOf, tileCount } from './dzi';

describe('Deep Zoom arithmetic', () => {
  it('has levels down to one pixel', () => {
    expect(maxLevelOf(3000, 2000)).toBe(12);
    expect(maxLevelOf(4096, 10)).toBe(12);
    expect(maxLevelOf(4097, 10)).toBe(13);
    expect(maxLevelOf(1, 1)).toBe(0);
  });

  it('halves sizes rounding up', () => {
    expect(levelSize(3000, 2000, 12)).toEqual({ width: 3000, height: 2000 });
    expect(levelSize(3000, 2000, 11)).toEqual({ width: 1500, height: 1000 });
    expect(levelSize(3000, 2000, 8)).toEqual({ width: 188, height: 125 });
    expect(levelSize(3000, 2000, 0)).toEqual({ width: 1, height: 1 });
  });

  it('counts tiles as libvips dzsave writes them (254 px, 3000 × 2000: 12 × 8 at full size)', () => {
    expect(levelGrid(3000, 2000, 12, 254)).toEqual({ columns: 12, rows: 8 });
    expect(levelGrid(3000, 2000, 11, 254)).toEqual({ columns: 6, rows: 4 });
    // 96 + 24 + 6 + 2 + 1 × 9 levels of one tile
    expect(tileCount(3000, 2000, 254)).toBe(96 + 24 + 6 + 2 + 9);
  });
});
