import { type Static, Type } from '@sinclair/typebox';
import { IIIF_INFO_URL_MAX } from '../outside-iiif';
import { Name } from './text';

/** A generation job as the admin dashboard shows it: queued → running → done | failed | stopped. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'stopped'] as const;

export const SummaryJob = Type.Object({
  id: Type.Integer(),
  izoomId: Type.Integer(),
  izoomName: Type.String(),
  state: Type.Union(JOB_STATES.map((s) => Type.Literal(s))),
  /** The izoom's generation progress while the job runs; 1 when done, 0 otherwise. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  message: Type.String(),
  attempts: Type.Integer(),
  createdAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SummaryJob = Static<typeof SummaryJob>;

export const AdminSummary = Type.Object({
  izooms: Type.Integer(),
  albums: Type.Integer(),
  pictures: Type.Integer(),
  /** Bytes of the uploaded originals of those izooms' pictures. */
  storageBytes: Type.Integer(),
  /** Queued and running jobs first, then the most recent others. */
  jobs: Type.Array(SummaryJob),
});
export type AdminSummary = Static<typeof AdminSummary>;

export const PictureOrderBody = Type.Object(
  { pictureIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100_000, uniqueItems: true }) },
  { additionalProperties: false },
);
export type PictureOrderBody = Static<typeof PictureOrderBody>;

/** `izooms/add-iiif-picture`: an outside IIIF image, as the browser that fetched its info.json read it. */
export const IiifPictureBody = Type.Object(
  {
    infoUrl: Type.String({
      minLength: 1,
      maxLength: IIIF_INFO_URL_MAX,
      description: "An absolute http(s) URL: the service's info.json, or its id (then /info.json is added)",
    }),
    width: Type.Integer({ minimum: 1, description: "The image's full width, as its info.json says" }),
    height: Type.Integer({ minimum: 1, description: "The image's full height, as its info.json says" }),
    version: Type.Optional(
      Type.Union([Type.Literal(2), Type.Literal(3)], {
        description: 'The IIIF Image API version its info.json declares (3 when left out)',
      }),
    ),
    name: Type.Optional(Name),
  },
  { additionalProperties: false },
);
export type IiifPictureBody = Static<typeof IiifPictureBody>;
