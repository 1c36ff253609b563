import path from 'node:path';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/**
 * A code-splitting group's `name` function that chunks the viewer from its entries, not from its file names:
 * `door` (src/viewer/index.ts, all the app imports of it) and what the door loads on demand (its dynamic
 * imports: the focus view, `album` the 3D album scene, the data file's reader). Each of the viewer's files
 * (src/viewer, three.js, the data file's URL) goes in a chunk named with the viewer version (spec §9):
 * - `viewer-shared-<version>`: what the door holds itself, light enough for pages that show no viewer;
 * - `viewer-framework-<version>`: what the album scene and the focus view both load (the engine);
 * - `viewer-album-<version>`: what only the album scene loads;
 * - `viewer-three-<version>`: three.js and what else the focus view shares with the album's drawer where it
 *   draws in the page (its worker, the usual place, is built on its own);
 * - `viewer-drawer-<version>`: what only that drawer in the page loads;
 * - `viewer-code-<version>`: what only the focus view (or the data file's reader) loads.
 * What else the viewer uses (src/shared) stays where the app's own chunking puts it.
 */
export function viewerChunks(options: { door: string; album: string; drawer: string; version: string }) {
  const root = process.cwd();
  const door = path.resolve(root, options.door);
  const album = path.resolve(root, options.album);
  const drawer = path.resolve(root, options.drawer);
  const viewerDir = path.resolve(root, 'src/viewer') + path.sep;
  const isViewerFile = (id: string) =>
    id.startsWith(viewerDir) || /[\\/]node_modules[\\/]three[\\/]/.test(id) || id.includes('virtual:izoom-viewer-data');
  let names: Map<string, string> | null = null;

  /**
   * What `from` loads: its static imports, and its dynamic ones too when `lazy` (they load with its use); not
   * what only `apart` leads to.
   */
  const closure = (ctx: ChunkingContext, from: string, lazy: boolean, apart?: string): Set<string> => {
    const seen = new Set<string>(apart ? [apart] : []);
    const stack = [from];
    while (stack.length) {
      const id = stack.pop() as string;
      const info = seen.has(id) ? null : ctx.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      stack.push(...info.importedIds);
      if (lazy) stack.push(...info.dynamicallyImportedIds);
    }
    return seen;
  };

  const namesOf = (ctx: ChunkingContext) => {
    const map = new Map<string, string>();
    const shared = closure(ctx, door, false);
    const onDemand = ctx.getModuleInfo(door)?.dynamicallyImportedIds ?? [];
    const albumFiles = closure(ctx, album, true, drawer);
    albumFiles.delete(drawer);
    const drawerFiles = closure(ctx, drawer, true);
    const focusFiles = new Set(onDemand.filter((id) => id !== album).flatMap((id) => [...closure(ctx, id, true)]));
    const partOf = (id: string) => {
      if (albumFiles.has(id)) return focusFiles.has(id) ? 'framework' : 'album';
      if (drawerFiles.has(id)) return focusFiles.has(id) ? 'three' : 'drawer';
      return 'code';
    };
    for (const id of new Set([...albumFiles, ...drawerFiles, ...focusFiles])) {
      if (shared.has(id) || !isViewerFile(id)) continue;
      map.set(id, `viewer-${partOf(id)}-${options.version}`);
    }
    for (const id of shared) if (isViewerFile(id)) map.set(id, `viewer-shared-${options.version}`);
    return map;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    names ??= namesOf(ctx);
    return names.get(id) ?? null;
  };
}
