import type { Camera, Size } from '../core/camera';
import type { TilePlacement } from '../core/scene-hooks';

/** The orthographic camera's planes, in canvas units. `top` is smaller than `bottom`: canvas y grows downwards. */
export interface Frustum {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** What the viewport shows of the canvas: the same area as `viewRect`, as camera planes. */
export const frustumFor = (camera: Camera, viewport: Size): Frustum => {
  const halfWidth = viewport.width / (2 * camera.zoom);
  const halfHeight = viewport.height / (2 * camera.zoom);
  return {
    left: camera.centerX - halfWidth,
    right: camera.centerX + halfWidth,
    top: camera.centerY - halfHeight,
    bottom: camera.centerY + halfHeight,
  };
};

/**
 * The unit quad in canvas orientation, in PlaneGeometry's vertex order: top-left, top-right,
 * bottom-left, bottom-right, at z = 0. Scaled and moved to a tile's rect it covers the rect exactly.
 */
export const QUAD_POSITIONS: readonly number[] = [0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0];

/**
 * PlaneGeometry's triangles. The quad is mirrored (y down) and so is the camera (top < bottom), so
 * on screen they keep three.js's counter-clockwise front faces.
 */
export const QUAD_INDEX: readonly number[] = [0, 2, 1, 2, 3, 1];

/**
 * UVs of the quad's four vertices for the content part of a texture uploaded with flipY = false
 * (v = 0 is the image's top row, as `TilePlacement.uv` says).
 */
export const quadUvs = (uv: TilePlacement['uv']): Float32Array =>
  Float32Array.of(uv.u0, uv.v0, uv.u1, uv.v0, uv.u0, uv.v1, uv.u1, uv.v1);

/** Writes `quadUvs(uv)` into `target` without allocating; answers whether anything changed. */
export const writeQuadUvs = (target: Float32Array, uv: TilePlacement['uv']): boolean => {
  const changed =
    target[0] !== Math.fround(uv.u0) ||
    target[1] !== Math.fround(uv.v0) ||
    target[2] !== Math.fround(uv.u1) ||
    target[5] !== Math.fround(uv.v1);
  if (!changed) return false;
  target[0] = target[4] = uv.u0;
  target[1] = target[3] = uv.v0;
  target[2] = target[6] = uv.u1;
  target[5] = target[7] = uv.v1;
  return true;
};

export const GPU_BYTES_PER_PIXEL = 4;

/** GPU memory of an RGBA8 texture without mipmaps. */
export const textureBytes = (width: number, height: number): number => width * height * GPU_BYTES_PER_PIXEL;
