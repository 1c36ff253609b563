import { describe, expect, it } from 'vitest';
import { gridSize, type Pyramid, pyramidOf, tileId, tileRectInImage } from '../../shared/deep-zoom';
import { ancestorsOf, childrenOf, parentOf, parseTileKey, sameTile, tileKey } from './tile-id';

const picture1000 = pyramidOf(1000, 750);

describe('tile keys', () => {
  it('reads "<picture>/<level>/<col>_<row>"', () => {
    expect(tileKey(tileId(3, 10, 2, 1))).toBe('3/10/2_1');
    expect(tileKey({ picture: 0, level: 0, col: 0, row: 0 })).toBe('0/0/0_0');
  });

  it('is unique where digits could run together', () => {
    const ids = [
      tileId(1, 11, 1, 1),
      tileId(11, 1, 1, 1),
      tileId(1, 1, 11, 1),
      tileId(1, 1, 1, 11),
      tileId(1, 1, 1, 1),
    ];
    expect(new Set(ids.map(tileKey)).size).toBe(ids.length);
  });

  it('parses back what it wrote', () => {
    expect(parseTileKey('3/10/2_1')).toEqual({ picture: 3, level: 10, col: 2, row: 1 });
    expect(parseTileKey('-1/0/0_0')).toEqual({ picture: -1, level: 0, col: 0, row: 0 });
    const id = tileId(42, 14, 32, 20);
    expect(parseTileKey(tileKey(id))).toEqual(id);
  });

  it('rejects anything tileKey would not write', () => {
    for (const key of [
      '',
      '3/10/2-1',
      '3/10/02_1',
      '03/10/2_1',
      ' 3/10/2_1',
      '3/10/2_1/',
      'a/b/c_d',
      '3/-1/0_0',
      '3/1.5/0_0',
    ]) {
      expect(parseTileKey(key), key).toBeNull();
    }
  });

  it('compares by value', () => {
    expect(sameTile(tileId(1, 2, 3, 4), { picture: 1, level: 2, col: 3, row: 4 })).toBe(true);
    expect(sameTile(tileId(1, 2, 3, 4), tileId(2, 2, 3, 4))).toBe(false);
    expect(sameTile(tileId(1, 2, 3, 4), tileId(1, 2, 4, 3))).toBe(false);
  });
});

describe('tile family', () => {
  it('has a parent one level up at half the column and row', () => {
    expect(parentOf(tileId(3, 10, 3, 2))).toEqual(tileId(3, 9, 1, 1));
    expect(parentOf(tileId(3, 10, 2, 1))).toEqual(tileId(3, 9, 1, 0));
    expect(parentOf(tileId(3, 1, 0, 0))).toEqual(tileId(3, 0, 0, 0));
    expect(parentOf(tileId(3, 0, 0, 0))).toBeNull();
  });

  it('lists ancestors nearest first down to level 0', () => {
    expect(ancestorsOf(tileId(5, 10, 3, 2))).toEqual([
      tileId(5, 9, 1, 1),
      tileId(5, 8, 0, 0),
      tileId(5, 7, 0, 0),
      tileId(5, 6, 0, 0),
      tileId(5, 5, 0, 0),
      tileId(5, 4, 0, 0),
      tileId(5, 3, 0, 0),
      tileId(5, 2, 0, 0),
      tileId(5, 1, 0, 0),
      tileId(5, 0, 0, 0),
    ]);
    expect(ancestorsOf(tileId(5, 0, 0, 0))).toEqual([]);
  });

  it('has four children inside the picture', () => {
    // Level 10 of 1000 × 750 has 4 × 3 tiles.
    expect(childrenOf(tileId(1, 9, 0, 0), picture1000)).toEqual([
      tileId(1, 10, 0, 0),
      tileId(1, 10, 1, 0),
      tileId(1, 10, 0, 1),
      tileId(1, 10, 1, 1),
    ]);
  });

  it('clips children to the finer grid', () => {
    // Row 3 does not exist at level 10.
    expect(childrenOf(tileId(1, 9, 1, 1), picture1000)).toEqual([tileId(1, 10, 2, 2), tileId(1, 10, 3, 2)]);
    // Level 1 of 1000 × 750 is 2 × 2 pixels: one tile.
    expect(childrenOf(tileId(1, 0, 0, 0), picture1000)).toEqual([tileId(1, 1, 0, 0)]);
  });

  it('has no children at the full-size level', () => {
    expect(childrenOf(tileId(1, 10, 0, 0), picture1000)).toEqual([]);
    expect(childrenOf(tileId(1, 0, 0, 0), pyramidOf(1, 1))).toEqual([]);
  });

  it('is each child’s parent', () => {
    const parent = tileId(2, 9, 1, 0);
    const children = childrenOf(parent, picture1000);
    expect(children).toHaveLength(4);
    for (const child of children) expect(parentOf(child)).toEqual(parent);
  });
});

describe('children in the picture', () => {
  const pictures: Pyramid[] = [pyramidOf(1000, 750), pyramidOf(8198, 5124), pyramidOf(1001, 3), pyramidOf(255, 255)];
  const at = (level: number, col: number, row: number) => tileId(0, level, col, row);

  it('covers a tile’s place in the picture exactly with its children', () => {
    for (const p of pictures) {
      for (let level = 0; level < p.maxLevel; level++) {
        const { cols, rows } = gridSize(p, level);
        for (let row = 0; row < rows; row++) {
          for (let col = 0; col < cols; col++) {
            const parent = tileRectInImage(p, at(level, col, row));
            const children = childrenOf(at(level, col, row), p).map((child) => tileRectInImage(p, child));
            const area = children.reduce((sum, r) => sum + r.width * r.height, 0);
            expect(area).toBe(parent.width * parent.height);
            expect(Math.min(...children.map((r) => r.x))).toBe(parent.x);
            expect(Math.max(...children.map((r) => r.x + r.width))).toBe(parent.x + parent.width);
            expect(Math.max(...children.map((r) => r.y + r.height))).toBe(parent.y + parent.height);
          }
        }
      }
    }
  });
});
