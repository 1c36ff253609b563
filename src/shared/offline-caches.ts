/**
 * The Cache Storage names the service worker and the page share. Saved albums each get a cache of their
 * own, which browsing never touches; browsing fills one bounded cache.
 */
export const MEDIA_BROWSE_CACHE = 'izoom-media-browse';
export const CONFIG_CACHE = 'izoom-config';
export const SAVED_ALBUM_CACHE_PREFIX = 'izoom-saved-album-';
export const savedAlbumCache = (albumId: number): string => `${SAVED_ALBUM_CACHE_PREFIX}${albumId}`;

/** How many media responses browsing keeps (tiles are about 10 kB: some 30–60 MB), oldest out first. */
export const MEDIA_BROWSE_MAX_ENTRIES = 4000;
export const MEDIA_BROWSE_MAX_AGE_S = 60 * 60 * 24 * 30;

/** The message a page sends a waiting service worker to take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** A page saving an album for offline marks its media requests so the worker keeps them out of the browsing cache. */
export const SAVE_REQUEST_HEADER = 'x-izoom-save';
/** What each saved response weighs, written beside it (a body's size cannot be read without reading it). */
export const SAVED_BYTES_HEADER = 'x-izoom-bytes';

/** The message a page sends the worker that has just taken it over: `{type, urls}`, the media it showed before. */
export const ADOPT_MEDIA = 'ADOPT_MEDIA';
/** The most addresses a page hands over (the last ones it loaded). */
export const ADOPT_MEDIA_MAX = 2000;
