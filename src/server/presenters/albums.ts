import type { Album, AlbumWithIzooms } from '../../shared/schemas/albums';
import type { IzoomPoster } from '../../shared/schemas/izooms';
import { canSee } from '../auth/visibility';
import type { AlbumRow, IzoomRow, UserRow } from '../db/schema';
import type { Repos } from '../repos';
import { albumIzoomIds, toAlbum } from '../repos/albums';
import { posterOf, presentIzooms } from './izooms';

export interface AlbumCover {
  /** The poster izoom's poster, or the first member's with one. */
  poster: IzoomPoster | null;
  /** How many izooms the album holds. */
  izoomCount: number;
}

/** An album as one reader sees it, with the rows of its izooms in group order. */
export interface SeenAlbum {
  album: Album;
  cover: AlbumCover;
  izooms: IzoomRow[];
}

/**
 * The album with no trace of an izoom outside `seen`: not in its groups (a group left empty by that goes too,
 * so its length gives nothing away), not in its positions, not as its poster izoom.
 */
function albumWithOnly(album: Album, seen: ReadonlyMap<number, IzoomRow>): Album {
  const groups = album.groups.flatMap((group) => {
    const izoomIds = group.izoomIds.filter((id) => seen.has(id));
    return izoomIds.length === 0 && group.izoomIds.length > 0 ? [] : [{ ...group, izoomIds }];
  });
  return {
    ...album,
    posterIzoomId: album.posterIzoomId !== null && seen.has(album.posterIzoomId) ? album.posterIzoomId : null,
    groups,
    positions: album.positions.filter((p) => seen.has(p.izoomId)),
  };
}

/**
 * Albums as `viewer` (null: a visitor) sees them. Every call that answers with an album goes through here,
 * so what it says about its izooms — ids, positions, poster, counts — is what that reader may see.
 */
export async function seeAlbums(repos: Repos, rows: readonly AlbumRow[], viewer: UserRow | null): Promise<SeenAlbum[]> {
  const stored = rows.map(toAlbum);
  const ids = [...new Set(stored.flatMap((a) => [...albumIzoomIds(a), ...(a.posterIzoomId ? [a.posterIzoomId] : [])]))];
  const seen = new Map(
    (await repos.izooms.findByIds(ids)).filter((row) => canSee(viewer, row)).map((row) => [row.id, row]),
  );
  return stored.map((whole) => {
    const album = albumWithOnly(whole, seen);
    const members = albumIzoomIds(album)
      .map((id) => seen.get(id))
      .filter((row): row is IzoomRow => row !== undefined);
    const posterRow = [album.posterIzoomId === null ? undefined : seen.get(album.posterIzoomId), ...members].find(
      (row) => row?.poster_key,
    );
    return {
      album,
      cover: { poster: posterRow ? posterOf(posterRow) : null, izoomCount: members.length },
      izooms: members,
    };
  });
}

export const presentAlbum = async (repos: Repos, row: AlbumRow, viewer: UserRow | null): Promise<Album> =>
  (await seeAlbums(repos, [row], viewer))[0].album;

/** The album with the izooms of its groups that `viewer` may see, in group order. */
export async function presentAlbumWithIzooms(
  repos: Repos,
  row: AlbumRow,
  viewer: UserRow | null,
): Promise<AlbumWithIzooms> {
  const [{ album, izooms }] = await seeAlbums(repos, [row], viewer);
  return { ...album, izooms: await presentIzooms(repos, izooms) };
}
