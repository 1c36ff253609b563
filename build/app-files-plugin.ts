import type { Plugin } from 'vite';
import { APP_FILES_TEMPLATE_ID, APP_STYLE_ATTRIBUTE } from '../src/shared/constants.ts';
import { PAGE_FILES_MARKER } from '../src/shared/page-preloads.ts';

/** The app's own files in the built head: its entry, its module preloads and its stylesheets' preloads. */
const APP_FILE = new RegExp(
  `\\n?[ \\t]*(<script type="module"[^>]*></script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="style"[^>]*\\s${APP_STYLE_ATTRIBUTE}>)`,
  'g',
);

/**
 * Moves the app's own files into a `<template>`, which the browser neither fetches nor runs, where the first of them
 * was, with public/app-start.js after it to put them in the page once the splash has painted. The template ends
 * with the marker where the server adds a page's own files. Unchanged when there are none.
 */
export function holdAppFiles(html: string): string {
  const files: string[] = [];
  let at = -1;
  const rest = html.replace(APP_FILE, (_whole, tag: string, offset: number) => {
    if (at < 0) at = offset;
    files.push(tag);
    return '';
  });
  if (at < 0) return html;
  const indent = '\n    ';
  const template =
    `${indent}<template id="${APP_FILES_TEMPLATE_ID}">` +
    [...files, PAGE_FILES_MARKER].map((tag) => `${indent}  ${tag}`).join('') +
    `${indent}</template>${indent}<script src="/app-start.js" defer></script>`;
  return rest.slice(0, at) + template + rest.slice(at);
}

/**
 * The splash paints before any of the app's files is asked for (README, "The splash before the app's files").
 * After the other plugins that write the head: Vite's entry and preloads, the route and style preloads.
 */
export const appFilesPlugin = (): Plugin => ({
  name: 'izoom:app-files',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: holdAppFiles },
});
