import { cp, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export const removeQuietly = (target: string) => rm(target, { recursive: true, force: true, maxRetries: 3 });

/** Moves a file or folder into place, creating the parent: a rename, or across file systems a copy and a removal. */
export async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await cp(from, to, { recursive: true });
    await removeQuietly(from);
  }
}

/** Hard-links a file or a folder tree: the copy shares the files' bytes and costs no space. */
export async function linkTree(from: string, to: string): Promise<void> {
  const info = await stat(from);
  await mkdir(info.isDirectory() ? to : path.dirname(to), { recursive: true });
  if (!info.isDirectory()) return link(from, to);
  for (const entry of await readdir(from)) await linkTree(path.join(from, entry), path.join(to, entry));
}

/** Every file under `dir`, as `/`-separated paths relative to it; a folder removed meanwhile simply has none. */
export async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, name)));
    else if (entry.isFile()) found.push(name);
  }
  return found;
}
