import { describe, expect, it } from 'vitest';
import type { AlbumGroup } from '../../../../shared/schemas/albums';
import { groupProblems, groupsReducer, newGroupId } from './groups-reducer';

const start: AlbumGroup[] = [
  { id: 'a', name: 'First', izoomIds: [1, 2] },
  { id: 'b', name: 'Second', izoomIds: [3] },
];

describe('the groups editor', () => {
  it('adds, renames, reorders and removes groups', () => {
    let groups = groupsReducer(start, { type: 'add', id: 'c', name: 'Third' });
    groups = groupsReducer(groups, { type: 'rename', id: 'a', name: 'Opening' });
    groups = groupsReducer(groups, { type: 'move', id: 'c', by: -1 });
    expect(groups.map((g) => `${g.id}:${g.name}`)).toEqual(['a:Opening', 'c:Third', 'b:Second']);
    groups = groupsReducer(groups, { type: 'move', id: 'a', by: -1 });
    expect(groups[0].id).toBe('a');
    expect(groupsReducer(groups, { type: 'remove', id: 'c' }).map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('puts an izoom in one group only, at a place, and takes it out again', () => {
    let groups = groupsReducer(start, { type: 'place', izoomId: 2, groupId: 'b', index: 0 });
    expect(groups.map((g) => g.izoomIds)).toEqual([[1], [2, 3]]);
    groups = groupsReducer(groups, { type: 'place', izoomId: 9, groupId: 'a' });
    expect(groups[0].izoomIds).toEqual([1, 9]);
    groups = groupsReducer(groups, { type: 'moveIzoom', izoomId: 9, groupId: 'a', by: -1 });
    expect(groups[0].izoomIds).toEqual([9, 1]);
    groups = groupsReducer(groups, { type: 'unplace', izoomId: 9, groupId: 'a' });
    expect(groups[0].izoomIds).toEqual([1]);
    expect(groupsReducer(groups, { type: 'place', izoomId: 5, groupId: 'nope' })).toBe(groups);
  });

  it('makes group ids the server accepts, and finds names that break the rules', () => {
    const id = newGroupId(1_700_000_000_000);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newGroupId(1_700_000_000_000)).not.toBe(id);
    const rule = (v: string) => (v.trim() ? null : 'Group name is required');
    expect(groupProblems([...start, { id: 'x', name: ' ', izoomIds: [] }], rule)).toEqual({
      x: 'Group name is required',
    });
  });
});
