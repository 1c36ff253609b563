/**
 * The security headers of the app's pages, for the server and for the service worker, which answers page
 * loads from its cache and must say the same. Only /embed may be framed, by any site; every other page by none.
 */
export const EMBED_PATH = '/embed';

export const isFramablePage = (pathname: string): boolean => pathname === EMBED_PATH || pathname === `${EMBED_PATH}/`;

/** `secure`: the app is reached over HTTPS (then nothing is fetched over plain HTTP). */
export const pageCspDirectives = (secure: boolean, framable: boolean): Record<string, string[]> => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Mantine writes its theme into <style> elements as the app runs; the splash's style is inline too.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // `/embed?dzi=` shows any Deep Zoom image on the web and the app may sign in at an outside issuer; a scene
  // file's embedded textures load from blob: and data: addresses.
  'connect-src': ["'self'", 'data:', 'blob:', 'https:', ...(secure ? [] : ['http:'])],
  // The tile workers and the service worker are scripts of this origin.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': framable ? ['*'] : ["'none'"],
  ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
});

export const cspHeaderValue = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** The two headers that differ between /embed and every other page. */
export const pageFramingHeaders = (pathname: string, secure: boolean): Record<string, string> => {
  const framable = isFramablePage(pathname);
  return {
    'content-security-policy': cspHeaderValue(pageCspDirectives(secure, framable)),
    ...(framable ? {} : { 'x-frame-options': 'DENY' }),
  };
};
