import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { renderAvifPoster } from '../imaging/posters';
import { removeQuietly } from '../storage/files';
import { posterAvifWidths, posterJpegWidths } from '../storage/layout';
import type { App } from '../types';

/** `i/<izoomId>/p-<key>/<width>.avif`, relative to the media root. */
const AVIF_POSTER = /^i\/(\d+)\/p-([\w-]+)\/([1-9]\d{0,4})\.avif$/;

export const isAvifPoster = (relative: string) => AVIF_POSTER.test(relative);

/** Renderings under way in this process, by key: a burst of requests for one poster makes it once. */
const making = new Map<string, Promise<boolean>>();

/**
 * Posters made before there were AVIFs get theirs on the first request for one: made from the set's largest JPEG
 * and written beside it, so from then on it is served like any other file. Answers whether the file is there.
 * Only the izoom's current poster key and a width the API hands out are made; should the key change while one
 * is made (the izoom went private and its poster moved), the file is removed again, so an old key never serves.
 */
export async function ensureAvifPoster(app: App, relative: string): Promise<boolean> {
  const [, id, key, w] = AVIF_POSTER.exec(relative) ?? [];
  if (!id || !key) return false;
  const stored = `media/${relative}`;
  if (await app.store.head(stored)) return true;
  const izoomId = Number(id);
  const row = await app.repos.izooms.findById(izoomId);
  if (!row?.poster_width || row.poster_key !== key || !posterAvifWidths(row.poster_width).includes(Number(w))) {
    return false;
  }
  const largest = Math.max(...posterJpegWidths(row.poster_width));
  let pending = making.get(stored);
  if (!pending) {
    pending = make(app, izoomId, key, stored, `${app.storage.posterDir(izoomId, key)}/${largest}.jpeg`, Number(w));
    making.set(stored, pending);
    void pending.finally(() => making.delete(stored));
  }
  return pending;
}

async function make(app: App, izoomId: number, key: string, stored: string, jpegKey: string, width: number) {
  const scratch = path.join(app.storage.incoming, `avif-${randomUUID()}`);
  try {
    await mkdir(scratch, { recursive: true });
    const jpeg = await app.store.localCopy(jpegKey, scratch);
    const out = path.join(scratch, `${width}.avif`);
    await renderAvifPoster(jpeg, out, width);
    await app.store.moveIn(stored, out);
    if ((await app.repos.izooms.findById(izoomId))?.poster_key === key) return true;
    await app.store.remove(stored);
    return false;
  } catch (err) {
    app.log.warn({ err, key: stored }, 'an AVIF poster could not be made');
    return false;
  } finally {
    await removeQuietly(scratch);
  }
}
