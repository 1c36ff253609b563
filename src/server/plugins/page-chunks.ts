import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_STYLE_ATTRIBUTE } from '../../shared/constants';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../../shared/page-preloads';
import { attribute } from './page-preload';

/**
 * The build's list of each page's own files, less those that `indexHtml` preloads for every page already; none for
 * a build without it (or no build).
 */
export function readPagePreloads(distDir: string, indexHtml = ''): PagePreloads {
  let preloads: PagePreloads;
  try {
    preloads = JSON.parse(readFileSync(path.join(distDir, PAGE_PRELOADS_FILE), 'utf8')) as PagePreloads;
  } catch {
    return {};
  }
  const own = (files: string[]) => files.filter((file) => !indexHtml.includes(`href="${file}"`));
  return Object.fromEntries(
    Object.entries(preloads).map(([page, { scripts, styles }]) => [
      page,
      { scripts: own(scripts), styles: own(styles) },
    ]),
  );
}

/** `/album/$albumId` as a pattern for a path: each `$name` one segment. */
const matcher = (page: string) => {
  const literal = page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/\\\$[A-Za-z]+/g, '[^/]+')}/?$`);
};

/**
 * The preloads of the page at `pathname`: its own chunks, fetched with the entry's rather than once the router has
 * matched it, and its stylesheets, preloaded as index.html's are so that the app applies them before its first
 * render (build/styles-after-splash-plugin.ts). '' for a page with none.
 */
export function pagePreloadTags(preloads: PagePreloads, pathname: string): string {
  const page = Object.keys(preloads).find((key) => matcher(key).test(pathname));
  if (!page) return '';
  const { scripts, styles } = preloads[page];
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}" ${APP_STYLE_ATTRIBUTE}>`,
    ),
  ].join('\n      ');
}
