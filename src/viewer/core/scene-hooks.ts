import type { TileId } from '../../shared/deep-zoom';
import type { Camera, Rect, Size } from './camera';

/** Where a tile's texture is drawn: its content (overlap cut away) on the izoom canvas, in canvas units. */
export interface TileRect {
  /** The tile's content rect on the izoom canvas (canvas units). */
  readonly rect: Rect;
  /** The part of the texture that is content, as UV coordinates (0..1, v = 0 at the top row of the image). */
  readonly uv: { readonly u0: number; readonly v0: number; readonly u1: number; readonly v1: number };
  /** Draw order: coarser levels first, so finer tiles cover them. */
  readonly layer: number;
}

export interface DrawItem<H> extends TileRect {
  readonly key: string;
  /** The picture the tile belongs to (a scene of several izooms places each on its own plane). */
  readonly picture: number;
  readonly handle: H;
}

/**
 * What the engine core asks of a renderer (DESIGN.md: the core knows nothing of three.js). `H` is the
 * renderer's own handle for an uploaded tile (a texture, a mesh…).
 */
export interface TextureHooks<H> {
  /** Makes a GPU texture of a decoded tile; answers its handle and the GPU bytes it holds. */
  upload(id: TileId, image: ImageBitmap): { handle: H; bytes: number };
  /** Frees what `upload` made (the cache evicted it). */
  dispose(handle: H): void;
}

/** A renderer of the flat (focus) view: the engine's `frame` hands it each frame's tiles. */
export interface SceneHooks<H> extends TextureHooks<H> {
  /** Draws one frame: these tiles, seen through `camera` in a viewport of CSS pixels. */
  render(items: readonly DrawItem<H>[], camera: Camera, viewport: Size): void;
}
