import { describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../../../shared/schemas/albums';
import { layoutAlbum } from '../../../../viewer/album';
import { groupedIzooms, readPosition, samePosition, storedPositionOf, withDrafts } from './positions';

const album = {
  groups: [
    { id: 'a', name: 'A', izoomIds: [1, 2] },
    { id: 'b', name: 'B', izoomIds: [2, 3] },
  ],
  positions: [{ izoomId: 3, x: 1, y: 2, z: -3, rotation: 45, scale: 2 }],
} as unknown as AlbumWithIzooms;

describe('the positions editor', () => {
  it('lists each grouped izoom once, with its stored position', () => {
    expect(groupedIzooms(album)).toEqual([
      { izoomId: 1, groupId: 'a' },
      { izoomId: 2, groupId: 'a' },
      { izoomId: 3, groupId: 'b', position: { izoomId: 3, x: 1, y: 2, z: -3, rotation: 45, scale: 2 } },
    ]);
  });

  it('starts an unplaced izoom where the gallery hangs it, a placed one where it was stored', () => {
    const [first, , third] = layoutAlbum(groupedIzooms(album)).positions.map(storedPositionOf);
    expect(first).toEqual({ izoomId: 1, x: -3.47, y: 1.6, z: -5, rotation: 90, scale: 1.6 });
    expect(third).toEqual({ izoomId: 3, x: 1, y: 2, z: -3, rotation: 45, scale: 2 });
  });

  it('reads numbers within the server ranges and names the fields that are empty or out of range', () => {
    expect(readPosition(4, { x: '1.5', y: 0, z: '-2', rotation: 90, scale: '1' })).toEqual({
      position: { izoomId: 4, x: 1.5, y: 0, z: -2, rotation: 90, scale: 1 },
    });
    expect(readPosition(4, { x: '１．５', y: '－２', z: '-2,25', rotation: ' 90 ', scale: '1' })).toEqual({
      position: { izoomId: 4, x: 1.5, y: -2, z: -2.25, rotation: 90, scale: 1 },
    });
    expect(readPosition(4, { x: '', y: 'abc', z: 2e6, rotation: 400, scale: 0 })).toEqual({
      errors: { x: 'required', y: 'notValid', z: 'notValid', rotation: 'notValid', scale: 'notValid' },
    });
  });

  it('shows positions being edited in place of the stored ones, so the gallery hangs the rest around them', () => {
    const draft = { izoomId: 1, x: 0, y: 1.5, z: -6, rotation: 0, scale: 2 };
    const items = withDrafts(groupedIzooms(album), new Map([[1, draft]]));
    expect(items[0]).toEqual({ izoomId: 1, groupId: 'a', position: draft });
    expect(items[2]).toEqual(groupedIzooms(album)[2]);
    // Izoom 1 stands on its own now: izoom 2 takes the first place on the wall.
    const second = layoutAlbum(items).positions[1];
    expect(second && storedPositionOf(second)).toEqual({
      izoomId: 2,
      x: -3.47,
      y: 1.6,
      z: -5,
      rotation: 90,
      scale: 1.6,
    });
  });

  it('compares positions to the millimetre', () => {
    const a = { izoomId: 1, x: 0, y: 1.6, z: -5, rotation: 90, scale: 1.6 };
    expect(samePosition(a, { ...a, x: 0.0004 })).toBe(true);
    expect(samePosition(a, { ...a, x: 0.001 })).toBe(false);
    expect(samePosition(a, { ...a, scale: 1.7 })).toBe(false);
  });
});
