import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTER_PRELOAD_MARKER, SPLASH_COVER_MARKER } from '../../src/server/plugins/page-preload';
import { startTestServer, type TestServer } from './server';

/**
 * A test server with a stand-in for the built app (an index.html with an empty splash), for tests of what the server writes into
 * an app page's HTML; closing it removes the stand-in too.
 */
export async function startPageServer(): Promise<TestServer> {
  const dist = mkdtempSync(path.join(tmpdir(), 'izoom-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>${POSTER_PRELOAD_MARKER}<title>izoom</title></head><body><div id="splash">${SPLASH_COVER_MARKER}</div></body></html>`,
  );
  const server = await startTestServer({ DIST_DIR: dist });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
