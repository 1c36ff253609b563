import { type Camera, type Size, viewRect } from '../core/camera';
import type { DrawItem, SceneHooks } from '../core/scene-hooks';
import type { TileId } from '../core/tile-id';
import { textureBytes, visibleItems } from '../three/placement';

/** A tile held as its decoded bitmap. */
export interface CanvasTile {
  readonly image: ImageBitmap;
}

/**
 * Draws the focus view with a 2D canvas: for machines whose WebGL is software (no GPU), where a 2D
 * canvas fills the screen several times faster than WebGL. Tiles are drawn coarse to fine, each on
 * whole device pixels, so neighbours meet without seams; tiles wholly under finer ones are skipped.
 */
export class CanvasRenderer implements SceneHooks<CanvasTile> {
  private readonly context: CanvasRenderingContext2D;
  private readonly held = new Set<CanvasTile>();
  private readonly restoreCallbacks = new Set<() => void>();
  /**
   * The canvas shows its background only: a new one (an opaque canvas starts black), or after a frame with no
   * tiles. Drawing it again would change nothing, yet cost a copy of the whole canvas for the compositor.
   */
  private blank: boolean;

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
    canvas.addEventListener('contextrestored', this.handleRestored);
  }

  /** A 2D canvas keeps drawing while its context is lost and comes back by itself. */
  get contextLost(): boolean {
    return false;
  }

  onContextRestored(callback: () => void): () => void {
    this.restoreCallbacks.add(callback);
    return () => this.restoreCallbacks.delete(callback);
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
    const shown = visibleItems(items, viewRect(camera, viewport))
      .filter((item) => this.held.has(item.handle))
      .sort((a, b) => a.layer - b.layer);
    if (shown.length === 0 && this.blank) return;
    this.blank = shown.length === 0;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(viewport.width * ratio));
    const height = Math.max(1, Math.round(viewport.height * ratio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    const scale = camera.zoom * ratio;
    const x = (u: number) => Math.round((u - camera.centerX) * scale + width / 2);
    const y = (v: number) => Math.round((v - camera.centerY) * scale + height / 2);
    const context = this.context;
    context.fillStyle = this.background;
    context.fillRect(0, 0, width, height);
    for (const item of shown) {
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
  }

  destroy(): void {
    this.canvas.removeEventListener('contextrestored', this.handleRestored);
    for (const tile of [...this.held]) this.dispose(tile);
    this.restoreCallbacks.clear();
  }

  private readonly handleRestored = (): void => {
    for (const callback of this.restoreCallbacks) callback();
  };
}
