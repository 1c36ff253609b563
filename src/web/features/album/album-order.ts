import type { AlbumWithIzooms } from '../../../shared/schemas/albums';
import type { Izoom } from '../../../shared/schemas/izooms';
import type { LayoutItem } from '../../../viewer';

export interface VisibleGroup {
  id: string;
  name: string;
  izooms: Izoom[];
}

/** The album's groups in order, each with the izooms of it the reader may see; empty groups left out. */
export const visibleGroups = (album: AlbumWithIzooms): VisibleGroup[] => {
  const byId = new Map<number, Izoom>(album.izooms.map((izoom) => [izoom.id, izoom]));
  return album.groups
    .map((group) => ({ id: group.id, name: group.name, izooms: group.izoomIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((group) => group.izooms.length > 0);
};

/** Every viewable izoom of the album in reading order (a published version; each once). */
export const viewingOrder = (album: AlbumWithIzooms): number[] => [
  ...new Set(
    visibleGroups(album)
      .flatMap((group) => group.izooms)
      .filter((izoom) => izoom.manifestUrl)
      .map((izoom) => izoom.id),
  ),
];

/** The izoom after (step 1) or before (step -1) `current`, wrapping around; null when there is no other. */
export const stepIn = (order: number[], current: number, step: 1 | -1): number | null => {
  const at = order.indexOf(current);
  if (order.length < 2 || at < 0) return null;
  return order[(at + step + order.length) % order.length] ?? null;
};

/** The album's izooms for its 3D scene, in viewing order with their group and stored position. */
export const sceneItems = (album: AlbumWithIzooms): LayoutItem[] => {
  const positions = new Map(album.positions.map((p) => [p.izoomId, p]));
  const seen = new Set<number>();
  return visibleGroups(album).flatMap((group) =>
    group.izooms.flatMap((izoom) => {
      if (!izoom.manifestUrl || seen.has(izoom.id)) return [];
      seen.add(izoom.id);
      const position = positions.get(izoom.id);
      return [{ izoomId: izoom.id, groupId: group.id, ...(position ? { position } : {}) }];
    }),
  );
};
