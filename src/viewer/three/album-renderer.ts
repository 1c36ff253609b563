import {
  type BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  LinearSRGBColorSpace,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  type Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { TileId } from '../../shared/deep-zoom';
import type { Size } from '../core/camera';
import { NEAR_METRES, type PlaneFrame, type WalkView } from '../core/perspective';
import type { DrawItem, TextureHooks } from '../core/scene-hooks';
import { QUAD_INDEX, QUAD_POSITIONS, textureBytes, writeQuadUvs } from './frustum';
import { onSharedProgram } from './shared-program';
import { tileTexture } from './tile-texture';

/** A tile on the GPU; `lost` once a lost WebGL context took it (the engine then fetches it again). */
export interface AlbumTile {
  readonly lost: boolean;
}

interface Handle extends AlbumTile {
  lost: boolean;
  readonly texture: Texture;
  mesh: Mesh<BufferGeometry, MeshBasicMaterial> | null;
}

/** A colour given in sRGB, kept as it is for the display-referred output. */
const asIs = (hex: number): Color => new Color().setHex(hex, LinearSRGBColorSpace);

/** Tiles float this far in front of their izoom's plane, and the frame sits this far behind them, metres. */
const TILE_LIFT = 0.01;
const FRAME_DEPTH = 0.008;
/** The frame's margin, as a share of the izoom's longer side. */
const FRAME_SHARE = 0.04;
const FRAME_COLOUR = 0x2b2724;
const HIGHLIGHT_COLOUR = 0x339af0;
const frameColour = (highlighted: boolean): Color => asIs(highlighted ? HIGHLIGHT_COLOUR : FRAME_COLOUR);
const FAR_METRES = 400;
/** The clear colour, where no setting is drawn. */
export const ALBUM_BACKGROUND = 0x1b1a19;
/** Opaque objects draw by render order: the scene, then frames, then tiles coarse to fine. */
const TILE_ORDER = 10;

/** Puts a plane's group where the plane is: canvas units along its right and down, lifted off it. */
const placeGroup = (group: Group, plane: PlaneFrame): void => {
  const mpu = plane.metresPerUnit;
  const normal = new Vector3(plane.normal.x, plane.normal.y, plane.normal.z);
  group.matrix
    .makeBasis(
      new Vector3(plane.right.x, plane.right.y, plane.right.z).multiplyScalar(mpu),
      new Vector3(plane.down.x, plane.down.y, plane.down.z).multiplyScalar(mpu),
      normal,
    )
    .setPosition(new Vector3(plane.topLeft.x, plane.topLeft.y, plane.topLeft.z).addScaledVector(normal, TILE_LIFT));
  group.matrixWorldNeedsUpdate = true;
};

/**
 * Draws the album scene: its environment, each izoom's frame, and the tiles the engine hands it, on
 * the izoom's plane. A lost WebGL context is survived as in the focus view: tiles are forgotten and
 * fetched again, the rest (models, frames) three.js uploads anew.
 */
export class AlbumRenderer implements TextureHooks<AlbumTile> {
  readonly scene = new Scene();
  private readonly renderer: WebGLRenderer;
  private readonly camera = new PerspectiveCamera(60, 1, NEAR_METRES * 5, FAR_METRES);
  private readonly planes = new Map<number, Group>();
  private readonly frames = new Map<number, Mesh<PlaneGeometry, MeshBasicMaterial>>();
  private highlighted: number | null = null;
  private readonly pictureToIzoom = new Map<number, number>();
  private readonly handles = new Set<Handle>();
  private shown = new Set<Handle>();
  /** The WebGL context is lost (the frame host says when): uploads wait for it. */
  private contextLost = false;
  private size = { width: 0, height: 0, pixelRatio: 0 };

  constructor(
    canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly background = ALBUM_BACKGROUND,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: false, alpha: false, powerPreference: 'high-performance' });
    // Display-referred, like the focus view: tiles' bytes go to the screen as they are, with no colour
    // conversion per pixel (dear on software WebGL); the setting's linear colours are turned to sRGB once, at load.
    this.renderer.outputColorSpace = LinearSRGBColorSpace;
    this.renderer.setClearColor(asIs(background), 1);
    this.camera.rotation.order = 'YXZ';
  }

  /** How many shader programs three.js has linked for it. */
  get programs(): number {
    return this.renderer.info.programs?.length ?? 0;
  }

  /** Its WebGL context, for what else wants to know about this browser's WebGL. */
  get context(): WebGL2RenderingContext {
    return this.renderer.getContext() as WebGL2RenderingContext;
  }

  loseContext(): void {
    this.contextLost = true;
  }

  /** Every tile uploaded before the loss is then `lost` (the engine fetches it again). */
  restoreContext(): void {
    this.contextLost = false;
    this.repairAfterLoss();
  }

  /** Hangs an izoom: its frame now, its tiles as they come. */
  addPlane(izoomId: number, plane: PlaneFrame, pictureIds: readonly number[]): void {
    if (this.planes.has(izoomId)) return;
    for (const id of pictureIds) this.pictureToIzoom.set(id, izoomId);
    const group = new Group();
    group.matrixAutoUpdate = false;
    placeGroup(group, plane);
    const { width, height } = plane.canvas;
    const margin = FRAME_SHARE * Math.max(width, height);
    const frame = new Mesh(
      new PlaneGeometry(width + 2 * margin, height + 2 * margin),
      new MeshBasicMaterial({
        color: frameColour(izoomId === this.highlighted),
        side: DoubleSide,
        polygonOffset: true,
        polygonOffsetFactor: 1,
        polygonOffsetUnits: 4,
      }),
    );
    onSharedProgram(frame);
    frame.position.set(width / 2, height / 2, -FRAME_DEPTH);
    frame.renderOrder = 1;
    frame.name = `izoom-${izoomId}`;
    group.add(frame);
    this.frames.set(izoomId, frame);
    this.planes.set(izoomId, group);
    this.scene.add(group);
  }

  /** Moves a hung izoom, its frame and tiles with it (they sit in its canvas units). */
  movePlane(izoomId: number, plane: PlaneFrame): void {
    const group = this.planes.get(izoomId);
    if (group) placeGroup(group, plane);
  }

  /** Marks the izoom being edited by its frame's colour; null marks none. */
  highlight(izoomId: number | null): void {
    this.highlighted = izoomId;
    for (const [id, frame] of this.frames) frame.material.color.copy(frameColour(id === izoomId));
  }

  upload(_id: TileId, image: ImageBitmap): { handle: AlbumTile; bytes: number } {
    const texture = tileTexture(image);
    const handle: Handle = { texture, lost: false, mesh: null };
    const bytes = textureBytes(image.width, image.height);
    if (this.contextLost) handle.lost = true;
    else this.renderer.initTexture(texture);
    image.close();
    this.handles.add(handle);
    return { handle, bytes };
  }

  dispose(tile: AlbumTile): void {
    const handle = tile as Handle;
    if (!this.handles.delete(handle)) return;
    this.shown.delete(handle);
    const mesh = handle.mesh;
    if (mesh) {
      mesh.removeFromParent();
      if (!handle.lost) {
        mesh.geometry.dispose();
        mesh.material.dispose();
      }
    }
    if (!handle.lost) handle.texture.dispose();
  }

  /** Draws a frame: the scene and these tiles, seen from `view` in a viewport of CSS pixels. */
  render(items: readonly DrawItem<AlbumTile>[], view: WalkView, viewport: Size, pixelRatio: number): void {
    if (this.contextLost || viewport.width <= 0 || viewport.height <= 0) return;
    this.resize(viewport, pixelRatio);
    this.camera.fov = view.fovY;
    this.camera.position.set(view.position.x, view.position.y, view.position.z);
    this.camera.rotation.set(view.pitch, view.yaw, 0);
    this.camera.updateProjectionMatrix();
    const shown = new Set<Handle>();
    for (const item of items) {
      const handle = item.handle as Handle;
      const group = this.planes.get(this.pictureToIzoom.get(item.picture) ?? -1);
      if (handle.lost || !group || !this.handles.has(handle)) continue;
      const mesh = handle.mesh ?? this.makeMesh(handle, group);
      mesh.position.set(item.rect.x, item.rect.y, 0);
      mesh.scale.set(item.rect.width, item.rect.height, 1);
      mesh.renderOrder = TILE_ORDER + item.layer;
      const uv = mesh.geometry.getAttribute('uv') as BufferAttribute;
      if (writeQuadUvs(uv.array as Float32Array, item.uv)) uv.needsUpdate = true;
      mesh.visible = true;
      shown.add(handle);
    }
    for (const handle of this.shown) if (!shown.has(handle) && handle.mesh) handle.mesh.visible = false;
    this.shown = shown;
    this.renderer.render(this.scene, this.camera);
  }

  /** Frees every texture, mesh and the WebGL context. */
  destroy(): void {
    for (const handle of [...this.handles]) this.dispose(handle);
    this.scene.traverse((object) => {
      if (object instanceof Mesh) {
        object.geometry.dispose();
        for (const material of [object.material].flat()) material.dispose();
      }
    });
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }

  private resize(viewport: Size, pixelRatio: number): void {
    const { width, height } = viewport;
    if (width === this.size.width && height === this.size.height && pixelRatio === this.size.pixelRatio) return;
    this.size = { width, height, pixelRatio };
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
  }

  private makeMesh(handle: Handle, group: Group): Mesh<BufferGeometry, MeshBasicMaterial> {
    const geometry = new BufferGeometry();
    geometry.setIndex([...QUAD_INDEX]);
    geometry.setAttribute('position', new Float32BufferAttribute(QUAD_POSITIONS, 3));
    geometry.setAttribute('uv', new Float32BufferAttribute(new Float32Array(8), 2));
    const material = new MeshBasicMaterial({ map: handle.texture, side: DoubleSide, depthWrite: false });
    const mesh = new Mesh(geometry, material);
    onSharedProgram(mesh);
    mesh.frustumCulled = false;
    group.add(mesh);
    handle.mesh = mesh;
    return mesh;
  }

  private readonly repairAfterLoss = (): void => {
    this.renderer.setClearColor(asIs(this.background), 1);
    this.size = { width: 0, height: 0, pixelRatio: 0 };
    // Tile bitmaps were closed after upload: three.js cannot upload them again, so the engine refetches them.
    for (const handle of this.handles) {
      handle.lost = true;
      if (handle.mesh) handle.mesh.visible = false;
    }
    this.shown.clear();
  };
}
