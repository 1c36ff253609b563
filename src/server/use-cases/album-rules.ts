import type { Album, AlbumGroup, AlbumPosition } from '../../shared/schemas/albums';
import { canUseInAlbum } from '../auth/visibility';
import { invalid } from '../errors';
import type { Repos } from '../repos';
import { albumIzoomIds } from '../repos/albums';

/** The ids among `ids` an album of `ownerId` may not hold (see canUseInAlbum): unknown ones too. */
async function unusableIzoomIds(repos: Repos, ownerId: number, ids: number[]): Promise<number[]> {
  const usable = new Set(
    (await repos.izooms.findByIds(ids)).filter((row) => canUseInAlbum(ownerId, row)).map((row) => row.id),
  );
  return ids.filter((id) => !usable.has(id));
}

export async function assertPosterValid(repos: Repos, ownerId: number, posterIzoomId: number | null | undefined) {
  if (posterIzoomId === undefined || posterIzoomId === null) return;
  if ((await unusableIzoomIds(repos, ownerId, [posterIzoomId])).length > 0) {
    throw invalid('body.posterIzoomId', `The requested izoom ${posterIzoomId} is not found`);
  }
}

/** Group ids once each; every izoom one the album may hold. */
export async function assertGroupsValid(repos: Repos, ownerId: number, groups: AlbumGroup[]) {
  const seen = new Set<string>();
  groups.forEach((group, i) => {
    if (seen.has(group.id)) throw invalid(`body.groups.${i}.id`, `Group id "${group.id}" is used twice`);
    seen.add(group.id);
  });
  const unknown = await unusableIzoomIds(repos, ownerId, albumIzoomIds({ groups }));
  if (unknown.length > 0) {
    const i = groups.findIndex((g) => g.izoomIds.includes(unknown[0] as number));
    throw invalid(`body.groups.${i}.izoomIds`, `The requested izoom ${unknown.join(', ')} is not found`);
  }
}

/** Positions only of izooms in the album's groups (as the caller sees it), each once. */
export function assertPositionsValid(album: Album, positions: AlbumPosition[]) {
  const inAlbum = new Set(albumIzoomIds(album));
  const seen = new Set<number>();
  positions.forEach((p, i) => {
    if (!inAlbum.has(p.izoomId)) {
      throw invalid(`body.positions.${i}.izoomId`, `Izoom ${p.izoomId} is not in this album: add it to a group first`);
    }
    if (seen.has(p.izoomId)) throw invalid(`body.positions.${i}.izoomId`, `Izoom ${p.izoomId} is placed twice`);
    seen.add(p.izoomId);
  });
}
