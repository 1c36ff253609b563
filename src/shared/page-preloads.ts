/**
 * What each budgeted page loads on top of the entry's files, written by the build (build/page-preloads-plugin.ts)
 * into the built app's folder and preloaded by the server in that page's HTML (src/server/plugins/page-chunks.ts).
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Keyed by a page's path as budgets.json writes it (`/`, `/album/$albumId`): its scripts and its stylesheets. */
export type PagePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** Where, in the built index.html's template of the app's files, the server adds a page's own. */
export const PAGE_FILES_MARKER = "<!-- the page's own files: src/server/plugins/page-chunks.ts -->";
