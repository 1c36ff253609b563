import { describe, expect, it } from 'vitest';
import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import { sceneItems, stepIn, viewingOrder, visibleGroups } from './album-order';

const izoom = (id: number, ready = true) => ({ id, name: `i${id}`, manifestUrl: ready ? `/m/${id}` : null });
const album = {
  groups: [
    { id: 'a', name: 'A', izoomIds: [3, 1] },
    { id: 'b', name: 'B', izoomIds: [9] },
    { id: 'c', name: 'C', izoomIds: [2, 3, 4] },
  ],
  izooms: [izoom(1), izoom(2, false), izoom(3), izoom(4)],
  positions: [{ izoomId: 4, x: 1, y: 2, z: -3, rotation: 45, scale: 2 }],
} as unknown as AlbumWithIzooms;

describe('album viewing order', () => {
  it('follows the groups, leaving out what the reader cannot see and empty groups', () => {
    expect(visibleGroups(album).map((g) => [g.id, g.izooms.map((i) => i.id)])).toEqual([
      ['a', [3, 1]],
      ['c', [2, 3, 4]],
    ]);
  });

  it('views each published izoom once, in reading order', () => {
    expect(viewingOrder(album)).toEqual([3, 1, 4]);
  });

  it('steps to the next and previous, wrapping around', () => {
    expect(stepIn([3, 1, 4], 3, 1)).toBe(1);
    expect(stepIn([3, 1, 4], 4, 1)).toBe(3);
    expect(stepIn([3, 1, 4], 3, -1)).toBe(4);
    expect(stepIn([3], 3, 1)).toBeNull();
    expect(stepIn([3, 1], 7, 1)).toBeNull();
  });

  it('stands each published izoom once in the scene, under its first group, with its stored position', () => {
    expect(sceneItems(album)).toEqual([
      { izoomId: 3, groupId: 'a' },
      { izoomId: 1, groupId: 'a' },
      { izoomId: 4, groupId: 'c', position: { izoomId: 4, x: 1, y: 2, z: -3, rotation: 45, scale: 2 } },
    ]);
  });
});
