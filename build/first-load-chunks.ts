import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** Packages whose index re-exports hundreds of modules: their graph says nothing of what is used. */
const BARRELS: Record<string, string> = {
  '@mantine/core': 'node_modules/@mantine/core/esm/index.mjs',
  '@tabler/icons-react': 'node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs',
};
const isBarrel = (id: string) =>
  /@mantine[\\/]core[\\/]esm[\\/]index\.mjs$|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/.test(
    id,
  );

/**
 * Each name a barrel exports and the module that holds it, read from the barrel's own import and re-export lines:
 * components, and the provider, hooks and helpers (`MantineProvider`, `px`) that live elsewhere in the package.
 */
const barrelNames = new Map<string, Map<string, string>>();
export const namesOf = (root: string, from: string): Map<string, string> | undefined => {
  if (!BARRELS[from]) return undefined;
  let names = barrelNames.get(from);
  if (names) return names;
  names = new Map();
  const barrel = path.resolve(root, BARRELS[from]);
  const source = readFileSync(barrel, 'utf8');
  for (const [, list, module] of source.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const file = path.resolve(path.dirname(barrel), module);
    // The bundler's ids are real paths: node_modules may be a symbolic link (a git worktree's).
    if (!existsSync(file)) continue;
    const real = realpathSync(file);
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.set(name, real);
    }
  }
  barrelNames.set(from, names);
  return names;
};

/** The modules of the barrel packages that one of our files names in its imports (`import { Menu } from …`). */
const barrelImports = (root: string, id: string): string[] => {
  const file = id.split('?')[0];
  if (/[\\/]node_modules[\\/]/.test(file) || !/\.tsx?$/.test(file) || !existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, list, from] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const names = namesOf(root, from);
    if (!names) continue;
    for (const name of list.split(',').map((part) => part.trim().split(/\s+/)[0])) {
      const module = names.get(name);
      if (module) found.push(module);
    }
  }
  return found;
};

/**
 * A code-splitting group's `name` function that gathers a page's first load into few files: what the app's entry
 * imports statically goes in `app-vendor` (node_modules) and `app` (our code), then what each page's route chunks
 * import statically on top goes in a chunk named after the page, or after the pages that share it. Without it, the files every page shares come in
 * dozens of small chunks, each one more request before the first paint. Everything else splits as before.
 */
export function firstLoadChunks(entries: string[], pages: { name: string; routes: string[] }[]) {
  const root = process.cwd();
  let owners: Map<string, string> | null = null;
  // The entries and the route chunks stay files of their own (the build manifest names them).
  const roots = new Set(entries.map((file) => path.resolve(root, file)));

  const reach = (ctx: ChunkingContext, from: string[], owner: string, into: Map<string, string>) => {
    const stack = [...from];
    while (stack.length) {
      const id = stack.pop() as string;
      if (into.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      into.set(id, owner);
      if (!isBarrel(id)) stack.push(...info.importedIds);
      stack.push(...barrelImports(root, id));
    }
  };

  const ownersOf = (ctx: ChunkingContext) => {
    const map = new Map<string, string>();
    reach(
      ctx,
      entries.map((file) => path.resolve(root, file)),
      'app',
      map,
    );
    // A route's component chunk is a dynamic import of the route tree: its id is the route file plus a query.
    const dynamic = new Set([...map.keys()].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
    // Each page's modules beyond the app's: one that a single page reaches goes in that page's chunk, one that
    // several reach in a chunk of theirs (`album-page+home-page`), so that no page loads what only others use.
    const reachedBy = new Map<string, string[]>();
    for (const page of pages) {
      const files = page.routes.map((file) => path.resolve(root, file));
      const routes = [...dynamic].filter((id) => files.includes(id.split('?')[0]));
      for (const id of routes) roots.add(id);
      const reached = new Map<string, string>();
      reach(ctx, routes, page.name, reached);
      for (const id of reached.keys()) if (!map.has(id)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), page.name]);
    }
    for (const [id, names] of reachedBy) map.set(id, names.sort().join('+'));
    // A file loaded later on any page (a dialog's host, a menu, a tooltip) may need modules that one page's chunk
    // holds: left there, every page using that file would fetch and run the whole page chunk after its first paint.
    // Those modules go to a chunk of their own beside the page's: `album-page-shared` next to `album-page`.
    const pageNames = new Set(pages.map((page) => page.name));
    for (const [importer, owner] of [...map]) {
      for (const later of ctx.getModuleInfo(importer)?.dynamicallyImportedIds ?? []) {
        if (roots.has(later) || later.includes('?tsr-split')) continue;
        const needed = new Map<string, string>();
        reach(ctx, [later], 'later', needed);
        for (const id of needed.keys()) {
          const holder = map.get(id);
          if (holder && holder !== owner && pageNames.has(holder)) map.set(id, `${holder}-shared`);
        }
      }
    }
    return map;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    owners ??= ownersOf(ctx);
    const owner = owners.get(id);
    if (!owner || roots.has(id)) return null;
    // src/web/vendor/ holds the few files that stand in for a package (react on Preact): they go with the packages.
    return owner === 'app' && /[\\/](node_modules|src[\\/]web[\\/]vendor)[\\/]/.test(id) ? 'app-vendor' : owner;
  };
}
