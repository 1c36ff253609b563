import type { Album } from '../../shared/schemas/albums';
import type { IzoomPoster } from '../../shared/schemas/izooms';
import { canSee } from '../auth/access';
import type { UserRow } from '../db/schema';
import { albumIzoomIds } from '../repos/albums';
import type { Repos } from '../types';
import { posterOf } from './izooms';

export interface AlbumCover {
  /** The poster izoom if `viewer` may see it, else null. */
  posterIzoomId: number | null;
  /** The poster izoom's poster, or the first visible member's with one. */
  poster: IzoomPoster | null;
  /** How many of its izooms `viewer` may see. */
  izoomCount: number;
}

/** For a page of albums: what each shows on its card to `viewer` (null: a visitor, public izooms only). */
export const albumCovers = async (repos: Repos, albums: Album[], viewer: UserRow | null): Promise<AlbumCover[]> => {
  const ids = [...new Set(albums.flatMap((a) => [...albumIzoomIds(a), ...(a.posterIzoomId ? [a.posterIzoomId] : [])]))];
  const visible = new Map(
    (await repos.izooms.findByIds(ids)).filter((row) => canSee(viewer, row)).map((row) => [row.id, row]),
  );
  return albums.map((a) => {
    const posterIzoomId = a.posterIzoomId !== null && visible.has(a.posterIzoomId) ? a.posterIzoomId : null;
    const members = albumIzoomIds(a).filter((id) => visible.has(id));
    const posterRow = [posterIzoomId, ...members]
      .map((id) => (id === null ? undefined : visible.get(id)))
      .find((row) => row?.poster_key);
    return { posterIzoomId, poster: posterRow ? posterOf(posterRow) : null, izoomCount: members.length };
  });
};
