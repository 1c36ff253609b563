import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { TEXT_LIMITS } from '../text';
import { Line } from './text';

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'The item id' }) });
export type IdParams = Static<typeof IdParams>;

export const ListSort = Type.Union(
  ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt'].map((s) => Type.Literal(s)),
  { default: '-updatedAt' },
);

export const ListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    q: Type.Optional(Line(TEXT_LIMITS.search, 'Search in the name')),
    sort: Type.Optional(ListSort),
  },
  { additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuery>;

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const ErrorData = Type.Object(
  { code: Type.String(), field: Type.Optional(Type.String()) },
  { additionalProperties: true },
);

export const EnvelopeOf = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Boolean(),
    data,
    message: Type.String(),
    description: Type.Optional(Type.String()),
  });

export const FailureEnvelope = EnvelopeOf(ErrorData);

export const Timestamp = Type.String({ format: 'date-time' });
