import type { TileId } from '../../shared/deep-zoom';
import type { Camera, Size } from '../core/camera';
import type { DrawItem, SceneHooks, TileRect } from '../core/scene-hooks';
import {
  areasToRedraw,
  frustumFor,
  frustumRect,
  type PixelRect,
  pixelRect,
  pixelRectsOverlap,
  type ShownFrame,
  textureBytes,
  visibleItems,
} from '../three/frustum';

/** A tile held as its decoded bitmap. */
export interface CanvasTile {
  readonly image: ImageBitmap;
}

/**
 * Draws the focus view with a 2D canvas: for machines whose WebGL is software (no GPU), where a 2D
 * canvas fills the screen several times faster than WebGL. Tiles are drawn coarse to fine, each on
 * whole device pixels, so neighbours meet without seams; tiles wholly under finer ones are skipped. The canvas
 * keeps its pixels between frames: when only tiles changed (they streamed in), only where they changed is drawn.
 */
export class CanvasRenderer implements SceneHooks<CanvasTile> {
  private readonly context: CanvasRenderingContext2D;
  private readonly held = new Set<CanvasTile>();
  /**
   * The canvas shows its background only: a new one (an opaque canvas starts black), or after a frame with no
   * tiles. Drawing it again would change nothing, yet cost a copy of the whole canvas for the compositor.
   */
  private blank: boolean;
  /** What the canvas holds, for drawing only what changed; null when that is not known. */
  private shown: ShownFrame<CanvasTile> | null = null;
  private buffer = { width: 0, height: 0 };

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly background = '#000000',
  ) {
    // Desynchronized: a drawn frame goes to the screen without the compositor's commit copying the whole
    // canvas on the main thread (10–20 ms a frame where there is no GPU, which is where this drawer runs).
    const context = canvas.getContext('2d', { alpha: false, desynchronized: true });
    if (!context) throw new Error('This browser has no 2D canvas');
    this.context = context;
    this.blank = background === '#000000';
  }

  /** A 2D canvas keeps drawing while its context is lost and comes back by itself. */
  loseContext(): void {}

  restoreContext(): void {
    this.shown = null; // the restored canvas is blank
  }

  upload(_id: TileId, image: ImageBitmap): { handle: CanvasTile; bytes: number } {
    const handle = { image };
    this.held.add(handle);
    return { handle, bytes: textureBytes(image.width, image.height) };
  }

  dispose(tile: CanvasTile): void {
    if (this.held.delete(tile)) tile.image.close();
  }

  render(items: readonly DrawItem<CanvasTile>[], camera: Camera, viewport: Size): void {
    const frustum = frustumFor(camera, viewport);
    const shown = visibleItems(items, frustumRect(frustum))
      .filter((item) => this.held.has(item.handle))
      .sort((a, b) => a.layer - b.layer);
    if (shown.length === 0 && this.blank) return;
    const ratio = globalThis.devicePixelRatio || 1;
    const buffer = this.resize(viewport, ratio);
    const next = { frustum, buffer, drawn: new Map<CanvasTile, TileRect>(shown.map((i) => [i.handle, i])) };
    const areas = this.blank ? 'whole' : areasToRedraw(this.shown, next);
    this.shown = next;
    this.blank = shown.length === 0;
    if (areas.length === 0) return;

    const scale = camera.zoom * ratio;
    const x = (u: number) => Math.round((u - camera.centerX) * scale + buffer.width / 2);
    const y = (v: number) => Math.round((v - camera.centerY) * scale + buffer.height / 2);
    const context = this.context;
    let drawn = shown;
    if (areas !== 'whole') {
      context.save();
      context.beginPath();
      for (const a of areas) context.rect(a.x0, a.y0, a.x1 - a.x0, a.y1 - a.y0);
      context.clip();
      drawn = shown.filter((item) => reaches(pixelRect(item.rect, frustum, buffer), areas));
    }
    context.fillStyle = this.background;
    context.fillRect(0, 0, buffer.width, buffer.height);
    for (const item of drawn) {
      const { image } = item.handle;
      const { rect, uv } = item;
      const left = x(rect.x);
      const top = y(rect.y);
      context.drawImage(
        image,
        uv.u0 * image.width,
        uv.v0 * image.height,
        (uv.u1 - uv.u0) * image.width,
        (uv.v1 - uv.v0) * image.height,
        left,
        top,
        x(rect.x + rect.width) - left,
        y(rect.y + rect.height) - top,
      );
    }
    if (areas !== 'whole') context.restore();
  }

  /** Sizes the canvas to the viewport in device pixels; the same object while unchanged (sizing clears it). */
  private resize(viewport: Size, ratio: number): { width: number; height: number } {
    const width = Math.max(1, Math.round(viewport.width * ratio));
    const height = Math.max(1, Math.round(viewport.height * ratio));
    if (width === this.buffer.width && height === this.buffer.height) return this.buffer;
    this.canvas.width = width;
    this.canvas.height = height;
    this.buffer = { width, height };
    return this.buffer;
  }

  destroy(): void {
    for (const tile of [...this.held]) this.dispose(tile);
  }
}

const reaches = (rect: PixelRect | null, areas: readonly PixelRect[]): boolean =>
  rect !== null && areas.some((area) => pixelRectsOverlap(rect, area));
