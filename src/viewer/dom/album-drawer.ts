import viewerDataUrl from 'virtual:izoom-viewer-data';
import type { TileId } from '../../shared/deep-zoom';
import type { Size } from '../core/camera';
import type { Box, PlaneFrame, Vec3, WalkView } from '../core/perspective';
import type { DrawItem, TextureHooks } from '../core/scene-hooks';
import { textureBytes } from '../three/frustum';
import type { FromDrawer, SettingSpec, ToDrawer } from './album-drawer-messages';
import type { SettingState } from './album-setting';
import type { HostedDrawer } from './frame-host';
import { offerAnswer } from './renderer-choice';

/** Where an operator (or a benchmark) can keep the album's drawer in the page: `page`. */
export const ALBUM_DRAWER_KEY = 'izoom-album-drawer';

/** A tile handed to the drawer; `lost` once a lost WebGL context took it (the engine then fetches it again). */
export interface DrawerTile {
  readonly lost: boolean;
}

interface Handle extends DrawerTile {
  lost: boolean;
  readonly key: number;
}

export interface AlbumDrawerEvents {
  /** The setting's state changed; `bounds`, where it lets a visitor walk beyond the hall. */
  onSetting(state: SettingState, bounds: Box | null): void;
  onSettingError(error: Error): void;
  onSettingFallback(reason: Error): void;
  /** Something new is in the scene (a sign): a frame should show it. */
  invalidate(): void;
}

const keptInPage = (): boolean => {
  try {
    return globalThis.localStorage?.getItem(ALBUM_DRAWER_KEY) === 'page';
  } catch {
    return false;
  }
};

interface Channel {
  send(message: ToDrawer, transfer?: Transferable[]): void;
  close(): void;
}

/** The drawer in a worker, drawing on the canvas handed over to it. */
const workerChannel = (canvas: HTMLCanvasElement, init: ToDrawer, receive: (message: FromDrawer) => void) => {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('../three/album-drawer-worker.ts', import.meta.url), {
    type: 'module',
    name: 'izoom-album',
  });
  worker.onmessage = (event: MessageEvent<FromDrawer>) => receive(event.data);
  worker.onerror = (event) => console.error('The album scene could not be drawn.', event.message);
  worker.postMessage({ ...init, canvas: offscreen }, [offscreen]);
  return {
    send: (message: ToDrawer, transfer: Transferable[] = []) => worker.postMessage(message, transfer),
    close: () => worker.terminate(),
  };
};

/** The same drawer in the page, where a canvas cannot be handed to a worker: its module loads as the worker's would. */
const pageChannel = (canvas: HTMLCanvasElement, init: ToDrawer, receive: (message: FromDrawer) => void): Channel => {
  const queue: ToDrawer[] = [];
  let handle: ((message: ToDrawer) => void) | null = null;
  let closed = false;
  void import('../three/album-drawer-host').then(({ startAlbumDrawer }) => {
    if (closed || init.type !== 'init') return;
    // Drawn in the page's animation frame, a frame is on the screen as that ends.
    const post = (message: FromDrawer) => {
      receive(message);
      if (message.type === 'drawn') receive({ type: 'shown' });
    };
    handle = startAlbumDrawer(canvas, init, (message) => queueMicrotask(() => post(message)));
    for (const message of queue.splice(0)) handle(message);
  });
  return {
    send: (message) => (handle ? handle(message) : queue.push(message)),
    close: () => {
      closed = true;
    },
  };
};

/**
 * The album scene's drawer as the page sees it: the three.js scene and its WebGL context live in a worker where
 * the browser can draw there (else in the page, loaded on demand). Tiles are handed over without a copy; a frame
 * is sent only once the one before is drawn, the latest standing in for any asked for meanwhile.
 */
export class AlbumDrawer implements TextureHooks<DrawerTile>, HostedDrawer {
  private readonly channel: Channel;
  private readonly inWorker: boolean;
  private readonly handles = new Set<Handle>();
  private keys = 0;
  private contextLost = false;
  private drawing = false;
  private next: Extract<ToDrawer, { type: 'render' }> | null = null;
  private linked = 0;
  private drawn = 0;
  private shown = 0;
  private signsPending = 0;
  private signsHung = 0;
  private fontFamily: string | undefined;
  private destroyed = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    setting: SettingSpec,
    bays: number,
    private readonly events: AlbumDrawerEvents,
  ) {
    const init: ToDrawer = { type: 'init', setting, bays, viewerData: viewerDataUrl };
    const receive = (message: FromDrawer) => this.receive(message);
    this.inWorker = typeof canvas.transferControlToOffscreen === 'function' && typeof Worker !== 'undefined';
    this.inWorker &&= !keptInPage();
    this.channel = this.inWorker ? workerChannel(canvas, init, receive) : pageChannel(canvas, init, receive);
  }

  /** Shader programs linked so far, as the drawer last said. */
  get programs(): number {
    return this.linked;
  }

  /** Signs in the scene. */
  get signs(): number {
    return this.signsHung;
  }

  /** Frames drawn so far. */
  get framesDrawn(): number {
    return this.drawn;
  }

  /** Every sign is hung, and every frame asked for is drawn and on the screen. */
  get caughtUp(): boolean {
    return this.signsPending === 0 && !this.drawing && this.next === null && this.shown === this.drawn;
  }

  /** Where the scene is drawn: `worker`, or `page`. */
  get where(): 'worker' | 'page' {
    return this.inWorker ? 'worker' : 'page';
  }

  addPlane(izoomId: number, plane: PlaneFrame, pictureIds: readonly number[]): void {
    this.channel.send({ type: 'plane', izoomId, plane, pictureIds });
  }

  movePlane(izoomId: number, plane: PlaneFrame): void {
    this.channel.send({ type: 'move', izoomId, plane });
  }

  highlight(izoomId: number | null): void {
    this.channel.send({ type: 'highlight', izoomId });
  }

  /**
   * Hangs a group's sign, painted by the drawer in the page's font; it shows from the first frame after the drawer
   * has hung it.
   */
  addSign(name: string, centre: Vec3): void {
    this.signsPending += 1;
    this.fontFamily ??= getComputedStyle(this.canvas).fontFamily;
    this.channel.send({ type: 'sign', name, centre, fontFamily: this.fontFamily });
  }

  upload(id: TileId, image: ImageBitmap): { handle: DrawerTile; bytes: number } {
    const handle: Handle = { key: ++this.keys, lost: this.contextLost };
    const bytes = textureBytes(image.width, image.height);
    if (handle.lost) image.close();
    else this.channel.send({ type: 'upload', key: handle.key, id, image }, [image]);
    this.handles.add(handle);
    return { handle, bytes };
  }

  dispose(tile: DrawerTile): void {
    const handle = tile as Handle;
    if (this.handles.delete(handle)) this.channel.send({ type: 'dispose', key: handle.key });
  }

  render(items: readonly DrawItem<DrawerTile>[], view: WalkView, viewport: Size, pixelRatio: number): void {
    const tiles = items.map(({ handle, picture, rect, uv, layer }) => ({
      key: (handle as Handle).key,
      picture,
      rect,
      uv,
      layer,
    }));
    const message = { type: 'render', tiles, view, viewport, pixelRatio } as const;
    if (this.drawing) this.next = message;
    else this.send(message);
  }

  loseContext(): void {
    this.contextLost = true;
  }

  /** Every tile handed over before the loss is `lost`. */
  restoreContext(): void {
    this.contextLost = false;
    for (const handle of this.handles) handle.lost = true;
  }

  /** Loses the WebGL context and gets it back `ms` later, as a GPU reset would (for tests). */
  loseContextFor(ms: number): void {
    this.channel.send({ type: 'loseContext', ms });
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.channel.send({ type: 'destroy' });
    this.channel.close();
    this.handles.clear();
    offerAnswer(null);
  }

  private send(message: Extract<ToDrawer, { type: 'render' }>): void {
    this.drawing = true;
    this.channel.send(message);
  }

  private receive(message: FromDrawer): void {
    if (this.destroyed) return;
    switch (message.type) {
      case 'ready':
        offerAnswer(message.software);
        return;
      case 'drawn': {
        this.linked = message.programs;
        this.drawn += 1;
        this.drawing = false;
        const next = this.next;
        this.next = null;
        if (next) this.send(next);
        return;
      }
      case 'shown':
        this.shown += 1;
        return;
      case 'signHung':
        this.signsPending -= 1;
        if (message.hung) this.signsHung += 1;
        this.events.invalidate();
        return;
      case 'setting':
        this.events.onSetting(message.state, message.bounds);
        return;
      case 'settingError':
        this.events.onSettingError(new Error(message.message));
        return;
      case 'settingFallback':
        this.events.onSettingFallback(new Error(message.message));
        return;
      // In a worker, the page's canvas hears nothing of its context: the frame host hears it from here.
      case 'lost':
        if (this.inWorker) this.canvas.dispatchEvent(new Event('webglcontextlost', { cancelable: true }));
        return;
      case 'restored':
        if (this.inWorker) this.canvas.dispatchEvent(new Event('webglcontextrestored'));
        return;
    }
  }
}
