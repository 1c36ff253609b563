/**
 * An album as an IIIF Presentation API 3.0 Collection (https://iiif.io/api/presentation/3.0/#51-collection).
 *
 * Its groups are nested Collections, not Ranges: a Range orders Canvases inside one Manifest, while a group holds
 * whole izooms, each its own Manifest — and a Collection is the only IIIF resource that holds Manifests. Each group
 * is listed in full inside the album's Collection (one request shows everything) and is also served at its own
 * URL, so a viewer that opens nested Collections one by one (Mirador) finds it there. Only public izooms with a
 * published version are listed, and a group left with none is left out, as the album's own page does.
 */
import { iiifPaths } from '../../shared/iiif-paths';
import type { PublicAlbum } from '../use-cases/iiif';
import { textMap } from './languages';
import { manifestReference, PRESENTATION_CONTEXT, posterThumbnail } from './manifest';

export const groupCollectionPath = (albumId: number, groupId: string) =>
  iiifPaths.collection(albumId).replace('collection.json', `groups/${groupId}/collection.json`);

function groupsOf(origin: string, album: PublicAlbum) {
  return album.album.groups.flatMap((group) => {
    const items = group.izoomIds.flatMap((id) => {
      const izoom = album.published.get(id);
      return izoom ? [manifestReference(origin, izoom)] : [];
    });
    if (items.length === 0) return [];
    return [
      {
        id: `${origin}${groupCollectionPath(album.row.id, group.id)}`,
        type: 'Collection' as const,
        label: textMap(group.name),
        items,
      },
    ];
  });
}

function albumThumbnail(origin: string, album: PublicAlbum) {
  const posterRow = [album.album.posterIzoomId, ...album.izooms.map((row) => row.id)]
    .map((id) => album.izooms.find((row) => row.id === id))
    .find((row) => row?.poster_key);
  return posterRow ? posterThumbnail(origin, posterRow) : [];
}

export function albumCollection(origin: string, album: PublicAlbum) {
  const { row } = album;
  return {
    '@context': PRESENTATION_CONTEXT,
    id: `${origin}${iiifPaths.collection(row.id)}`,
    type: 'Collection',
    label: textMap(row.name),
    ...(row.description && { summary: textMap(row.description) }),
    thumbnail: albumThumbnail(origin, album),
    homepage: [
      {
        id: `${origin}/album/${row.id}`,
        type: 'Text',
        label: textMap(row.name),
        format: 'text/html',
      },
    ],
    items: groupsOf(origin, album),
  };
}

/** One group of the album on its own; undefined when the album has no such group with a published izoom. */
export function groupCollection(origin: string, album: PublicAlbum, groupId: string) {
  const group = groupsOf(origin, album).find((g) => g.id.endsWith(groupCollectionPath(album.row.id, groupId)));
  if (!group) return undefined;
  return {
    '@context': PRESENTATION_CONTEXT,
    ...group,
    partOf: [
      { id: `${origin}${iiifPaths.collection(album.row.id)}`, type: 'Collection', label: textMap(album.row.name) },
    ],
  };
}
