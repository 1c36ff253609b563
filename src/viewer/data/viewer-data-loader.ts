/**
 * The viewer's data file at run time (browser, or the album's drawer in a worker): fetched once from the app's own
 * origin and decoded; the gallery scene, the sprites and the sample izoom come out of it.
 */
import type { ViewerSource } from '../core/izoom-source';
import {
  dataEntryName,
  GALLERY_GLB,
  parseSampleManifest,
  SAMPLE_MANIFEST,
  type SpriteName,
  sourceFromSample,
  spriteEntryName,
} from './pack-contents';
import { decodePack, type ViewerPack } from './pack-format';

export type { SpriteName, ViewerPack };

export interface ViewerData {
  readonly pack: ViewerPack;
  /** A copy of `gallery.glb` (see gallery-model.ts for its nodes), the caller's to hand to GLTFLoader.parse. */
  galleryGlb(): ArrayBuffer;
  /** A sprite, decoded (alpha not premultiplied); both are symmetric, so orientation does not matter. */
  sprite(name: SpriteName): Promise<ImageBitmap>;
  /** The sample izoom: one picture (id 0) on a canvas one unit high, tiles at `izoom-data:` URLs. */
  sampleSource(): ViewerSource;
  /** Decodes the tile an `izoom-data:` URL names; rejects with an AbortError once `signal` aborts. */
  loadTile(url: string, signal: AbortSignal): Promise<ImageBitmap>;
}

const BITMAP_OPTIONS: ImageBitmapOptions = { premultiplyAlpha: 'none', colorSpaceConversion: 'none' };

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const fetchPack = async (url: string): Promise<ArrayBuffer> => {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new Error(`The viewer data could not be loaded (${reasonOf(error)})`);
  }
  if (!response.ok) throw new Error(`The viewer data could not be loaded: HTTP ${response.status}`);
  try {
    return await response.arrayBuffer();
  } catch (error) {
    throw new Error(`The viewer data could not be loaded (${reasonOf(error)})`);
  }
};

const decodeBitmap = async (blob: Blob, signal?: AbortSignal): Promise<ImageBitmap> => {
  signal?.throwIfAborted();
  const bitmap = await createImageBitmap(blob, BITMAP_OPTIONS);
  if (signal?.aborted) {
    bitmap.close();
    signal.throwIfAborted();
  }
  return bitmap;
};

export const viewerDataOf = (pack: ViewerPack): ViewerData => {
  let sample: ViewerSource | undefined;
  return {
    pack,
    galleryGlb: () => pack.bytes(GALLERY_GLB).slice().buffer,
    sprite: (name) => decodeBitmap(pack.blob(spriteEntryName(name))),
    sampleSource: () => {
      sample ??= sourceFromSample(parseSampleManifest(new TextDecoder().decode(pack.bytes(SAMPLE_MANIFEST))));
      return sample;
    },
    loadTile: async (url, signal) => decodeBitmap(pack.blob(dataEntryName(url)), signal),
  };
};

const loading = new Map<string, Promise<ViewerData>>();

/** The viewer data at `url`, fetched on the first call; after a failure the next call tries again. */
export const loadViewerDataFrom = (url: string): Promise<ViewerData> => {
  let attempt = loading.get(url);
  if (!attempt) {
    const fetched = fetchPack(url).then((buffer) => viewerDataOf(decodePack(buffer)));
    loading.set(url, fetched);
    fetched.catch(() => {
      if (loading.get(url) === fetched) loading.delete(url);
    });
    attempt = fetched;
  }
  return attempt;
};
