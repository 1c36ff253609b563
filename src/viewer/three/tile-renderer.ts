import {
  type BufferAttribute,
  BufferGeometry,
  Float32BufferAttribute,
  LinearFilter,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  Scene,
  SRGBColorSpace,
  Texture,
  WebGLRenderer,
} from 'three';
import type { Camera, Size } from '../core/camera';
import type { DrawItem, SceneHooks } from '../core/scene-hooks';
import type { TileId } from '../core/tile-id';
import { frustumFor, QUAD_INDEX, QUAD_POSITIONS, textureBytes, writeQuadUvs } from './placement';

/** A tile on the GPU. `lost` turns true when the WebGL context came back after a loss: forget and refetch it. */
export interface TileTexture {
  readonly texture: Texture;
  readonly width: number;
  readonly height: number;
  readonly lost: boolean;
}

export interface TileRendererOptions {
  /** Device pixels per CSS pixel; by default the window's current devicePixelRatio, followed as it changes. */
  readonly pixelRatio?: number;
  /** Clear colour, 0xRRGGBB. */
  readonly background?: number;
}

interface Handle extends TileTexture {
  lost: boolean;
  mesh: Mesh<BufferGeometry, MeshBasicMaterial> | null;
  /** Uploaded while the context was lost: the bitmap is kept open until the context is back. */
  pending: ImageBitmap | null;
}

const NEAR = 0;
const FAR = 2;

/** Draws the focus view of one izoom: each tile a textured quad on the canvas plane, seen by an orthographic camera. */
export class TileRenderer implements SceneHooks<TileTexture> {
  private readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new OrthographicCamera(0, 1, 0, 1, NEAR, FAR);
  private readonly fixedPixelRatio: number | undefined;
  private readonly background: number;
  private readonly handles = new Set<Handle>();
  private shown = new Set<Handle>();
  private readonly restoreCallbacks = new Set<() => void>();
  private size = { width: 0, height: 0, pixelRatio: 0 };
  private lost = false;

  constructor(canvas: HTMLCanvasElement, options: TileRendererOptions = {}) {
    this.canvas = canvas;
    this.fixedPixelRatio = options.pixelRatio;
    this.background = options.background ?? 0x000000;
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: false,
      alpha: false,
      powerPreference: 'high-performance',
      preserveDrawingBuffer: false,
    });
    this.renderer.setClearColor(this.background, 1);
    this.camera.position.set(0, 0, FAR / 2);
    canvas.addEventListener('webglcontextlost', this.handleContextLost);
    canvas.addEventListener('webglcontextrestored', this.handleContextRestored);
  }

  get contextLost(): boolean {
    return this.lost;
  }

  /** Called once the context is back; every handle uploaded before the loss is then `lost`. Answers an unsubscribe. */
  onContextRestored(callback: () => void): () => void {
    this.restoreCallbacks.add(callback);
    return () => this.restoreCallbacks.delete(callback);
  }

  upload(_id: TileId, image: ImageBitmap): { handle: TileTexture; bytes: number } {
    const { width, height } = image;
    const texture = new Texture(image);
    texture.colorSpace = SRGBColorSpace;
    texture.flipY = false;
    texture.generateMipmaps = false;
    texture.minFilter = LinearFilter;
    texture.magFilter = LinearFilter;
    texture.needsUpdate = true;
    const handle: Handle = { texture, width, height, lost: false, mesh: null, pending: null };
    if (this.lost) handle.pending = image;
    else this.send(handle, image);
    this.handles.add(handle);
    return { handle, bytes: textureBytes(width, height) };
  }

  dispose(tile: TileTexture): void {
    const handle = tile as Handle;
    if (!this.handles.delete(handle)) return;
    this.shown.delete(handle);
    handle.pending?.close();
    handle.pending = null;
    // What was lost with the old context cannot be deleted from the new one; dropping it is enough.
    const onGpu = !handle.lost;
    this.freeMesh(handle, onGpu);
    if (onGpu) handle.texture.dispose();
  }

  render(items: readonly DrawItem<TileTexture>[], camera: Camera, viewport: Size): void {
    if (this.lost || viewport.width <= 0 || viewport.height <= 0) return;
    this.resize(viewport);
    const frustum = frustumFor(camera, viewport);
    this.camera.left = frustum.left;
    this.camera.right = frustum.right;
    this.camera.top = frustum.top;
    this.camera.bottom = frustum.bottom;
    this.camera.updateProjectionMatrix();

    const shown = new Set<Handle>();
    for (const item of items) {
      const handle = item.handle as Handle;
      if (handle.lost || !this.handles.has(handle)) continue;
      const mesh = handle.mesh ?? this.makeMesh(handle);
      mesh.position.set(item.rect.x, item.rect.y, 0);
      mesh.scale.set(item.rect.width, item.rect.height, 1);
      mesh.renderOrder = item.layer;
      const uv = mesh.geometry.getAttribute('uv') as BufferAttribute;
      if (writeQuadUvs(uv.array as Float32Array, item.uv)) uv.needsUpdate = true;
      mesh.visible = true;
      shown.add(handle);
    }
    for (const handle of this.shown) {
      if (!shown.has(handle) && handle.mesh) handle.mesh.visible = false;
    }
    this.shown = shown;
    this.renderer.render(this.scene, this.camera);
  }

  /** Frees every texture, mesh and the WebGL renderer. The renderer is unusable afterwards. */
  destroy(): void {
    this.canvas.removeEventListener('webglcontextlost', this.handleContextLost);
    this.canvas.removeEventListener('webglcontextrestored', this.handleContextRestored);
    for (const handle of [...this.handles]) this.dispose(handle);
    this.restoreCallbacks.clear();
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts per page; a kiosk mounting viewer after viewer must free each.
    this.renderer.forceContextLoss();
  }

  private resize(viewport: Size): void {
    const pixelRatio = this.fixedPixelRatio ?? globalThis.devicePixelRatio ?? 1;
    const { width, height } = viewport;
    if (width === this.size.width && height === this.size.height && pixelRatio === this.size.pixelRatio) return;
    this.size = { width, height, pixelRatio };
    this.renderer.setPixelRatio(pixelRatio);
    // The page lays the canvas out; the renderer only sets its drawing-buffer size.
    this.renderer.setSize(width, height, false);
  }

  /** Uploads now, as the engine budgets uploads per frame, then frees the bitmap. */
  private send(handle: Handle, image: ImageBitmap): void {
    this.renderer.initTexture(handle.texture);
    image.close();
    handle.pending = null;
  }

  private makeMesh(handle: Handle): Mesh<BufferGeometry, MeshBasicMaterial> {
    const geometry = new BufferGeometry();
    geometry.setIndex([...QUAD_INDEX]);
    geometry.setAttribute('position', new Float32BufferAttribute(QUAD_POSITIONS, 3));
    geometry.setAttribute('uv', new Float32BufferAttribute(new Float32Array(8), 2));
    const material = new MeshBasicMaterial({
      map: handle.texture,
      transparent: false,
      depthTest: false,
      depthWrite: false,
    });
    const mesh = new Mesh(geometry, material);
    // The engine already chose visible tiles.
    mesh.frustumCulled = false;
    this.scene.add(mesh);
    handle.mesh = mesh;
    return mesh;
  }

  private freeMesh(handle: Handle, onGpu: boolean): void {
    const mesh = handle.mesh;
    if (!mesh) return;
    this.scene.remove(mesh);
    if (onGpu) {
      mesh.geometry.dispose();
      mesh.material.dispose();
    }
    handle.mesh = null;
  }

  private readonly handleContextLost = (event: Event): void => {
    event.preventDefault();
    this.lost = true;
  };

  private readonly handleContextRestored = (): void => {
    this.lost = false;
    // three.js rebuilt its state (its listener ran first): the clear colour and the size are set again.
    this.renderer.setClearColor(this.background, 1);
    this.size = { width: 0, height: 0, pixelRatio: 0 };
    for (const handle of this.handles) {
      if (handle.pending) {
        this.send(handle, handle.pending);
      } else {
        // Its bitmap is closed, so three.js cannot upload it again.
        handle.lost = true;
        if (handle.mesh) handle.mesh.visible = false;
      }
    }
    this.shown.clear();
    for (const callback of this.restoreCallbacks) callback();
  };
}
