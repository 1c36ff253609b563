// The server a benchmark measures: `src/server/main.ts` in its own process, as it runs in production, so the
// benchmark's own work (driving Chromium, counting requests) never shares the server's event loop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_API_BASE } from '../../src/shared/api-paths';
import { ADMIN, freePort } from '../support/server';
import { startServerProcess } from '../support/server-process';

export interface BenchServer {
  url: string;
  api: string;
  /** The server process's id (its imaging workers are its children). */
  pid: number;
  close(): Promise<void>;
}

/** A fresh DATA_DIR, the admin account of the tests, no demo content; `env` adds to that (DIST_DIR, TLS). */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-bench-'));
  const port = await freePort();
  const secure = Boolean(env.TLS_CERT_FILE);
  const server = await startServerProcess({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OLD_VERSION_GRACE_SECONDS: '0',
    ...env,
  });
  const url = `${secure ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url,
    api: `${url}${DEFAULT_API_BASE}`,
    pid: server.child.pid as number,
    async close() {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo album's id, once the demo content is made and its izooms are generated (the album page shows them). */
export async function demoAlbum(api: string): Promise<number> {
  for (const until = Date.now() + 600_000; Date.now() < until; await new Promise((r) => setTimeout(r, 1000))) {
    const albums = await (await fetch(`${api}/albums/public-album-v2`)).json();
    const izooms = await (await fetch(`${api}/izooms/public-list`)).json();
    const items: { id: number; generateState?: string }[] = izooms.data?.items ?? [];
    const ready = await Promise.all(
      items.map(async ({ id }) => (await (await fetch(`${api}/izooms/get-generate-state/${id}`)).json()).data?.state),
    );
    if (albums.data?.items?.length && items.length && ready.every((state) => state === 'done')) {
      return albums.data.items[0].id;
    }
  }
  throw new Error('the demo album was not made within 10 minutes');
}
