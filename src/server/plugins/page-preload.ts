import type { FastifyInstance } from 'fastify';
import { CARD_SIZES } from '../../shared/poster-sizes';
import type { IzoomPoster } from '../../shared/schemas/izooms';
import { getAlbum, listPublicAlbums } from '../use-cases/albums';
import { listIzooms } from '../use-cases/izooms';

const ALBUM_PAGE = /^\/album\/(\d{1,9})\/?$/;

/**
 * The poster a page shows first and largest, as a visitor sees it: on the homepage the first public album's
 * (the first public izoom's when there is no album), on an album page its first izoom's.
 */
async function firstPoster(app: FastifyInstance, pathname: string): Promise<IzoomPoster | null> {
  const ctx = app.useCases;
  if (pathname === '/') {
    const albums = await listPublicAlbums(ctx, { page: 1, pageSize: 1 });
    if (albums.items.length > 0) return albums.items[0]?.poster ?? null;
    const izooms = await listIzooms(ctx, null, { page: 1, pageSize: 1, sort: '-updatedAt' });
    return izooms.items[0]?.poster ?? null;
  }
  const [, id] = ALBUM_PAGE.exec(pathname) ?? [];
  if (!id) return null;
  const album = await getAlbum(ctx, null, Number(id)).catch(() => undefined);
  if (!album) return null;
  const shown = new Map(album.izooms.map((izoom) => [izoom.id, izoom]));
  const first = album.groups.flatMap((group) => group.izoomIds).find((izoomId) => shown.has(izoomId));
  return first === undefined ? null : (shown.get(first)?.poster ?? null);
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const srcset = (renditions: IzoomPoster['renditions']) => renditions.map((r) => `${r.url} ${r.width}w`).join(', ');

/**
 * A preload of that poster for the page's HTML, so that the browser fetches it while the app's scripts load
 * rather than after they have run and asked for the page's data; '' when the page has none. Its `imagesrcset` and
 * `imagesizes` are the `<img>`'s own (the AVIF `<source>`'s), so the browser picks the same file and uses it once;
 * a browser without AVIF skips it by its type.
 */
export async function posterPreload(app: FastifyInstance, pathname: string): Promise<string> {
  const poster = await firstPoster(app, pathname).catch((err: unknown) => {
    app.log.warn({ err, pathname }, 'the first poster of a page could not be read');
    return null;
  });
  if (!poster || poster.avif.length === 0) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attribute(srcset(poster.avif))}" imagesizes="${attribute(CARD_SIZES)}" />`;
}
