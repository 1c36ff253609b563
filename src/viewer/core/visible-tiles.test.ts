import { describe, expect, it } from 'vitest';
import { pyramidOf, type TileId, tileId } from '../../shared/deep-zoom';
import { tileKey } from './tile-id';
import { chooseLevel, clipToPicture, coarserTiles, fallbackCover, visibleTiles } from './visible-tiles';

// 1000 × 750: maxLevel 10 with 4 × 3 tiles, level 9 with 2 × 2, one tile from level 8 down.
const p = pyramidOf(1000, 750);
const PICTURE = 7;
const at = (level: number, col: number, row: number) => tileId(PICTURE, level, col, row);
const readyAmong = (...ids: TileId[]) => {
  const keys = new Set(ids.map(tileKey));
  return (id: TileId) => keys.has(tileKey(id));
};

describe('chooseLevel', () => {
  it('picks full size at one device pixel per picture pixel', () => {
    expect(chooseLevel(p, 1)).toBe(10);
  });

  it('picks the lowest level at least as sharp as the screen', () => {
    expect(chooseLevel(p, 0.5)).toBe(9);
    expect(chooseLevel(p, 0.6)).toBe(10);
    expect(chooseLevel(p, 0.26)).toBe(9);
    expect(chooseLevel(p, 0.25)).toBe(8);
    expect(chooseLevel(p, 1 / 1024)).toBe(0);
  });

  it('absorbs rounding just above a power of two', () => {
    expect(chooseLevel(p, 0.5 + 1e-12)).toBe(9);
    expect(chooseLevel(p, 0.25 + 1e-12)).toBe(8);
  });

  it('clamps to the pyramid', () => {
    expect(chooseLevel(p, 4)).toBe(10);
    expect(chooseLevel(p, 1e-6)).toBe(0);
    expect(chooseLevel(p, 0)).toBe(0);
    expect(chooseLevel(p, Number.NaN)).toBe(0);
    expect(chooseLevel(p, Number.POSITIVE_INFINITY)).toBe(10);
  });

  it('trades sharpness by bias', () => {
    expect(chooseLevel(p, 1, -1)).toBe(9);
    expect(chooseLevel(p, 0.6, -0.5)).toBe(9);
    expect(chooseLevel(p, 0.5, 1)).toBe(10);
    expect(chooseLevel(p, 1 / 1024, -1)).toBe(0);
  });
});

describe('clipToPicture', () => {
  it('keeps the part inside the picture', () => {
    expect(clipToPicture(p, { x: -100, y: 700, width: 300, height: 100 })).toEqual({
      x: 0,
      y: 700,
      width: 200,
      height: 50,
    });
  });

  it('is null outside or touching the edge', () => {
    expect(clipToPicture(p, { x: 1200, y: 0, width: 100, height: 100 })).toBeNull();
    expect(clipToPicture(p, { x: 1000, y: 0, width: 100, height: 100 })).toBeNull();
    expect(clipToPicture(p, { x: 10, y: 10, width: 0, height: 100 })).toBeNull();
  });
});

describe('visibleTiles', () => {
  it('covers the top-left quarter at full size with four tiles, the one under the centre first', () => {
    expect(visibleTiles(PICTURE, p, { x: 0, y: 0, width: 500, height: 375 }, 1)).toEqual({
      level: 10,
      tiles: [at(10, 0, 0), at(10, 1, 0), at(10, 0, 1), at(10, 1, 1)],
    });
  });

  it('takes every tile a view straddles', () => {
    // Columns 0–2 (200..600), rows 0–1 (200..300); the centre (400, 250) is in tile 1_0, 4 px above 1_1.
    expect(visibleTiles(PICTURE, p, { x: 200, y: 200, width: 400, height: 100 }, 1).tiles).toEqual([
      at(10, 1, 0),
      at(10, 1, 1),
      at(10, 2, 0),
      at(10, 2, 1),
      at(10, 0, 0),
      at(10, 0, 1),
    ]);
  });

  it('stops at a view that ends exactly on a tile border', () => {
    expect(visibleTiles(PICTURE, p, { x: 0, y: 0, width: 508, height: 254 }, 1).tiles).toEqual([
      at(10, 0, 0),
      at(10, 1, 0),
    ]);
  });

  it('orders the whole picture by distance from the centre', () => {
    expect(visibleTiles(PICTURE, p, { x: 0, y: 0, width: 1000, height: 750 }, 1).tiles.map(tileKey)).toEqual([
      '7/10/1_1',
      '7/10/2_1',
      '7/10/1_0',
      '7/10/2_0',
      '7/10/1_2',
      '7/10/2_2',
      '7/10/0_1',
      '7/10/3_1',
      '7/10/0_0',
      '7/10/0_2',
      '7/10/3_0',
      '7/10/3_2',
    ]);
  });

  it('shows a fully zoomed-out picture with one coarse tile', () => {
    expect(visibleTiles(PICTURE, p, { x: 0, y: 0, width: 1000, height: 750 }, 0.2)).toEqual({
      level: 8,
      tiles: [at(8, 0, 0)],
    });
    // The picture small in the middle of the screen: the view reaches far past it.
    expect(visibleTiles(PICTURE, p, { x: -500, y: -375, width: 2000, height: 1500 }, 0.1)).toEqual({
      level: 7,
      tiles: [at(7, 0, 0)],
    });
  });

  it('works at a coarser level in that level’s grid', () => {
    // 400..700 × 400..600 is 200..350 × 200..300 at level 9: all four tiles; the centre (275, 250) is in 1_0.
    expect(visibleTiles(PICTURE, p, { x: 400, y: 400, width: 300, height: 200 }, 0.5)).toEqual({
      level: 9,
      tiles: [at(9, 1, 0), at(9, 1, 1), at(9, 0, 0), at(9, 0, 1)],
    });
  });

  it('gives no tiles for a view outside the picture', () => {
    expect(visibleTiles(PICTURE, p, { x: 1200, y: 0, width: 100, height: 100 }, 1)).toEqual({ level: 10, tiles: [] });
    expect(visibleTiles(PICTURE, p, { x: -100, y: -100, width: 50, height: 50 }, 1).tiles).toEqual([]);
  });

  it('clips a view that reaches past the picture', () => {
    expect(visibleTiles(PICTURE, p, { x: -100, y: -100, width: 200, height: 200 }, 1).tiles).toEqual([at(10, 0, 0)]);
    expect(visibleTiles(PICTURE, p, { x: 900, y: 700, width: 500, height: 500 }, 1).tiles).toEqual([at(10, 3, 2)]);
  });

  it('uses a given level, clamped to the pyramid', () => {
    const whole = { x: 0, y: 0, width: 1000, height: 750 };
    expect(visibleTiles(PICTURE, p, whole, 1, { level: 9 }).tiles).toHaveLength(4);
    expect(visibleTiles(PICTURE, p, whole, 1, { level: 20 }).level).toBe(10);
    expect(visibleTiles(PICTURE, p, whole, 1, { level: -3 })).toEqual({ level: 0, tiles: [at(0, 0, 0)] });
  });

  it('passes bias to chooseLevel', () => {
    expect(visibleTiles(PICTURE, p, { x: 0, y: 0, width: 500, height: 375 }, 1, { bias: -1 }).level).toBe(9);
  });

  it('adds a margin of tiles around the view, clipped to the grid', () => {
    const { tiles } = visibleTiles(PICTURE, p, { x: 300, y: 300, width: 10, height: 10 }, 1, { margin: 1 });
    expect(tiles[0]).toEqual(at(10, 1, 1));
    expect(tiles.map(tileKey).sort()).toEqual(
      ['0_0', '1_0', '2_0', '0_1', '1_1', '2_1', '0_2', '1_2', '2_2'].map((cr) => `7/10/${cr}`).sort(),
    );
    const corner = visibleTiles(PICTURE, p, { x: 0, y: 0, width: 10, height: 10 }, 1, { margin: 1 });
    expect(corner.tiles).toEqual([at(10, 0, 0), at(10, 1, 0), at(10, 0, 1), at(10, 1, 1)]);
  });

  it('tags tiles with the picture given', () => {
    const { tiles } = visibleTiles(3, p, { x: 0, y: 0, width: 1000, height: 750 }, 0.25);
    expect(tiles).toEqual([tileId(3, 8, 0, 0)]);
  });
});

describe('fallbackCover', () => {
  const quarter = [at(10, 0, 0), at(10, 1, 0), at(10, 0, 1), at(10, 1, 1)];

  it('stands the parent in, once, for tiles not ready yet', () => {
    expect(fallbackCover(quarter, readyAmong(at(10, 0, 0), at(9, 0, 0)))).toEqual([at(9, 0, 0)]);
  });

  it('goes up to the grandparent when the parent is not ready either', () => {
    expect(fallbackCover(quarter, readyAmong(at(8, 0, 0), at(0, 0, 0)))).toEqual([at(8, 0, 0)]);
  });

  it('takes each tile’s nearest ready ancestor, in the order wanted', () => {
    const wanted = [at(10, 0, 0), at(10, 2, 0), at(10, 3, 0)];
    expect(fallbackCover(wanted, readyAmong(at(9, 1, 0), at(8, 0, 0)))).toEqual([at(8, 0, 0), at(9, 1, 0)]);
  });

  it('needs nothing when every wanted tile is ready', () => {
    expect(fallbackCover(quarter, () => true)).toEqual([]);
  });

  it('has nothing when no ancestor is ready', () => {
    expect(fallbackCover(quarter, readyAmong(at(10, 0, 0)))).toEqual([]);
  });

  it('never stands in another picture’s tile', () => {
    expect(fallbackCover([at(10, 0, 0)], readyAmong(tileId(1, 9, 0, 0)))).toEqual([]);
  });
});

describe('coarserTiles', () => {
  it('lists the parents once each, in order', () => {
    expect(coarserTiles([at(10, 2, 0), at(10, 0, 0), at(10, 1, 0), at(10, 3, 1)])).toEqual([at(9, 1, 0), at(9, 0, 0)]);
  });

  it('has none above level 0', () => {
    expect(coarserTiles([at(0, 0, 0)])).toEqual([]);
  });
});
