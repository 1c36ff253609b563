import { type Static, Type } from '@sinclair/typebox';

export const Rect = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });
export type Rect = Static<typeof Rect>;

/**
 * `manifest.json` of a generated izoom version. Relative URLs are relative to the manifest's own URL;
 * every picture is a standard Deep Zoom image (`dzi`), laid out on one canvas by `rect`.
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
});
export type IzoomManifest = Static<typeof IzoomManifest>;
