import { type Static, Type } from '@sinclair/typebox';
import { PageOf } from './common';
import { Description, Name } from './text';

/** DESIGN.md: idle → queued → generating → done | failed | stopped. */
export const GENERATE_STATES = ['idle', 'queued', 'generating', 'done', 'failed', 'stopped'] as const;
export type GenerateStateName = (typeof GENERATE_STATES)[number];

export const GenerateState = Type.Object({
  state: Type.Union(GENERATE_STATES.map((s) => Type.Literal(s))),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  message: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer({ description: 'The published version; 0 until the first generation is done' }),
});
export type GenerateState = Static<typeof GenerateState>;

const Rendition = Type.Object({ width: Type.Integer(), url: Type.String() });

/** A poster in several widths (JPEG, and AVIF for browsers that take it; no metadata), for `srcset`. */
export const IzoomPoster = Type.Object({
  width: Type.Integer({ description: 'Of the source picture' }),
  height: Type.Integer(),
  renditions: Type.Array(Rendition, { description: 'JPEG, narrowest first' }),
  avif: Type.Array(Rendition, { description: 'The same poster as AVIF (smaller), narrowest first' }),
});
export type IzoomPoster = Static<typeof IzoomPoster>;

export const Picture = Type.Object({
  id: Type.Integer(),
  position: Type.Integer({ description: 'Order in the izoom, from 0' }),
  name: Type.String({ description: "The uploaded file's name, or its path inside a zip" }),
  format: Type.String(),
  width: Type.Integer({ description: 'Upright (EXIF orientation applied)' }),
  height: Type.Integer(),
  bytes: Type.Integer(),
  hash: Type.String({ description: 'sha256 of the uploaded bytes' }),
  thumbnailUrl: Type.String({
    description:
      "A 320 px wide upright rendition without metadata; for an outside IIIF image, its service's own size request",
  }),
  thumbnailAvifUrl: Type.String({ description: 'The same thumbnail as AVIF (smaller)' }),
  iiifInfoUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'An outside IIIF image: its info.json, fetched by browsers only; null for an uploaded picture',
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Picture = Static<typeof Picture>;

export const Izoom = Type.Object({
  id: Type.Integer(),
  ownerId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  isPublic: Type.Boolean(),
  generate: GenerateState,
  pictureCount: Type.Integer(),
  poster: Type.Union([IzoomPoster, Type.Null()]),
  manifestUrl: Type.Union([Type.String(), Type.Null()], {
    description: "The published version's manifest (immutable URL); null until the first generation is done",
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Izoom = Static<typeof Izoom>;

/** An izoom with its pictures in order. */
export const IzoomDetail = Type.Composite([Izoom, Type.Object({ pictures: Type.Array(Picture) })]);
export type IzoomDetail = Static<typeof IzoomDetail>;

export const SkippedFile = Type.Object({ name: Type.String(), reason: Type.String() });
export type SkippedFile = Static<typeof SkippedFile>;

export const UploadResult = Type.Object({
  izoom: IzoomDetail,
  added: Type.Array(Picture),
  skipped: Type.Array(SkippedFile, { description: 'Files of a zip that are not pictures' }),
});
export type UploadResult = Static<typeof UploadResult>;

export const PictureIdBody = Type.Object({ pictureId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type PictureIdBody = Static<typeof PictureIdBody>;

/** update-poster's JSON form (its other form is multipart with a `file`): a picture, or null for the automatic one. */
export const PosterChoiceBody = Type.Object(
  {
    pictureId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
        description: "One of the izoom's pictures; null goes back to the automatic poster",
      }),
    ),
  },
  { additionalProperties: false },
);

export const IzoomPage = PageOf(Izoom);

export const IzoomCreate = Type.Object(
  { name: Name, description: Type.Optional(Description), isPublic: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type IzoomCreate = Static<typeof IzoomCreate>;

export const IzoomUpdate = Type.Partial(IzoomCreate, { additionalProperties: false, minProperties: 1 });
export type IzoomUpdate = Static<typeof IzoomUpdate>;
