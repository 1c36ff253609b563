/**
 * The level count of a Deep Zoom pyramid, shared by the server that writes pyramids and the viewer that
 * reads them: level `maxLevel` is full size, level 0 is 1 × 1. `ceil(log2(max(width, height)))`, counted in
 * integers so no rounding of `log2` can be off by one.
 */
export function maxLevelOf(width: number, height: number): number {
  const side = Math.max(width, height, 1);
  let level = 0;
  while (2 ** level < side) level++;
  return level;
}
