/**
 * An izoom's outside IIIF images (its manifest's `outsidePictures`): the browser reads each one's info.json and
 * builds its pyramid, in the place the manifest's layout gave it. One that cannot be read is left out of what the
 * viewer draws and listed as failed; the other pictures still show.
 */
import type { IzoomManifest, OutsidePicture } from '../../shared/schemas/manifest';
import { iiifPyramid, parseIiifInfo } from './iiif-source';
import type { SourcePicture, ViewerSource } from './izoom-source';

export type FailedPicture = NonNullable<ViewerSource['failedPictures']>[number];

/** Answers an info.json's parsed JSON, or throws saying why not. */
export type InfoLoader = (infoUrl: string) => Promise<unknown>;

/** One outside picture as the viewer draws it, from its info.json. */
export const outsideSourcePicture = (entry: OutsidePicture, info: unknown): SourcePicture => {
  const parsed = parseIiifInfo(info);
  return { id: entry.id, name: entry.name, rect: entry.rect, ...iiifPyramid(parsed) };
};

/** The source with the manifest's outside pictures added, each read through `load`; none fails the whole. */
export async function withOutsidePictures(
  source: ViewerSource,
  manifest: IzoomManifest,
  load: InfoLoader,
): Promise<ViewerSource> {
  const outside = manifest.outsidePictures ?? [];
  if (outside.length === 0) return source;
  const read = await Promise.all(
    outside.map(async (entry) => {
      try {
        return { picture: outsideSourcePicture(entry, await load(entry.iiifInfoUrl)) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const failed: FailedPicture = { id: entry.id, name: entry.name, reason };
        return { failed };
      }
    }),
  );
  const failedPictures = read.flatMap((r) => (r.failed ? [r.failed] : []));
  return {
    ...source,
    pictures: [...source.pictures, ...read.flatMap((r) => (r.picture ? [r.picture] : []))],
    ...(failedPictures.length > 0 && { failedPictures }),
  };
}
