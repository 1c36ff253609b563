import { type Static, Type } from '@sinclair/typebox';
import { NAME_RULE } from '../text';
import { PageOf } from './common';
import { Izoom, IzoomPoster } from './izooms';
import { Description, Name, TextOf } from './text';

/** The album's scene: a binary glTF model or an equirectangular panorama. */
export const SceneFile = Type.Object({
  kind: Type.Union([Type.Literal('glb'), Type.Literal('panorama')]),
  url: Type.String({ description: 'Immutable media URL' }),
  name: Type.String({ description: "The uploaded file's name" }),
  bytes: Type.Integer(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
});
export type SceneFile = Static<typeof SceneFile>;

/** update-cill-file's JSON form (its other form is multipart with a `file`): `{remove: true}` clears the scene. */
export const SceneFileRemoveBody = Type.Object(
  { remove: Type.Optional(Type.Literal(true)) },
  { additionalProperties: false },
);

const Coordinate = Type.Number({ minimum: -1e6, maximum: 1e6 });

export const AlbumGroup = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    name: TextOf(NAME_RULE, "The group's name"),
    izoomIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type AlbumGroup = Static<typeof AlbumGroup>;

/** Where an izoom stands in the album's 3D scene: metres, degrees of yaw, uniform scale. */
export const AlbumPosition = Type.Object(
  {
    izoomId: Type.Integer({ minimum: 1 }),
    x: Coordinate,
    y: Coordinate,
    z: Coordinate,
    rotation: Type.Number({ minimum: -360, maximum: 360 }),
    scale: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
  },
  { additionalProperties: false },
);
export type AlbumPosition = Static<typeof AlbumPosition>;

export const Album = Type.Object({
  id: Type.Integer(),
  ownerId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  isPublic: Type.Boolean(),
  posterIzoomId: Type.Union([Type.Integer(), Type.Null()]),
  cillFile: Type.Union([SceneFile, Type.Null()], {
    description: 'The album\'s scene file (the spec\'s "cill file"); null: the built-in gallery',
  }),
  groups: Type.Array(AlbumGroup),
  positions: Type.Array(AlbumPosition),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Album = Static<typeof Album>;

/** An album with the izooms of its groups that the caller may see. */
export const AlbumWithIzooms = Type.Composite([Album, Type.Object({ izooms: Type.Array(Izoom) })]);
export type AlbumWithIzooms = Static<typeof AlbumWithIzooms>;

export const AlbumSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  posterIzoomId: Type.Union([Type.Integer(), Type.Null()]),
  poster: Type.Union([IzoomPoster, Type.Null()], {
    description: "The poster izoom's poster, or the first izoom's with one",
  }),
  izoomCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type AlbumSummary = Static<typeof AlbumSummary>;

/** An album in the `get` listing: with the cover and count of what the caller may see. */
export const AlbumListItem = Type.Composite([
  Album,
  Type.Object({ poster: Type.Union([IzoomPoster, Type.Null()]), izoomCount: Type.Integer() }),
]);
export type AlbumListItem = Static<typeof AlbumListItem>;

export const AlbumPage = PageOf(AlbumListItem);
export const AlbumSummaryPage = PageOf(AlbumSummary);

export const AlbumCreate = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    isPublic: Type.Optional(Type.Boolean()),
    posterIzoomId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AlbumCreate = Static<typeof AlbumCreate>;

export const AlbumUpdate = Type.Partial(AlbumCreate, { additionalProperties: false, minProperties: 1 });
export type AlbumUpdate = Static<typeof AlbumUpdate>;

export const AlbumGroupsBody = Type.Object(
  { groups: Type.Array(AlbumGroup, { maxItems: 100 }) },
  { additionalProperties: false },
);
export type AlbumGroupsBody = Static<typeof AlbumGroupsBody>;

/** Positions are merged by izoom id: send one to move one. */
export const AlbumPositionsBody = Type.Object(
  { positions: Type.Array(AlbumPosition, { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export type AlbumPositionsBody = Static<typeof AlbumPositionsBody>;
