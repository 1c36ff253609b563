/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  ADOPT_MEDIA_MAX,
  CONFIG_CACHE,
  MEDIA_BROWSE_CACHE,
  MEDIA_BROWSE_MAX_AGE_S,
  MEDIA_BROWSE_MAX_ENTRIES,
  SAVE_REQUEST_HEADER,
} from '../src/shared/offline-caches';
import { pageFramingHeaders } from '../src/shared/security-headers';

declare const self: ServiceWorkerGlobalScope;

/** Paths the server answers itself: never the app shell, never a cached copy (sign-in, the API, its docs). */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/oidc(\/|$)/, /^\/media\//];
/** How many of a first visit's media files are fetched at once when the page hands them over. */
const ADOPT_PARALLEL = 6;

/** How long the config may take before its last copy is used instead. */
const CONFIG_TIMEOUT_S = 4;

const browseMedia = new CacheFirst({
  cacheName: MEDIA_BROWSE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: MEDIA_BROWSE_MAX_ENTRIES,
      maxAgeSeconds: MEDIA_BROWSE_MAX_AGE_S,
      purgeOnQuotaError: true,
    }),
  ],
});

/**
 * Navigations get the precached app; the app's config comes from the network, or its last copy when the
 * network is gone or slow; media (immutable URLs) comes from a saved album's cache or the browsing cache
 * before the network. The API and the OIDC issuer are not routed here: they always go to the server.
 */
export function registerRuntimeRoutes(): void {
  const appShell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(async (options) => withPageHeaders(await appShell(options), options.url.pathname), {
      denylist: SERVER_PATHS,
    }),
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/app-config.json',
    new NetworkFirst({ cacheName: CONFIG_CACHE, networkTimeoutSeconds: CONFIG_TIMEOUT_S }),
  );
  registerRoute(({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isMedia(url), handleMedia);
}

/** The app shell kept from /index.html, with the framing rules of the page it now answers for (/embed may be framed). */
const withPageHeaders = (shell: Response, pathname: string): Response => {
  const headers = new Headers(shell.headers);
  headers.delete('x-frame-options');
  for (const [name, value] of Object.entries(pageFramingHeaders(pathname, self.location.protocol === 'https:'))) {
    headers.set(name, value);
  }
  return new Response(shell.body, { status: shell.status, statusText: shell.statusText, headers });
};

const isMedia = (url: URL) => url.pathname.startsWith('/media/');

const handleMedia = async (options: { request: Request; event: ExtendableEvent }): Promise<Response> => {
  // Whichever cache holds it: a saved album's, or the browsing one.
  const saved = await caches.match(options.request);
  if (saved) return saved;
  // A page saving an album stores what it fetches itself: no second copy for browsing.
  if (options.request.headers.has(SAVE_REQUEST_HEADER)) return fetch(options.request);
  return browseMedia.handle(options);
};

/**
 * A first visit shows its pictures before this worker controls the page: the page hands over their addresses
 * (ADOPT_MEDIA), and they are kept as if it had been here, from the browser's HTTP cache where they still are.
 */
export async function adoptMedia(urls: unknown, event: ExtendableEvent): Promise<number> {
  if (!Array.isArray(urls)) return 0;
  const media = urls
    .slice(-ADOPT_MEDIA_MAX)
    .flatMap((value) => (typeof value === 'string' && URL.canParse(value) ? [new URL(value)] : []))
    .filter((url) => url.origin === self.location.origin && isMedia(url));
  let kept = 0;
  const queue = [...media];
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await handleMedia({ request: new Request(url), event }).catch(() => undefined);
      if (response?.ok) kept++;
    }
  };
  await Promise.all(Array.from({ length: ADOPT_PARALLEL }, next));
  return kept;
}
