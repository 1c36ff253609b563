import type { Plugin, Rolldown } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '../src/shared/page-preloads.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** The files a chunk imports statically, itself included, and theirs. */
const closure = (bundle: OutputBundle, from: string[]): Set<string> => {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return seen;
};

const stylesOf = (bundle: OutputBundle, files: Iterable<string>): Set<string> => {
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  return styles;
};

/** The chunk that holds `module` (a path from the project's root), if any. */
const chunkHolding = (chunks: OutputChunk[], module: string): string | undefined =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.split('?')[0].endsWith(module)))?.fileName;

/** A page: its path, its route modules, and what it surely imports on demand as it starts (`loads`). */
export interface PreloadedPage {
  path: string;
  routes: string[];
  loads?: string[];
}

/**
 * What each of `pages` loads on top of the entry's files, which index.html preloads for every page: its route
 * chunks, the chunks of what it surely loads on demand as it starts (/embed: the focus view), the files they
 * import statically, and their stylesheets. The server preloads them in that page's HTML only
 * (src/server/plugins/page-chunks.ts): each page's own files come with its entry, not one round trip after the
 * router has matched it, and no page fetches another's.
 */
export const pagePreloadsPlugin = (pages: PreloadedPage[]): Plugin => ({
  name: 'izoom:page-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
    const shared = closure(bundle, entries);
    const sharedStyles = stylesOf(bundle, shared);
    const preloads: PagePreloads = {};
    for (const page of pages) {
      const routes = chunks
        .filter(
          (chunk) =>
            chunk.isDynamicEntry && page.routes.some((route) => chunk.facadeModuleId?.split('?')[0].endsWith(route)),
        )
        .map((chunk) => chunk.fileName);
      const loads = (page.loads ?? []).map((module) => {
        const file = chunkHolding(chunks, module);
        if (!file) throw new Error(`page-preloads: no chunk holds ${module} (${page.path})`);
        return file;
      });
      const own = [...closure(bundle, [...routes, ...loads])].filter((file) => !shared.has(file));
      preloads[page.path] = {
        // The server leaves out any that index.html preloads already (build/route-preload-plugin.ts).
        scripts: own.map((file) => `/${file}`),
        styles: [...stylesOf(bundle, own)].filter((file) => !sharedStyles.has(file)).map((file) => `/${file}`),
      };
    }
    this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
  },
});
