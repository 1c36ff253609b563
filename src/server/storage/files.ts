import { link, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const removeQuietly = (target: string) => rm(target, { recursive: true, force: true, maxRetries: 3 });

/** Moves a file or folder into place atomically (same file system), creating the parent. */
export async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}

/** Hard-links a folder tree: the copy shares the files' bytes and costs no space. */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target);
  }
}
