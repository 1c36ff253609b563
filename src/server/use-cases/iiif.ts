import { type Pyramid, pyramidOf } from '../../shared/deep-zoom';
import type { IzoomManifest } from '../../shared/schemas/manifest';
import { assertCanSee } from '../auth/access';
import type { AlbumRow, IzoomRow } from '../db/schema';
import { ApiError, notFound } from '../errors';
import type { SeenAlbum } from '../presenters/albums';
import { seeAlbums } from '../presenters/albums';
import type { UseCaseContext } from './context';

/**
 * What IIIF serves: public izooms' published versions and public albums, as a visitor sees them. Every request
 * reads the rows again, so an izoom or album turned private is not found at once; only a version's
 * manifest.json, which never changes under its key, is kept in memory.
 */

export interface PublishedIzoom {
  row: IzoomRow;
  manifest: IzoomManifest;
  /** The store key of the version's folder. */
  folder: string;
}

export interface PublishedPicture {
  izoom: PublishedIzoom;
  picture: IzoomManifest['pictures'][number];
  pyramid: Pyramid;
  /** The store key of one tile. */
  tileKey: (level: number, col: number, row: number) => string;
}

const MANIFESTS_KEPT = 256;
const manifests = new Map<string, IzoomManifest>();

async function versionManifest(ctx: UseCaseContext, folder: string): Promise<IzoomManifest | undefined> {
  const kept = manifests.get(folder);
  if (kept) {
    manifests.delete(folder);
    manifests.set(folder, kept);
    return kept;
  }
  const bytes = await ctx.store.read(`${folder}/manifest.json`);
  if (!bytes) return undefined;
  // Written by our own generation (generation/manifest.ts): its kind is checked, not every field.
  const manifest = JSON.parse(bytes.toString('utf8')) as IzoomManifest;
  if (manifest.type !== 'izoom-manifest' || !Array.isArray(manifest.pictures)) return undefined;
  manifests.set(folder, manifest);
  if (manifests.size > MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value as string);
  return manifest;
}

/** A public izoom with a published version; anything else is not found. */
export async function publishedIzoom(ctx: UseCaseContext, id: number): Promise<PublishedIzoom> {
  const row = assertCanSee(null, await ctx.repos.izooms.findById(id), 'izoom');
  if (!row.media_key || row.version < 1) throw notFound('izoom');
  const folder = ctx.storage.versionDir(row.id, row.version, row.media_key);
  const manifest = await versionManifest(ctx, folder);
  if (!manifest || manifest.pictures.length + (manifest.outsidePictures?.length ?? 0) === 0) throw notFound('izoom');
  return { row, manifest, folder };
}

/** Ids within a 32-bit integer column (9 digits), as the database keeps them. */
const IMAGE_ID = /^i([1-9]\d{0,8})-v([1-9]\d{0,8})-p([1-9]\d{0,8})$/;

/** One picture of the published version an IIIF image id names (`i<izoomId>-v<version>-p<pictureId>`). */
export async function publishedPicture(ctx: UseCaseContext, imageId: string): Promise<PublishedPicture> {
  const [, izoomId, version, pictureId] = IMAGE_ID.exec(imageId) ?? [];
  if (!izoomId) throw notFound('image');
  const izoom = await publishedIzoom(ctx, Number(izoomId));
  const picture = izoom.manifest.pictures.find((p) => p.id === Number(pictureId));
  // An older version is gone as far as IIIF goes: its id is never reused, so nothing cached is ever wrong.
  if (izoom.row.version !== Number(version) || !picture) throw notFound('image');
  const { tileSize, overlap } = izoom.manifest;
  return {
    izoom,
    picture,
    pyramid: pyramidOf(picture.width, picture.height, tileSize, overlap),
    tileKey: (level, col, row) =>
      `${izoom.folder}/${picture.tileUrlTemplate
        .replaceAll('{level}', String(level))
        .replaceAll('{col}', String(col))
        .replaceAll('{row}', String(row))}`,
  };
}

export interface PublicAlbum extends SeenAlbum {
  row: AlbumRow;
  /** Its public izooms that have a published version, by id. */
  published: Map<number, PublishedIzoom>;
}

/** A public album as a visitor sees it, with the published versions of its izooms. */
export async function publicAlbum(ctx: UseCaseContext, id: number): Promise<PublicAlbum> {
  const row = assertCanSee(null, await ctx.repos.albums.findById(id), 'album');
  const [seen] = await seeAlbums(ctx.repos, [row], null);
  const published = new Map<number, PublishedIzoom>();
  for (const izoom of seen.izooms) {
    // Not generated yet (or gone meanwhile): not listed. Anything else is a real failure.
    const found = await publishedIzoom(ctx, izoom.id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    });
    if (found) published.set(izoom.id, found);
  }
  return { ...seen, row, published };
}
