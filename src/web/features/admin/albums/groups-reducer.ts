import type { AlbumGroup } from '../../../../shared/schemas/albums';
import { moveItem } from '../izooms/reorder';

export type GroupsAction =
  | { type: 'reset'; groups: AlbumGroup[] }
  | { type: 'add'; id: string; name: string }
  | { type: 'rename'; id: string; name: string }
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'remove'; id: string }
  /** Puts an izoom into a group (at `index`, default the end), taking it out of any other group. */
  | { type: 'place'; izoomId: number; groupId: string; index?: number }
  | { type: 'moveIzoom'; izoomId: number; groupId: string; by: -1 | 1 }
  | { type: 'unplace'; izoomId: number; groupId: string };

/** The groups editor's draft: groups in order, each with its izooms in order; an izoom in one group at most. */
export const groupsReducer = (groups: AlbumGroup[], action: GroupsAction): AlbumGroup[] => {
  switch (action.type) {
    case 'reset':
      return action.groups;
    case 'add':
      return [...groups, { id: action.id, name: action.name, izoomIds: [] }];
    case 'rename':
      return groups.map((g) => (g.id === action.id ? { ...g, name: action.name } : g));
    case 'move': {
      const at = groups.findIndex((g) => g.id === action.id);
      return at < 0 ? groups : moveItem(groups, at, at + action.by);
    }
    case 'remove':
      return groups.filter((g) => g.id !== action.id);
    case 'place': {
      if (!groups.some((g) => g.id === action.groupId)) return groups;
      return groups.map((g) => {
        const without = g.izoomIds.filter((id) => id !== action.izoomId);
        if (g.id !== action.groupId) return without.length === g.izoomIds.length ? g : { ...g, izoomIds: without };
        const index = Math.max(0, Math.min(without.length, action.index ?? without.length));
        return { ...g, izoomIds: [...without.slice(0, index), action.izoomId, ...without.slice(index)] };
      });
    }
    case 'moveIzoom':
      return groups.map((g) => {
        const at = g.izoomIds.indexOf(action.izoomId);
        return g.id === action.groupId && at >= 0 ? { ...g, izoomIds: moveItem(g.izoomIds, at, at + action.by) } : g;
      });
    case 'unplace':
      return groups.map((g) =>
        g.id === action.groupId ? { ...g, izoomIds: g.izoomIds.filter((id) => id !== action.izoomId) } : g,
      );
  }
};

let made = 0;
/** A new group id the server accepts (letters, digits, - and _), unique in this page. */
export const newGroupId = (now = Date.now()): string => `g${now.toString(36)}${(++made).toString(36)}`;

/** The group names that break the rules, by group id. */
export const groupProblems = (
  groups: AlbumGroup[],
  nameRule: (value: string) => string | null,
): Record<string, string> =>
  Object.fromEntries(groups.flatMap((g) => (nameRule(g.name) ? [[g.id, nameRule(g.name) as string]] : [])));
