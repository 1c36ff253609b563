/**
 * Where izoom serves IIIF (https://iiif.io): the Image API 3.0 services of every picture of a public izoom and the
 * Presentation API 3.0 Manifests (izooms) and Collections (albums). Root-relative; the server makes them absolute.
 */
export const IIIF_PREFIX = '/iiif/3';

/**
 * One picture of one published version: `i<izoomId>-v<version>-p<pictureId>`. A new version is a new id, so
 * everything under it never changes and may be cached for good.
 */
export const iiifImageId = (izoomId: number, version: number, pictureId: number): string =>
  `i${izoomId}-v${version}-p${pictureId}`;

export const iiifPaths = {
  image: (izoomId: number, version: number, pictureId: number) =>
    `${IIIF_PREFIX}/${iiifImageId(izoomId, version, pictureId)}`,
  manifest: (izoomId: number) => `${IIIF_PREFIX}/izooms/${izoomId}/manifest.json`,
  collection: (albumId: number) => `${IIIF_PREFIX}/albums/${albumId}/collection.json`,
};

/**
 * The link IIIF viewers accept by drag and drop: the resource's URL with itself again as `?manifest=` (the
 * convention of https://zimeon.github.io/iiif-dragndrop/, which Mirador and Universal Viewer read). Written
 * unencoded, as every example of the convention is: our URLs hold no `?`, `&` or `#`.
 */
export const iiifDragUrl = (resourceUrl: string): string => `${resourceUrl}?manifest=${resourceUrl}`;
