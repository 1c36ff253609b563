import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The bytes of a Deep Zoom pyramid's tiles, level by level (index = level): what saving it for offline up to a
 * level will store, known before anything is downloaded. Levels with no folder count 0.
 */
export async function pyramidLevelBytes(filesDir: string, maxLevel: number): Promise<number[]> {
  const bytes = new Array<number>(maxLevel + 1).fill(0);
  for (let level = 0; level <= maxLevel; level++) {
    const dir = path.join(filesDir, String(level));
    const names = await readdir(dir).catch(() => [] as string[]);
    const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).size));
    bytes[level] = sizes.reduce((sum, size) => sum + size, 0);
  }
  return bytes;
}
