import type { Plugin } from 'vite';

/** V8's explicit compile hint, which only counts as a file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/**
 * The viewer's files loaded when something is viewed (build/viewer-chunks.ts): its code, and three.js in the focus
 * view's and the album drawer's (in the page) files. `viewer-shared-` is not among them: pages that show no viewer
 * load it.
 */
const VIEWER_FILES = /(^|\/)viewer-(framework|code|album|three|drawer)-/;

/** Whether the built script `fileName` opens with the hint: every one but the viewer's own files. */
export const takesCompileHint = (fileName: string): boolean => !VIEWER_FILES.test(fileName);

/**
 * Opens each of the app's scripts with V8's explicit compile hint: Chromium then compiles the file's functions
 * while it streams the file in, off the main thread, instead of one by one as they are first called (on a phone,
 * a third of the app's start). Written last, as the minifier drops comments and Vite puts its preload list at the
 * top of a file. Not in the viewer's files: three.js is large and a page calls little of it (the 2D drawer none).
 * tests/budgets/check.ts fails when a first-load file lacks it.
 */
export const compileHintPlugin = (): Plugin => ({
  name: 'izoom:compile-hint',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !takesCompileHint(chunk.fileName)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});
