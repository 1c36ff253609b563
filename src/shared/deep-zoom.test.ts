import { describe, expect, it } from 'vitest';
import {
  gridSize,
  levelScale,
  levelSize,
  maxLevelOf,
  type Pyramid,
  pyramidOf,
  tileContentRect,
  tileCount,
  tileId,
  tileRect,
  tileRectInImage,
  tileUrl,
} from './deep-zoom';

// Sizes below were checked against the tiles `vips dzsave --tile-size 254 --overlap 1` (libvips 8.14) writes.
const picture1000 = pyramidOf(1000, 750);

const at = (level: number, col: number, row: number) => tileId(0, level, col, row);

describe('levels', () => {
  it('counts levels down to one pixel', () => {
    expect(maxLevelOf(1000, 750)).toBe(10);
    expect(maxLevelOf(8198, 5124)).toBe(14);
    expect(maxLevelOf(8192, 10)).toBe(13);
    expect(maxLevelOf(508, 254)).toBe(9);
    expect(maxLevelOf(1, 1)).toBe(0);
    expect(maxLevelOf(2, 1)).toBe(1);
    expect(maxLevelOf(2 ** 29 + 1, 1)).toBe(30);
  });

  it('builds a pyramid with 254 px tiles and overlap 1 by default', () => {
    expect(picture1000).toEqual({ width: 1000, height: 750, tileSize: 254, overlap: 1, maxLevel: 10 });
  });

  it('halves each level rounding up', () => {
    const sizes = Array.from({ length: 11 }, (_, level) => levelSize(picture1000, level));
    expect(sizes).toEqual([
      { width: 1, height: 1 },
      { width: 2, height: 2 },
      { width: 4, height: 3 },
      { width: 8, height: 6 },
      { width: 16, height: 12 },
      { width: 32, height: 24 },
      { width: 63, height: 47 },
      { width: 125, height: 94 },
      { width: 250, height: 188 },
      { width: 500, height: 375 },
      { width: 1000, height: 750 },
    ]);
  });

  it('never shrinks a side below one pixel', () => {
    const strip = pyramidOf(1001, 3);
    expect(levelSize(strip, 8)).toEqual({ width: 251, height: 1 });
    expect(levelSize(strip, 0)).toEqual({ width: 1, height: 1 });
  });

  it('scales by powers of two', () => {
    expect(levelScale(picture1000, 10)).toBe(1);
    expect(levelScale(picture1000, 9)).toBe(0.5);
    expect(levelScale(picture1000, 8)).toBe(0.25);
    expect(levelScale(picture1000, 0)).toBe(1 / 1024);
  });
});

describe('grids', () => {
  it('has 4 × 3 tiles at full size for 1000 × 750, one tile from level 8 down', () => {
    expect(gridSize(picture1000, 10)).toEqual({ cols: 4, rows: 3 });
    expect(gridSize(picture1000, 9)).toEqual({ cols: 2, rows: 2 });
    expect(gridSize(picture1000, 8)).toEqual({ cols: 1, rows: 1 });
    expect(gridSize(picture1000, 0)).toEqual({ cols: 1, rows: 1 });
  });

  it('has 15 levels and 966 tiles for 8198 × 5124', () => {
    const big = pyramidOf(8198, 5124);
    const grids = [14, 13, 12, 11, 10, 9, 8].map((level) => gridSize(big, level));
    expect(grids).toEqual([
      { cols: 33, rows: 21 },
      { cols: 17, rows: 11 },
      { cols: 9, rows: 6 },
      { cols: 5, rows: 3 },
      { cols: 3, rows: 2 },
      { cols: 2, rows: 1 },
      { cols: 1, rows: 1 },
    ]);
    let total = 0;
    for (let level = 0; level <= big.maxLevel; level++) total += gridSize(big, level).cols * gridSize(big, level).rows;
    expect(total).toBe(693 + 187 + 54 + 15 + 6 + 2 + 9);
  });

  it('adds no tile for a side that is an exact multiple of the tile size', () => {
    const exact = pyramidOf(508, 254);
    expect(gridSize(exact, 9)).toEqual({ cols: 2, rows: 1 });
    expect(gridSize(exact, 8)).toEqual({ cols: 1, rows: 1 });
    expect(levelSize(exact, 8)).toEqual({ width: 254, height: 127 });
    // One pixel more needs a second tile.
    expect(gridSize(pyramidOf(255, 255), 8)).toEqual({ cols: 2, rows: 2 });
  });

  it('has one 1 × 1 tile for a 1 × 1 picture', () => {
    const dot = pyramidOf(1, 1);
    expect(dot.maxLevel).toBe(0);
    expect(gridSize(dot, 0)).toEqual({ cols: 1, rows: 1 });
    expect(tileRect(dot, at(0, 0, 0))).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(tileRectInImage(dot, at(0, 0, 0))).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('tile rects at full size of 1000 × 750', () => {
  it('has no overlap on the left and top of the corner tile', () => {
    expect(tileRect(picture1000, at(10, 0, 0))).toEqual({ x: 0, y: 0, width: 255, height: 255 });
    expect(tileContentRect(picture1000, at(10, 0, 0))).toEqual({ x: 0, y: 0, width: 254, height: 254 });
  });

  it('has overlap on all sides of an inner tile', () => {
    expect(tileRect(picture1000, at(10, 1, 1))).toEqual({ x: 253, y: 253, width: 256, height: 256 });
    expect(tileContentRect(picture1000, at(10, 1, 1))).toEqual({ x: 254, y: 254, width: 254, height: 254 });
  });

  it('clips an edge tile at the picture', () => {
    expect(tileRect(picture1000, at(10, 3, 0))).toEqual({ x: 761, y: 0, width: 239, height: 255 });
    expect(tileContentRect(picture1000, at(10, 3, 0))).toEqual({ x: 762, y: 0, width: 238, height: 254 });
    expect(tileRect(picture1000, at(10, 0, 1))).toEqual({ x: 0, y: 253, width: 255, height: 256 });
  });

  it('clips the bottom-right tile on two sides', () => {
    expect(tileRect(picture1000, at(10, 3, 2))).toEqual({ x: 761, y: 507, width: 239, height: 243 });
    expect(tileContentRect(picture1000, at(10, 3, 2))).toEqual({ x: 762, y: 508, width: 238, height: 242 });
    expect(tileRectInImage(picture1000, at(10, 3, 2))).toEqual({ x: 762, y: 508, width: 238, height: 242 });
  });
});

describe('tile rects at coarser levels', () => {
  it('writes level 9 tiles of 1000 × 750 as 255 × 255 and 247 × 122', () => {
    expect(tileRect(picture1000, at(9, 0, 0))).toEqual({ x: 0, y: 0, width: 255, height: 255 });
    expect(tileRect(picture1000, at(9, 1, 1))).toEqual({ x: 253, y: 253, width: 247, height: 122 });
  });

  it('places a level 9 tile at twice its level coordinates in the picture', () => {
    expect(tileRectInImage(picture1000, at(9, 1, 1))).toEqual({ x: 508, y: 508, width: 492, height: 242 });
  });

  it('clips the rounded-up last pixel of a level at the picture', () => {
    // Level 8 is 250 × 188: 188 × 4 = 752 rows, two past the picture.
    expect(tileRectInImage(picture1000, at(8, 0, 0))).toEqual({ x: 0, y: 0, width: 1000, height: 750 });
    expect(tileRectInImage(picture1000, at(0, 0, 0))).toEqual({ x: 0, y: 0, width: 1000, height: 750 });
  });

  it('gives the last tile of a side that is an exact multiple its full overlap', () => {
    const exact = pyramidOf(508, 254);
    expect(tileRect(exact, at(9, 1, 0))).toEqual({ x: 253, y: 0, width: 255, height: 254 });
    expect(tileRect(exact, at(8, 0, 0))).toEqual({ x: 0, y: 0, width: 254, height: 127 });
    expect(tileRect(pyramidOf(255, 255), at(8, 1, 1))).toEqual({ x: 253, y: 253, width: 2, height: 2 });
  });

  it('writes the last tile of 8198 × 5124 as 71 × 45', () => {
    const big = pyramidOf(8198, 5124);
    expect(tileRect(big, at(14, 32, 20))).toEqual({ x: 8127, y: 5079, width: 71, height: 45 });
    expect(tileRect(big, at(12, 8, 5))).toEqual({ x: 2031, y: 1269, width: 19, height: 12 });
  });
});

describe('tiles fit together', () => {
  const pictures: Pyramid[] = [picture1000, pyramidOf(8198, 5124), pyramidOf(1001, 3), pyramidOf(255, 255)];

  it('covers each level exactly with content rects', () => {
    for (const p of pictures) {
      for (let level = 0; level <= p.maxLevel; level++) {
        const { cols, rows } = gridSize(p, level);
        let width = 0;
        for (let col = 0; col < cols; col++) width += tileContentRect(p, at(level, col, 0)).width;
        let height = 0;
        for (let row = 0; row < rows; row++) height += tileContentRect(p, at(level, 0, row)).height;
        expect({ width, height }).toEqual(levelSize(p, level));
      }
    }
  });
});

describe('tile URLs', () => {
  it('fills level, column and row', () => {
    expect(tileUrl('izooms/7/v2/pictures/3_files/{level}/{col}_{row}.jpeg', tileId(3, 12, 4, 5))).toBe(
      'izooms/7/v2/pictures/3_files/12/4_5.jpeg',
    );
  });

  it('fills every occurrence', () => {
    expect(tileUrl('{level}/{level}-{row}{col}', tileId(0, 2, 1, 0))).toBe('2/2-01');
  });
});

describe('whole pyramids', () => {
  it('counts tiles as libvips dzsave writes them (254 px, 3000 × 2000: 12 × 8 at full size)', () => {
    const p = pyramidOf(3000, 2000);
    expect(gridSize(p, 12)).toEqual({ cols: 12, rows: 8 });
    expect(gridSize(p, 11)).toEqual({ cols: 6, rows: 4 });
    expect(levelSize(p, 8)).toEqual({ width: 188, height: 125 });
    // 96 + 24 + 6 + 2 + 1 × 9 levels of one tile
    expect(tileCount(p)).toBe(96 + 24 + 6 + 2 + 9);
  });
});
