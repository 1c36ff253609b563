import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspHeaderValue, isFramablePage, pageCspDirectives } from '../../shared/security-headers';
import type { Config } from '../config';
import { MEDIA_PREFIX } from '../storage/layout';

/** Whether people reach the app over HTTPS: this server's TLS, or a TLS proxy in front (PUBLIC_URL). */
export const servedSecurely = (config: Config): boolean =>
  config.tls !== undefined || config.publicUrl.startsWith('https:');

/**
 * Helmet's headers on every answer: the pages' Content-Security-Policy (src/shared/security-headers.ts), no
 * framing (`X-Frame-Options: DENY`, `frame-ancestors 'none'`) but for /embed, `nosniff`, a same-origin referrer
 * policy, and HSTS for a year where the app is served over HTTPS. Media may be used by other sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const secure = servedSecurely(app.config);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: pageCspDirectives(secure, false) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith(`${MEDIA_PREFIX}/`)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
    if (isFramablePage(path)) allowFraming(reply, secure);
  });
}

/** /embed: any site may frame it. */
function allowFraming(reply: FastifyReply, secure: boolean): void {
  reply.raw.removeHeader('x-frame-options');
  reply.raw.setHeader('content-security-policy', cspHeaderValue(pageCspDirectives(secure, true)));
}

/** The pages' policy with one inline script allowed, by its hash (the issuer's self-submitting sign-out page). */
export const cspAllowingScript = (secure: boolean, script: string): string => {
  const directives = pageCspDirectives(secure, false);
  const hash = createHash('sha256').update(script).digest('base64');
  return cspHeaderValue({ ...directives, 'script-src': [...(directives['script-src'] ?? []), `'sha256-${hash}'`] });
};
