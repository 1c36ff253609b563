/**
 * Answers image requests: a bounded number drawn at once (the rest wait their turn), and the answers of the
 * last few megabytes kept in memory under the version's folder — whose key changes when its izoom turns
 * private, so nothing kept outlives that (and each request checks the izoom is public before looking here).
 */
import { notFound } from '../errors';
import type { ObjectStore } from '../storage/object-store';
import type { PublishedPicture } from '../use-cases/iiif';
import type { ImagePlan } from './image-request';
import { MissingTileError, render } from './render';

/** Answers drawn at the same time: the machine's cores are shared with tiling and the API. */
const AT_ONCE = 2;
const KEPT_BYTES = 32 * 1024 * 1024;
/** Larger answers are not kept: they are rare and would push out many tiles. */
const KEPT_LARGEST = 1024 * 1024;

export class ImageService {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly kept = new Map<string, Buffer>();
  private keptBytes = 0;

  constructor(
    private readonly store: ObjectStore,
    private readonly quality: number,
  ) {}

  async answer(source: PublishedPicture, plan: ImagePlan, request: string): Promise<Buffer> {
    const key = `${source.izoom.folder}/${source.picture.id}/${request}`;
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    await this.turn();
    try {
      const read = (level: number, col: number, row: number) => this.store.read(source.tileKey(level, col, row));
      const bytes = await render(source.pyramid, plan, read, source.picture.id, this.quality);
      this.keep(key, bytes);
      return bytes;
    } catch (error) {
      // The version was replaced (or made private) while this request read it: it is gone.
      if (error instanceof MissingTileError) throw notFound('image');
      throw error;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private keep(key: string, bytes: Buffer): void {
    if (bytes.length > KEPT_LARGEST) return;
    const before = this.kept.get(key);
    if (before) this.keptBytes -= before.length;
    this.kept.delete(key);
    this.kept.set(key, bytes);
    this.keptBytes += bytes.length;
    for (const [old, value] of this.kept) {
      if (this.keptBytes <= KEPT_BYTES) break;
      this.kept.delete(old);
      this.keptBytes -= value.length;
    }
  }
}
