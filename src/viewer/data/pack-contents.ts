import { maxLevelOf } from '../../shared/deep-zoom';
import { singlePictureSource, type ViewerSource } from '../core/izoom-source';

/** What the viewer data holds, by name: the gallery scene, the sprites and the sample izoom. */

export const GALLERY_GLB = 'gallery.glb';

export type SpriteName = 'shadow' | 'spot';
export const SPRITE_NAMES: readonly SpriteName[] = ['shadow', 'spot'];
export const spriteEntryName = (name: SpriteName): string => `sprites/${name}.png`;

/** Tile URLs of this scheme name entries of the viewer data instead of files on a server. */
export const DATA_URL_SCHEME = 'izoom-data:';
export const SAMPLE_MANIFEST = 'sample/manifest.json';
export const SAMPLE_TILE_TEMPLATE = 'sample/{level}/{col}_{row}.jpg';

/** `sample/manifest.json`: the sample izoom, one Deep Zoom picture. */
export interface SampleManifest {
  name: string;
  width: number;
  height: number;
  tileSize: number;
  overlap: number;
  maxLevel: number;
  format: 'jpg';
}

/** The pack entry an `izoom-data:` URL names. */
export const dataEntryName = (url: string): string => url.slice(DATA_URL_SCHEME.length);

/** Checks what the pack says before the viewer trusts it. */
export const parseSampleManifest = (json: string): SampleManifest => {
  const manifest = JSON.parse(json) as Partial<SampleManifest>;
  const { width, height, tileSize, overlap, maxLevel } = manifest;
  const counts = [width, height, tileSize, overlap, maxLevel];
  if (!counts.every((n) => Number.isInteger(n) && (n as number) >= 0) || !width || !height || !tileSize)
    throw new Error('The viewer data has an invalid sample manifest');
  if (maxLevel !== maxLevelOf(width, height)) throw new Error('The viewer data has an invalid sample manifest');
  return manifest as SampleManifest;
};

/** The sample as a viewer source, like `sourceFromDzi`: one picture on a canvas one unit high. */
export const sourceFromSample = (manifest: SampleManifest): ViewerSource => {
  const { name, width, height, tileSize, overlap, maxLevel } = manifest;
  return singlePictureSource(
    name,
    { width, height, tileSize, overlap, maxLevel },
    `${DATA_URL_SCHEME}${SAMPLE_TILE_TEMPLATE}`,
  );
};
