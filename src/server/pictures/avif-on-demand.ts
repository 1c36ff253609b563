import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { renderAvif } from '../imaging/posters';
import { removeQuietly } from '../storage/files';
import { posterAvifWidths, posterJpegWidths } from '../storage/layout';
import type { App } from '../types';

/** `i/<izoomId>/p-<key>/<width>.avif` (a poster) or `i/<izoomId>/t-<key>/<name>.avif` (a thumbnail). */
const AVIF = /^i\/(\d+)\/(p|t)-([\w-]+)\/([\w-]+)\.avif$/;
const WIDTH = /^[1-9]\d{0,4}$/;

export const isAvifMedia = (relative: string) => AVIF.test(relative);

/** What an AVIF is made from: a JPEG of the same folder, and the width to make (undefined: the JPEG's own). */
interface Plan {
  izoomId: number;
  kind: 'p' | 't';
  key: string;
  jpeg: string;
  width?: number;
}

/** Renderings under way in this process, by key: a burst of requests for one file makes it once. */
const making = new Map<string, Promise<boolean>>();

/**
 * Posters and thumbnails made before there were AVIFs get theirs on the first request for one: made from a JPEG
 * of the same folder and written beside it, so from then on it is served like any other file. Answers whether the
 * file is there. Only under the izoom's current key, and for posters at a width the API hands out; should the key
 * change while one is made (the izoom went private and its files moved) or the JPEG go, the file is removed
 * again, so an old key never serves again.
 */
export async function ensureAvif(app: App, relative: string): Promise<boolean> {
  const stored = `media/${relative}`;
  if (await app.store.head(stored)) return true;
  const plan = await planOf(app, relative);
  // Nothing to make it from (a name that was never a thumbnail): not found, quietly.
  if (!plan || !(await app.store.head(plan.jpeg))) return false;
  let pending = making.get(stored);
  if (!pending) {
    pending = make(app, plan, stored);
    making.set(stored, pending);
    void pending.finally(() => making.delete(stored));
  }
  return pending;
}

async function planOf(app: App, relative: string): Promise<Plan | undefined> {
  const [, id, kind, key, name] = AVIF.exec(relative) ?? [];
  if (!id || !key || !name) return undefined;
  const izoomId = Number(id);
  const row = await app.repos.izooms.findById(izoomId);
  if (kind === 't') {
    if (row?.thumbs_key !== key) return undefined;
    return { izoomId, kind, key, jpeg: `${app.storage.thumbsDir(izoomId, key)}/${name}.jpeg` };
  }
  const width = Number(name);
  if (!WIDTH.test(name) || !row?.poster_width || row.poster_key !== key) return undefined;
  if (!posterAvifWidths(row.poster_width).includes(width)) return undefined;
  const largest = Math.max(...posterJpegWidths(row.poster_width));
  return { izoomId, kind: 'p', key, jpeg: `${app.storage.posterDir(izoomId, key)}/${largest}.jpeg`, width };
}

async function make(app: App, plan: Plan, stored: string): Promise<boolean> {
  const scratch = path.join(app.storage.incoming, `avif-${randomUUID()}`);
  try {
    await mkdir(scratch, { recursive: true });
    const jpeg = await app.store.localCopy(plan.jpeg, scratch);
    const out = path.join(scratch, 'out.avif');
    await renderAvif(jpeg, out, plan.width);
    await app.store.moveIn(stored, out);
    const row = await app.repos.izooms.findById(plan.izoomId);
    const current = plan.kind === 'p' ? row?.poster_key : row?.thumbs_key;
    if (current === plan.key && (await app.store.head(plan.jpeg))) return true;
    await app.store.remove(stored);
    return false;
  } catch (err) {
    app.log.warn({ err, key: stored }, 'an AVIF could not be made');
    return false;
  } finally {
    await removeQuietly(scratch);
  }
}
