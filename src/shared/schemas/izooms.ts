import { type Static, Type } from '@sinclair/typebox';
import { Description, Name, PageOf } from './common';

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

export const Izoom = Type.Object({
  id: Type.Integer(),
  ownerId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  isPublic: Type.Boolean(),
  generate: GenerateState,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Izoom = Static<typeof Izoom>;

export const IzoomPage = PageOf(Izoom);

export const IzoomCreate = Type.Object(
  { name: Name, description: Type.Optional(Description), isPublic: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type IzoomCreate = Static<typeof IzoomCreate>;

export const IzoomUpdate = Type.Partial(IzoomCreate, { additionalProperties: false, minProperties: 1 });
export type IzoomUpdate = Static<typeof IzoomUpdate>;
