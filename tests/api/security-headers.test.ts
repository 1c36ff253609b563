import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { selfSignedCertificate } from '../support/tls';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const headersOf = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).headers;

/** The directives of a Content-Security-Policy header, by name. */
const csp = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('every page: a policy with no inline script, no framing by anyone, nosniff, a referrer policy, no HSTS over HTTP', async () => {
    for (const page of ['/', '/album/1', '/auth/login', '/admin', '/index.html']) {
      const headers = await headersOf(page);
      const policy = csp(headers);
      expect(policy.get('script-src'), page).toEqual(["'self'"]);
      expect(policy.get('object-src'), page).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), page).toEqual(["'none'"]);
      expect(policy.get('default-src'), page).toEqual(["'self'"]);
      expect(policy.has('upgrade-insecure-requests'), page).toBe(false);
      expect(headers.get('x-frame-options'), page).toBe('DENY');
      expect(headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(headers.get('referrer-policy'), page).toBe('same-origin');
      expect(headers.get('strict-transport-security'), page).toBeNull();
    }
  });

  it('/embed may be framed by any site, with the same policy otherwise', async () => {
    for (const page of ['/embed', '/embed?izoom=1', '/embed/']) {
      const headers = await headersOf(page);
      expect(csp(headers).get('frame-ancestors'), page).toEqual(['*']);
      expect(csp(headers).get('script-src'), page).toEqual(["'self'"]);
      expect(headers.get('x-frame-options'), page).toBeNull();
    }
    expect((await headersOf('/embedded')).get('x-frame-options')).toBe('DENY');
  });

  it('API answers and the API docs are not framable either; the docs allow only their own scripts', async () => {
    const api = await headersOf('/api/izooms/public-list');
    expect(api.get('x-frame-options')).toBe('DENY');
    expect(api.get('x-content-type-options')).toBe('nosniff');
    const docs = await fetch(`${server.url}/api/docs/static/index.html`);
    expect(docs.status).toBe(200);
    const policy = csp(docs.headers);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.every((source) => source === "'self'" || source.startsWith("'sha256-"))).toBe(
      true,
    );
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('the issuer’s self-submitting pages allow exactly their own inline scripts, by hash', async () => {
    const page = await fetch(`${server.url}/oidc/session/end`);
    const body = await page.text();
    const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp(page.headers).get('script-src')).toEqual(["'self'", ...hashes]);
    expect(csp(page.headers).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('over TLS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-tls-'));
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer(selfSignedCertificate(path.join(dataDir, 'tls')));
  });
  afterAll(async () => {
    await secure.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const headersOverTls = (pathname: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpsRequest(`${secure.url}${pathname}`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.headers);
      });
      req.on('error', reject);
      req.end();
    });

  it('adds HSTS for a year and upgrades insecure requests', async () => {
    expect(secure.url.startsWith('https://')).toBe(true);
    const headers = await headersOverTls('/');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String(headers['content-security-policy'])).not.toContain('http:');
  });
});
