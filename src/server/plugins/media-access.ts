import { canSee } from '../auth/visibility';
import { mediaTypeOf } from '../storage/media-types';
import type { App } from '../types';

export const typeOf = mediaTypeOf;

/** Public media may be kept by any cache; a private item's only by the browser of whoever was given its URL. */
export const CACHING = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, max-age=31536000, immutable',
} as const;
type Audience = keyof typeof CACHING;
/** `i/<izoomId>/…` or `a/<albumId>/…`: whose file it is. */
const OWNER = /^(i|a)\/(\d+)\//;
/** Plain names, no dot-files, no `..`: the only paths memory (or a store other than a local folder) answers. */
export const PLAIN_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

export const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;

/** Public if a visitor may see the izoom or album the file belongs to; undefined when there is no such item. */
export async function audienceOf(app: App, relative: string): Promise<Audience | undefined> {
  const [, kind, id] = OWNER.exec(relative) ?? [];
  if (!id || relative.split('/').includes('..')) return undefined;
  const row = await (kind === 'i' ? app.repos.izooms : app.repos.albums).findById(Number(id));
  if (!row) return undefined;
  return canSee(null, row) ? 'public' : 'private';
}
