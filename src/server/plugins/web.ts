import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../shared/constants';
import { PAGE_FILES_MARKER } from '../../shared/page-preloads';
import { API_SCOPE, OIDC_SCOPES } from '../oidc/provider';
import { type MethodsOf, methodNotAllowedEnvelope } from './api-methods';
import { notFoundEnvelope } from './envelope';
import { pageExtras } from './first-answers';
import { pagePreloadTags, readPagePreloads } from './page-chunks';
import { POSTER_PRELOAD_MARKER, SPLASH_COVER_MARKER } from './page-preload';

const RESERVED = ['/oidc', '/media', '/iiif'];

/** The built PWA from DIST_DIR on the same origin: hashed assets cached for a year, every app path answered with index.html. */
export async function registerWeb(app: FastifyInstance, methodsOf: MethodsOf): Promise<void> {
  const { distDir, apiBase, oidcIssuer, oidcClientId, registrationEnabled } = app.config;

  const appConfig = {
    apiBase,
    oidcIssuer,
    oidcClientId,
    oidcScope: [...OIDC_SCOPES, API_SCOPE].join(' '),
    registrationEnabled,
    appVersion: APP_VERSION,
  };
  app.get('/app-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return appConfig;
  });

  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside its text files (build/precompress-plugin.ts).
      preCompressed: true,
      // Ours come from setHeaders (send's own would overwrite them on compressed files).
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the app is not built: run `npm run build` (the API works without it)');
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined;
  const pagePreloads = readPagePreloads(distDir, indexHtml);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const reserved =
      url === apiBase || url.startsWith(`${apiBase}/`) || RESERVED.some((r) => url === r || url.startsWith(`${r}/`));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !reserved && !path.extname(url);
    const allowed = isPage ? [] : methodsOf(url);
    if (allowed.length > 0)
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(methodNotAllowedEnvelope(request.method, allowed));
    if (!isPage) return reply.status(404).send(notFoundEnvelope(url));
    if (!indexHtml)
      return reply.status(503).type('text/plain').send('The izoom app is not built yet: run `npm run build`.');
    const extras = request.method === 'GET' ? await pageExtras(app, url, appConfig) : null;
    const html = extras
      ? indexHtml
          // Replaced by functions: a replacement string would read `$'` or `$&` in a name as a pattern.
          .replace(POSTER_PRELOAD_MARKER, () => extras.preload || POSTER_PRELOAD_MARKER)
          .replace(PAGE_FILES_MARKER, () => pagePreloadTags(pagePreloads, url) || PAGE_FILES_MARKER)
          .replace('</head>', () => `    ${extras.data}\n  </head>`)
          .replace(SPLASH_COVER_MARKER, () => extras.cover || SPLASH_COVER_MARKER)
      : indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
