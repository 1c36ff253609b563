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
 * - `viewer-framework-<version>`: what the album scene and the focus view both load (three.js, the engine);
 * - `viewer-album-<version>`: what only the album scene loads;
 * - `viewer-code-<version>`: what only the focus view (or the data file's reader) loads.
 * What else the viewer uses (src/shared) stays where the app's own chunking puts it.
 */
export function viewerChunks(options: { door: string; album: string; version: string }) {
  const root = process.cwd();
  const door = path.resolve(root, options.door);
  const album = path.resolve(root, options.album);
  const viewerDir = path.resolve(root, 'src/viewer') + path.sep;
  const isViewerFile = (id: string) =>
    id.startsWith(viewerDir) || /[\\/]node_modules[\\/]three[\\/]/.test(id) || id.includes('virtual:izoom-viewer-data');
  let names: Map<string, string> | null = null;

  /** What `from` loads: its static imports, and its dynamic ones too when `lazy` (they load with its use). */
  const closure = (ctx: ChunkingContext, from: string, lazy: boolean): Set<string> => {
    const seen = new Set<string>();
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
    const albumFiles = closure(ctx, album, true);
    const focusFiles = new Set(onDemand.filter((id) => id !== album).flatMap((id) => [...closure(ctx, id, true)]));
    for (const id of new Set([...albumFiles, ...focusFiles])) {
      if (shared.has(id) || !isViewerFile(id)) continue;
      const part = albumFiles.has(id) ? (focusFiles.has(id) ? 'framework' : 'album') : 'code';
      map.set(id, `viewer-${part}-${options.version}`);
    }
    for (const id of shared) if (isViewerFile(id)) map.set(id, `viewer-shared-${options.version}`);
    return map;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    names ??= namesOf(ctx);
    return names.get(id) ?? null;
  };
}
