import type { AlbumPosition, AlbumWithIzooms } from '../../../../shared/schemas/albums';
import type { LayoutItem, Position } from '../../../../viewer';
import { readDecimal, roundTo } from '../../../forms/decimal';

export const POSITION_FIELDS = ['x', 'y', 'z', 'rotation', 'scale'] as const;
export type PositionField = (typeof POSITION_FIELDS)[number];
export type PositionValues = Record<PositionField, number | string>;

/** The server's ranges (src/shared/schemas/albums.ts AlbumPosition). */
const RANGES: Record<PositionField, { min: number; max: number; above?: boolean }> = {
  x: { min: -1e6, max: 1e6 },
  y: { min: -1e6, max: 1e6 },
  z: { min: -1e6, max: 1e6 },
  rotation: { min: -360, max: 360 },
  scale: { min: 0, max: 1000, above: true },
};

/** The album's izooms of its groups, each once, in order, with the group they are in. */
export const groupedIzooms = (album: AlbumWithIzooms): LayoutItem[] => {
  const positions = new Map(album.positions.map((p) => [p.izoomId, p]));
  const seen = new Set<number>();
  return album.groups.flatMap((group) =>
    group.izoomIds.flatMap((izoomId) => {
      if (seen.has(izoomId)) return [];
      seen.add(izoomId);
      const position = positions.get(izoomId);
      return [{ izoomId, groupId: group.id, ...(position ? { position } : {}) }];
    }),
  );
};

/** Where an izoom stands now: its stored position, or where the gallery hangs it by default. */
export const storedPositionOf = (position: Position): AlbumPosition => ({
  izoomId: position.izoomId,
  x: round(position.centre.x),
  y: round(position.centre.y),
  z: round(position.centre.z),
  rotation: round(position.rotation),
  scale: round(position.size),
});

/** To the millimetre, as stored. */
const round = (value: number) => roundTo(value, 3);

/** The items with the positions being edited (dragged or typed, not saved yet) in place of the stored ones. */
export const withDrafts = (items: readonly LayoutItem[], drafts: ReadonlyMap<number, AlbumPosition>): LayoutItem[] =>
  items.map((item) => {
    const draft = drafts.get(item.izoomId);
    return draft ? { ...item, position: draft } : item;
  });

/** The same to the millimetre (what is stored): an izoom's position in the scene and a stored one, or two stored ones. */
export const samePosition = (a: AlbumPosition, b: AlbumPosition): boolean =>
  POSITION_FIELDS.every((field) => Math.abs(a[field] - b[field]) < 5e-4);

/**
 * The position the inputs hold, or which fields are wrong: `required` for an empty one, `notValid` for one
 * outside the server's range.
 */
export const readPosition = (
  izoomId: number,
  values: PositionValues,
): { position: AlbumPosition } | { errors: Partial<Record<PositionField, 'required' | 'notValid'>> } => {
  const errors: Partial<Record<PositionField, 'required' | 'notValid'>> = {};
  const numbers = {} as Record<PositionField, number>;
  for (const field of POSITION_FIELDS) {
    const raw = values[field];
    const value = readDecimal(raw);
    const { min, max, above } = RANGES[field];
    if (typeof raw === 'string' && raw.trim() === '') errors[field] = 'required';
    else if (!Number.isFinite(value) || value > max || (above ? value <= min : value < min)) errors[field] = 'notValid';
    numbers[field] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { position: { izoomId, ...numbers } };
};
