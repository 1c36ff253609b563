import { LinearFilter, NoColorSpace, Texture } from 'three';

/**
 * Watches a canvas's WebGL context for a renderer: whether it is lost now, and, once it is back, the
 * renderer's own repair (`onRestored`) first and then whoever subscribed (the engine refetches tiles).
 */
export class ContextWatch {
  lost = false;
  private readonly callbacks = new Set<() => void>();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onRestored: () => void,
  ) {
    canvas.addEventListener('webglcontextlost', this.handleLost);
    canvas.addEventListener('webglcontextrestored', this.handleRestored);
  }

  /** Answers the unsubscribe. */
  subscribe(callback: () => void): () => void {
    this.callbacks.add(callback);
    return () => this.callbacks.delete(callback);
  }

  dispose(): void {
    this.canvas.removeEventListener('webglcontextlost', this.handleLost);
    this.canvas.removeEventListener('webglcontextrestored', this.handleRestored);
    this.callbacks.clear();
  }

  private readonly handleLost = (event: Event): void => {
    // Without this the browser would never give the context back.
    event.preventDefault();
    this.lost = true;
  };

  private readonly handleRestored = (): void => {
    this.lost = false;
    this.onRestored();
    for (const callback of this.callbacks) callback();
  };
}

/** A tile's texture: display-ready JPEG pixels shown as they are (no sRGB conversion), no mipmaps. */
export const tileTexture = (image: ImageBitmap): Texture => {
  const texture = new Texture(image);
  texture.colorSpace = NoColorSpace;
  texture.flipY = false;
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
};
