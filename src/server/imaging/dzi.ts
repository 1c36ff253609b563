import { maxLevelOf } from '../../shared/deep-zoom';

/** Deep Zoom pyramid arithmetic: level `maxLevel` is full size, each level below halves it (rounding up). */

export { maxLevelOf };

export function levelSize(width: number, height: number, level: number): { width: number; height: number } {
  const scale = 2 ** (maxLevelOf(width, height) - level);
  return { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
}

export function levelGrid(width: number, height: number, level: number, tileSize: number) {
  const size = levelSize(width, height, level);
  return { columns: Math.ceil(size.width / tileSize), rows: Math.ceil(size.height / tileSize) };
}

/** How many tile files a full pyramid (down to 1×1) has. */
export function tileCount(width: number, height: number, tileSize: number): number {
  let total = 0;
  for (let level = 0; level <= maxLevelOf(width, height); level++) {
    const { columns, rows } = levelGrid(width, height, level, tileSize);
    total += columns * rows;
  }
  return total;
}
