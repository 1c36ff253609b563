import {
  BufferGeometry,
  DataTexture,
  Float32BufferAttribute,
  LinearSRGBColorSpace,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  Scene,
  type Texture,
  WebGLRenderer,
} from 'three';
import type { TileId } from '../../shared/deep-zoom';
import type { Camera, Size } from '../core/camera';
import type { DrawItem, SceneHooks, TileRect } from '../core/scene-hooks';
import {
  areasToRedraw,
  type Frustum,
  frustumFor,
  frustumRect,
  type PixelRect,
  pixelRect,
  pixelRectsOverlap,
  QUAD_INDEX,
  QUAD_POSITIONS,
  type ShownFrame,
  textureBytes,
  visibleItems,
} from './frustum';
import { tileTexture } from './tile-texture';

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

/**
 * Draws the focus view of one izoom: each tile a textured quad on the canvas plane, seen by an orthographic
 * camera. Software WebGL (SwiftShader, where there is no GPU) pays for every pixel drawn, so a frame draws
 * only what shows (no tile hidden under finer ones) and, when only tiles changed, only where they changed:
 * the drawing buffer is kept between frames.
 */
export class TileRenderer implements SceneHooks<TileTexture> {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new OrthographicCamera(0, 1, 0, 1, NEAR, FAR);
  private readonly quad = new BufferGeometry();
  private readonly fixedPixelRatio: number | undefined;
  private readonly background: number;
  private readonly handles = new Set<Handle>();
  /** The WebGL context is lost (the frame host says when): uploads wait for it. */
  private contextLost = false;
  private buffer: Size = { width: 0, height: 0 };
  private shown: ShownFrame<Handle> | null = null;
  /** Holds the tiles' shader program from the start (see `compileEarly`). */
  private readonly warmUp: Mesh<BufferGeometry, MeshBasicMaterial>;

  constructor(canvas: HTMLCanvasElement, options: TileRendererOptions = {}) {
    this.fixedPixelRatio = options.pixelRatio;
    this.background = options.background ?? 0x000000;
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: false,
      alpha: false,
      depth: false,
      stencil: false,
      powerPreference: 'high-performance',
      // Kept, so a frame where only some tiles changed redraws just those.
      preserveDrawingBuffer: true,
    });
    // Tiles are display-ready JPEG pixels: shown as they are, no sRGB decoding and encoding per pixel.
    this.renderer.outputColorSpace = LinearSRGBColorSpace;
    // Sizes are set in device pixels, so scissor rects are exact.
    this.renderer.setPixelRatio(1);
    this.renderer.setClearColor(this.background, 1);
    this.camera.position.set(0, 0, FAR / 2);
    // Texture coordinates are the positions: the texture's offset and repeat pick its content part.
    this.quad.setIndex([...QUAD_INDEX]);
    this.quad.setAttribute('position', new Float32BufferAttribute(QUAD_POSITIONS, 3));
    this.quad.setAttribute('uv', new Float32BufferAttribute([0, 0, 1, 0, 0, 1, 1, 1], 2));
    this.warmUp = this.compileEarly();
  }

  loseContext(): void {
    this.contextLost = true;
  }

  /** Every tile uploaded before the loss is then `lost` (the engine fetches it again). */
  restoreContext(): void {
    this.contextLost = false;
    this.repairAfterLoss();
  }

  upload(_id: TileId, image: ImageBitmap): { handle: TileTexture; bytes: number } {
    const { width, height } = image;
    const texture = tileTexture(image);
    const handle: Handle = { texture, width, height, lost: false, mesh: null, pending: null };
    if (this.contextLost) handle.pending = image;
    else this.send(handle, image);
    this.handles.add(handle);
    return { handle, bytes: textureBytes(width, height) };
  }

  dispose(tile: TileTexture): void {
    const handle = tile as Handle;
    if (!this.handles.delete(handle)) return;
    handle.pending?.close();
    handle.pending = null;
    // What was lost with the old context cannot be deleted from the new one; dropping it is enough.
    const onGpu = !handle.lost;
    this.freeMesh(handle, onGpu);
    if (onGpu) handle.texture.dispose();
  }

  render(items: readonly DrawItem<TileTexture>[], camera: Camera, viewport: Size): void {
    if (this.contextLost || viewport.width <= 0 || viewport.height <= 0) return;
    const buffer = this.resize(viewport);
    const frustum = frustumFor(camera, viewport);
    const view = frustumRect(frustum);
    const usable = items.filter((item) => {
      const handle = item.handle as Handle;
      return !handle.lost && this.handles.has(handle);
    });
    const drawn = new Map<Handle, TileRect>();
    for (const item of visibleItems(usable, view)) drawn.set(item.handle as Handle, item);
    const next = { frustum, buffer, drawn };
    const areas = areasToRedraw(this.shown, next);
    this.shown = next;
    if (areas.length === 0) return;

    this.camera.left = frustum.left;
    this.camera.right = frustum.right;
    this.camera.top = frustum.top;
    this.camera.bottom = frustum.bottom;
    this.camera.updateProjectionMatrix();
    for (const handle of this.handles) if (handle.mesh) handle.mesh.visible = false;
    for (const [handle, item] of drawn) this.place(handle, item);
    if (areas === 'whole') this.drawWhole(drawn);
    else this.drawAreas(drawn, areas, frustum, buffer);
  }

  private drawWhole(drawn: ReadonlyMap<Handle, TileRect>): void {
    this.renderer.setScissorTest(false);
    for (const handle of drawn.keys()) (handle.mesh as Mesh).visible = true;
    this.renderer.render(this.scene, this.camera);
  }

  /** Each area on its own, with only the tiles that reach into it. */
  private drawAreas(drawn: ReadonlyMap<Handle, TileRect>, areas: PixelRect[], frustum: Frustum, buffer: Size): void {
    this.renderer.setScissorTest(true);
    for (const area of areas) {
      this.renderer.setScissor(area.x0, buffer.height - area.y1, area.x1 - area.x0, area.y1 - area.y0);
      for (const [handle, item] of drawn) {
        const onScreen = pixelRect(item.rect, frustum, buffer);
        (handle.mesh as Mesh).visible = onScreen !== null && pixelRectsOverlap(onScreen, area);
      }
      this.renderer.render(this.scene, this.camera);
    }
    this.renderer.setScissorTest(false);
  }

  /** Frees every texture, mesh and the WebGL renderer. The renderer is unusable afterwards. */
  destroy(): void {
    for (const handle of [...this.handles]) this.dispose(handle);
    this.warmUp.material.map?.dispose();
    this.warmUp.material.dispose();
    this.quad.dispose();
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts per page; a kiosk mounting viewer after viewer must free each.
    this.renderer.forceContextLoss();
  }

  /** The drawing buffer's size in device pixels (the page lays the canvas out); the same object while unchanged. */
  private resize(viewport: Size): Size {
    const pixelRatio = this.fixedPixelRatio ?? globalThis.devicePixelRatio ?? 1;
    const width = Math.max(1, Math.round(viewport.width * pixelRatio));
    const height = Math.max(1, Math.round(viewport.height * pixelRatio));
    if (width === this.buffer.width && height === this.buffer.height) return this.buffer;
    this.buffer = { width, height };
    this.renderer.setSize(width, height, false);
    return this.buffer;
  }

  /** Uploads now, as the engine budgets uploads per frame, then frees the bitmap. */
  private send(handle: Handle, image: ImageBitmap): void {
    this.renderer.initTexture(handle.texture);
    image.close();
    handle.pending = null;
  }

  private place(handle: Handle, item: TileRect): void {
    const mesh = handle.mesh ?? this.makeMesh(handle);
    mesh.position.set(item.rect.x, item.rect.y, 0);
    mesh.scale.set(item.rect.width, item.rect.height, 1);
    mesh.renderOrder = item.layer;
    const { offset, repeat } = handle.texture;
    const { u0, v0, u1, v1 } = item.uv;
    if (offset.x !== u0 || offset.y !== v0) offset.set(u0, v0);
    if (repeat.x !== u1 - u0 || repeat.y !== v1 - v0) repeat.set(u1 - u0, v1 - v0);
  }

  /**
   * Starts compiling the tiles' shader now, in the background (KHR_parallel_shader_compile), so the first
   * tiles do not wait for it. The mesh stays, hidden: three.js frees a program no material uses.
   */
  private compileEarly(): Mesh<BufferGeometry, MeshBasicMaterial> {
    const texture = new DataTexture(new Uint8Array(4), 1, 1);
    texture.needsUpdate = true;
    const mesh = new Mesh(this.quad, new MeshBasicMaterial({ map: texture, depthTest: false, depthWrite: false }));
    mesh.frustumCulled = false;
    this.scene.add(mesh);
    this.renderer.compileAsync(this.scene, this.camera).catch(() => undefined);
    mesh.visible = false;
    return mesh;
  }

  private makeMesh(handle: Handle): Mesh<BufferGeometry, MeshBasicMaterial> {
    const material = new MeshBasicMaterial({
      map: handle.texture,
      transparent: false,
      depthTest: false,
      depthWrite: false,
    });
    const mesh = new Mesh(this.quad, material);
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
    if (onGpu) mesh.material.dispose();
    handle.mesh = null;
  }

  private readonly repairAfterLoss = (): void => {
    // three.js rebuilt its state (its listener ran first): the clear colour and the size are set again.
    this.renderer.setClearColor(this.background, 1);
    this.buffer = { width: 0, height: 0 };
    this.shown = null;
    for (const handle of this.handles) {
      if (handle.pending) {
        this.send(handle, handle.pending);
      } else {
        // Its bitmap is closed, so three.js cannot upload it again.
        handle.lost = true;
        if (handle.mesh) handle.mesh.visible = false;
      }
    }
  };
}
