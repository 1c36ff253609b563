import { type Camera, type Rect, type Size, viewRect } from '../../../viewer';

export interface MinimapGeometry {
  /** The minimap's size in CSS pixels (its width is given; its height follows the canvas). */
  size: Size;
  /** CSS pixels per canvas unit. */
  scale: number;
  /** The part of the canvas in view, on the minimap (clipped to it). */
  view: Rect;
}

/** Lays the whole izoom canvas into a minimap `width` pixels wide (at most `maxHeight` high) and marks the view. */
export const minimapGeometry = (
  canvas: Size,
  camera: Camera,
  viewport: Size,
  width: number,
  maxHeight = width,
): MinimapGeometry => {
  const scale = Math.min(width / canvas.width, maxHeight / canvas.height);
  const size = { width: canvas.width * scale, height: canvas.height * scale };
  const seen = viewRect(camera, viewport);
  const x = Math.max(0, seen.x * scale);
  const y = Math.max(0, seen.y * scale);
  const right = Math.min(size.width, (seen.x + seen.width) * scale);
  const bottom = Math.min(size.height, (seen.y + seen.height) * scale);
  return { size, scale, view: { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) } };
};

/** The same zoom, centred on the canvas point under a minimap point. */
export const cameraAtMinimapPoint = (camera: Camera, geometry: MinimapGeometry, x: number, y: number): Camera => ({
  ...camera,
  centerX: x / geometry.scale,
  centerY: y / geometry.scale,
});
