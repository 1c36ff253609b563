/**
 * The built app as the server sends it: text files compressed for browsers that take it (the build
 * writes .br and .gz copies), byte for byte the same once decompressed, and plain for those that do not.
 */

import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;

const get = (url: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('static files of the app', () => {
  it("sends the viewer's three.js brotli-compressed, a quarter of its size or less, and plain when asked", async () => {
    const dist = path.resolve(process.env.IZOOM_TEST_DIST || 'dist');
    const name = readdirSync(path.join(dist, 'assets')).find((f) => /^viewer-three-.*\.js$/.test(f));
    expect(name).toBeDefined();
    const url = `${server.url}/assets/${name}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toContain('immutable');
    const compressed = await get(url, 'br, gzip');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
    const gzipped = await get(url, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The page itself is never cached for long: a new build must be seen.
    const page = await get(`${server.url}/favicon.svg`, 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
