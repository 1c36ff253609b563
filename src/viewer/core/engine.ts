import { type TileId, tileUrl } from '../../shared/deep-zoom';
import type { Camera, Size } from './camera';
import { type FramePlan, planFrame } from './frame-plan';
import type { SourcePicture, ViewerSource } from './izoom-source';
import type { DrawItem, SceneHooks, TextureHooks } from './scene-hooks';
import { TileScheduler, type TileSchedulerStats } from './scheduler';
import { TileCache } from './tile-cache';
import { tileKey } from './tile-id';
import { tileRectOf } from './tile-rect';

export interface EngineOptions<H> {
  source: ViewerSource;
  /** A renderer with `render` can be driven by `frame`; any other is driven by `run`. */
  hooks: TextureHooks<H> | SceneHooks<H>;
  /** Fetches and decodes one tile (off the main thread where the platform can). */
  loadTile: (url: string, signal: AbortSignal) => Promise<ImageBitmap>;
  /** GPU memory for tiles; on-screen tiles are kept even beyond it. Default 192 MiB. */
  cacheBytes?: number;
  /** Texture uploads per frame, so a burst of arrivals never stalls a frame. Default 4. */
  uploadsPerFrame?: number;
  /** And milliseconds of uploading per frame (at least one upload always goes). Default 8. */
  uploadBudgetMs?: number;
  /** The clock for that budget; `performance.now` by default. */
  now?: () => number;
  /** A tile arrived or failed: the host should draw another frame. */
  onChange?: () => void;
}

export interface FrameStats {
  /** Every visible tile is on the GPU. */
  readonly sharp: boolean;
  /** Decoded tiles waiting for their upload. */
  readonly pendingUploads: number;
  readonly drawn: number;
  /** Tiles held on the GPU (textures, or bitmaps for the 2D drawer) and their bytes. */
  readonly gpuTiles: number;
  readonly gpuBytes: number;
  readonly requests: TileSchedulerStats;
}

interface Cached<H> {
  id: TileId;
  handle: H;
}

/**
 * The deep-zoom engine of one canvas of pictures: each frame it plans the tiles the view needs, asks the
 * scheduler for them, uploads a few decoded ones, keeps them in a byte-bounded cache whose eviction frees
 * the GPU texture, and hands the renderer what to draw — coarser tiles wherever finer ones are missing.
 */
export class ViewerEngine<H> {
  private readonly pictures: Map<number, SourcePicture>;
  private readonly cache: TileCache<Cached<H>>;
  private readonly scheduler: TileScheduler<ImageBitmap>;
  private readonly arrived: { id: TileId; image: ImageBitmap }[] = [];
  private readonly uploadsPerFrame: number;
  private readonly uploadBudgetMs: number;
  private shown: ViewerSource;
  private readonly now: () => number;
  private concurrency: number;

  constructor(private readonly options: EngineOptions<H>) {
    this.pictures = new Map(options.source.pictures.map((p) => [p.id, p]));
    this.shown = options.source;
    this.uploadsPerFrame = options.uploadsPerFrame ?? 4;
    this.uploadBudgetMs = options.uploadBudgetMs ?? 8;
    this.now = options.now ?? (() => performance.now());
    this.cache = new TileCache<Cached<H>>({
      maxBytes: options.cacheBytes ?? 192 * 1024 * 1024,
      onEvict: (_key, value) => {
        options.hooks.dispose(value.handle);
        this.scheduler.forget(value.id);
      },
    });
    this.concurrency = options.source.parallelRequests ?? 6;
    this.scheduler = new TileScheduler<ImageBitmap>({
      concurrency: this.concurrency,
      fetchTile: (id, signal) => options.loadTile(this.urlOf(id), signal),
      onLoad: (id, image) => {
        this.arrived.push({ id, image });
        options.onChange?.();
      },
      onError: () => options.onChange?.(),
    });
  }

  /** What `frame` draws. */
  get source(): ViewerSource {
    return this.shown;
  }

  /** Makes `frame` draw another source, keeping every tile already on the GPU (a kiosk going round an album). */
  show(source: ViewerSource): void {
    this.addSource(source);
    this.shown = source;
  }

  /**
   * Adds another source's pictures (an album's izooms), sharing this engine's cache and requests; a source
   * that may have more requests in flight (its server speaks HTTP/2) raises the number.
   */
  addSource(source: ViewerSource): void {
    for (const picture of source.pictures) this.pictures.set(picture.id, picture);
    if (source.parallelRequests && source.parallelRequests > this.concurrency) {
      this.concurrency = source.parallelRequests;
      this.scheduler.setConcurrency(this.concurrency);
    }
  }

  private urlOf(id: TileId): string {
    const picture = this.pictures.get(id.picture);
    if (!picture) throw new Error(`No picture ${id.picture} in this source`);
    return tileUrl(picture.tileUrlTemplate, id, picture.pyramid);
  }

  private uploadArrived(): void {
    const started = this.now();
    for (let n = 0; n < this.uploadsPerFrame && this.arrived.length > 0; n++) {
      if (n > 0 && this.now() - started >= this.uploadBudgetMs) break;
      const next = this.arrived.shift();
      if (!next) break;
      const { handle, bytes } = this.options.hooks.upload(next.id, next.image);
      this.cache.set(tileKey(next.id), { id: next.id, handle }, bytes);
    }
  }

  /** Draws one frame of `camera` in `viewport` (CSS pixels) and says how far the view is from sharp. */
  frame(camera: Camera, viewport: Size, devicePixelRatio: number): FrameStats {
    const { hooks } = this.options;
    const source = this.shown;
    return this.run(
      (isReady) => planFrame(source, camera, viewport, devicePixelRatio, isReady),
      (items) => {
        if ('render' in hooks) hooks.render(items, camera, viewport);
      },
    );
  }

  /** Tiles asked for and not yet arrived (queued or in flight; not those waiting out a retry). */
  get loading(): number {
    const { queued, inFlight } = this.scheduler.stats;
    return queued + inFlight;
  }

  /** Asks now for what `camera` needs, so a move's requests leave before its frame is drawn. */
  prefetch(camera: Camera, viewport: Size, devicePixelRatio: number): void {
    const source = this.shown;
    this.scheduler.want(planFrame(source, camera, viewport, devicePixelRatio, (key) => this.cache.has(key)).wanted);
  }

  /**
   * One frame of any view: uploads a few arrived tiles, asks `plan` what the view needs (given what is
   * ready), requests it, and hands `draw` the ready tiles placed on their pictures' canvases.
   */
  run(plan: (isReady: (key: string) => boolean) => FramePlan, draw: (items: DrawItem<H>[]) => void): FrameStats {
    this.uploadArrived();
    const planned = plan((key) => this.cache.has(key));
    this.scheduler.want(planned.wanted);
    const items: DrawItem<H>[] = [];
    for (const id of planned.draw) {
      const key = tileKey(id);
      const cached = this.cache.get(key);
      const picture = this.pictures.get(id.picture);
      if (cached && picture)
        items.push({ key, picture: id.picture, handle: cached.handle, ...tileRectOf(picture, id) });
    }
    // Keep what is drawn and what is wanted, so a tile that just arrived for this view is not evicted.
    this.cache.retain([...items.map((item) => item.key), ...planned.wanted.map(tileKey)]);
    draw(items);
    return {
      sharp: planned.sharp && this.arrived.length === 0,
      pendingUploads: this.arrived.length,
      drawn: items.length,
      gpuTiles: this.cache.size,
      gpuBytes: this.cache.bytes,
      requests: this.scheduler.stats,
    };
  }

  /** Asks again at once for the tiles given up (the network is back). */
  retryFailed(): void {
    this.scheduler.clearFailures();
    this.options.onChange?.();
  }

  /** After a lost WebGL context every texture is gone: forget them all, so the view fetches them again. */
  textureLost(): void {
    for (const pending of this.arrived.splice(0)) pending.image.close();
    this.cache.retain([]);
    this.cache.clear();
    this.scheduler.clearFailures();
  }

  destroy(): void {
    this.scheduler.dispose();
    for (const pending of this.arrived.splice(0)) pending.image.close();
    this.cache.retain([]);
    this.cache.clear();
  }
}
