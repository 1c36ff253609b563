import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const removeQuietly = (target: string) => rm(target, { recursive: true, force: true, maxRetries: 3 });

/** Moves a file or folder into place atomically (same file system), creating the parent. */
export async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}
