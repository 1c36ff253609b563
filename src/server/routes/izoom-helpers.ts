import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { assertCanChange } from '../auth/access';
import { removeQuietly } from '../storage/files';
import { type App, currentUser, type Principal } from '../types';

export const WHAT = 'izoom';

/** The izoom of `:id`, if the caller may change it. */
export async function changeableIzoom(app: App, request: { params: { id: number }; principal: Principal | null }) {
  return assertCanChange(currentUser(request), await app.repos.izooms.findById(request.params.id), WHAT);
}

/** A scratch folder for one request's uploads, removed afterwards whatever happens. */
export async function withIncoming<T>(app: App, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = path.join(app.storage.incoming, randomUUID());
  await mkdir(dir, { recursive: true });
  try {
    return await work(dir);
  } finally {
    await removeQuietly(dir);
  }
}
