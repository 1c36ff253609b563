import { type Static, Type } from '@sinclair/typebox';

export const Rect = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });
export type Rect = Static<typeof Rect>;

/**
 * An outside IIIF image: browsers read its info.json (absolute URL) for its tiles; we keep no pyramid of it. Apart
 * from the Deep Zoom pictures, so that a viewer that knows only those still shows them.
 */
export const OutsidePicture = Type.Object({
  id: Type.Integer(),
  /** Its place among all the pictures of the izoom, from 0. */
  index: Type.Integer({ minimum: 0 }),
  name: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  rect: Rect,
  iiifInfoUrl: Type.String(),
  /** The IIIF Image API version its info.json declared when it was added. */
  iiifVersion: Type.Union([Type.Literal(2), Type.Literal(3)]),
});
export type OutsidePicture = Static<typeof OutsidePicture>;

/**
 * `manifest.json` of a generated izoom version. Relative URLs are relative to the manifest's own URL;
 * every picture is a standard Deep Zoom image (`dzi`), laid out on one canvas by `rect`, but outside IIIF images.
 */
export const IzoomManifest = Type.Object({
  type: Type.Literal('izoom-manifest'),
  formatVersion: Type.Literal(1),
  izoomId: Type.Integer(),
  version: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  generatedAt: Type.String(),
  tileSize: Type.Integer(),
  overlap: Type.Integer(),
  tileFormat: Type.String(),
  /** Canvas units: the layout's bounding box; a picture of height 1 is one unit high. */
  canvas: Type.Object({ width: Type.Number(), height: Type.Number() }),
  pictures: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      width: Type.Integer(),
      height: Type.Integer(),
      rect: Rect,
      maxLevel: Type.Integer(),
      dzi: Type.String(),
      /** `{level}`, `{col}` and `{row}` are filled in. */
      tileUrlTemplate: Type.String(),
      /** The bytes of all tiles of each level (index = level): an offline copy's size, known in advance. */
      levelBytes: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }))),
    }),
  ),
  /** Outside IIIF images, laid out with the pictures above (absent when there are none). */
  outsidePictures: Type.Optional(Type.Array(OutsidePicture)),
});
export type IzoomManifest = Static<typeof IzoomManifest>;

export type AnyManifestPicture = IzoomManifest['pictures'][number] | OutsidePicture;

/** Every picture of the manifest in the izoom's order: the outside ones stand at their `index`. */
export const picturesInOrder = (manifest: IzoomManifest): AnyManifestPicture[] => {
  const all: AnyManifestPicture[] = [...manifest.pictures];
  const outside = [...(manifest.outsidePictures ?? [])].sort((a, b) => a.index - b.index);
  for (const picture of outside) all.splice(picture.index, 0, picture);
  return all;
};
