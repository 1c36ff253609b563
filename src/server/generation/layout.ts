import type { Rect } from '../../shared/schemas/manifest';

/** Space between pictures, as a share of a row's height. */
export const LAYOUT_GAP = 0.05;

/**
 * The default layout: rows of about √n pictures, each one unit high and as wide as its aspect,
 * rows left-aligned, top to bottom. Returns the rectangles in order and the canvas that holds them.
 */
export function gridLayout(sizes: readonly { width: number; height: number }[]): {
  rects: Rect[];
  canvas: { width: number; height: number };
} {
  if (sizes.length === 0) return { rects: [], canvas: { width: 0, height: 0 } };
  const perRow = Math.ceil(Math.sqrt(sizes.length));
  const rects: Rect[] = [];
  let canvasWidth = 0;
  sizes.forEach((size, i) => {
    const row = Math.floor(i / perRow);
    const previous = i % perRow === 0 ? undefined : rects[i - 1];
    const x = previous ? previous.x + previous.width + LAYOUT_GAP : 0;
    const width = size.width / size.height;
    rects.push({ x, y: row * (1 + LAYOUT_GAP), width, height: 1 });
    canvasWidth = Math.max(canvasWidth, x + width);
  });
  const rows = Math.ceil(sizes.length / perRow);
  return { rects, canvas: { width: canvasWidth, height: rows + (rows - 1) * LAYOUT_GAP } };
}
