import { CARD_SIZES } from '../../shared/poster-sizes';
import type { AlbumSummary, AlbumWithIzooms } from '../../shared/schemas/albums';
import type { Izoom, IzoomPoster } from '../../shared/schemas/izooms';

interface Answers {
  /** The homepage's: the public albums and the newest public izooms. */
  albums?: { items: AlbumSummary[] };
  izooms?: { items: Izoom[] };
  /** An album page's: the album as a visitor reads it. */
  album?: AlbumWithIzooms;
}

/**
 * The poster a page shows first and largest, from the answers the page starts with: on the homepage the first
 * public album's (the first public izoom's when there is no album), on an album page its first izoom's.
 */
function firstPoster({ albums, izooms, album }: Answers): IzoomPoster | null {
  if (albums) return albums.items.length > 0 ? (albums.items[0]?.poster ?? null) : (izooms?.items[0]?.poster ?? null);
  if (!album) return null;
  const shown = new Map(album.izooms.map((izoom) => [izoom.id, izoom]));
  const first = album.groups.flatMap((group) => group.izoomIds).find((izoomId) => shown.has(izoomId));
  return first === undefined ? null : (shown.get(first)?.poster ?? null);
}

/**
 * Where index.html takes the poster's preload (at the top of its head, so that the picture is asked for ahead of
 * the app's scripts, but after the viewport: read before it, `imagesizes` sees a 980 px page and a phone fetches
 * a second, wider size) and the splash's cover. Comments: the build keeps them in the HTML.
 */
export const POSTER_PRELOAD_MARKER = '<!-- the page poster preload: src/server/plugins/page-preload.ts -->';
export const SPLASH_COVER_MARKER = '<!-- the page cover: src/server/plugins/page-preload.ts -->';

/** A value for an HTML attribute in double quotes. */
export const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const srcset = (renditions: IzoomPoster['renditions']) => renditions.map((r) => `${r.url} ${r.width}w`).join(', ');

/**
 * A preload of that poster for the page's HTML, so that the browser fetches it while the app's scripts load
 * rather than after they have run; '' when the page has none. Its `imagesrcset` and `imagesizes` are the
 * `<img>`'s own (the AVIF `<source>`'s), so the browser picks the same file and uses it once; a browser without
 * AVIF skips it by its type.
 */
export function posterPreload(answers: Answers): string {
  const poster = firstPoster(answers);
  if (!poster || poster.avif.length === 0) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attribute(srcset(poster.avif))}" imagesizes="${attribute(CARD_SIZES)}" />`;
}

/**
 * The same poster for the splash, as the page's cover while the app starts: the first thing of the page a
 * person sees, painted as soon as it arrives, with no script. The same `srcset` and `sizes` as the card's, so
 * the browser fetches one file for both. Decorative there (the page shows it again, named); '' when none.
 */
export function splashCover(answers: Answers): string {
  const poster = firstPoster(answers);
  const largest = poster?.renditions.at(-1);
  if (!poster || !largest) return '';
  const sizes = attribute(CARD_SIZES);
  const avif =
    poster.avif.length > 0
      ? `<source type="image/avif" srcset="${attribute(srcset(poster.avif))}" sizes="${sizes}" />`
      : '';
  return `<picture class="cover">${avif}<img src="${attribute(largest.url)}" srcset="${attribute(srcset(poster.renditions))}" sizes="${sizes}" width="${poster.width}" height="${poster.height}" alt="" fetchpriority="high" /></picture>`;
}
