// A plain HTTP/1.1 reverse proxy in front of the web process that counts every request reaching it, by kind,
// with the bytes answered: what an origin (or a CDN in front of it) would see. Browser cache and service-worker
// hits never get here.
import http from 'node:http';
import { freePort } from '../support/free-port';

export type Kind = 'tile' | 'manifest' | 'dzi' | 'poster/thumbnail' | 'other media' | 'api' | 'app shell';
export const KINDS: Kind[] = ['tile', 'manifest', 'dzi', 'poster/thumbnail', 'other media', 'api', 'app shell'];

export interface Seen {
  method: string;
  path: string;
  kind: Kind;
  status: number;
  /** Body bytes as sent (after any compression), and header bytes. */
  bytes: number;
  cacheControl: string;
}

export function kindOf(path: string): Kind {
  const [pathname] = path.split('?');
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith('/media/')) {
    if (/_files\/\d+\/\d+_\d+\.\w+$/.test(pathname)) return 'tile';
    if (pathname.endsWith('/manifest.json')) return 'manifest';
    if (pathname.endsWith('.dzi')) return 'dzi';
    if (/\/(p|t)-[\w-]+\//.test(pathname)) return 'poster/thumbnail';
    return 'other media';
  }
  return 'app shell';
}

export interface CountingProxy {
  url: string;
  port: number;
  /** Sets the target once the web process listens. */
  target(port: number): void;
  /** Everything seen since the last take, and a fresh start. */
  take(): Seen[];
  close(): Promise<void>;
}

export async function startCountingProxy(): Promise<CountingProxy> {
  let targetPort = 0;
  let seen: Seen[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        answer.on('end', () =>
          seen.push({
            method: req.method ?? 'GET',
            path: req.url ?? '',
            kind: kindOf(req.url ?? ''),
            status: answer.statusCode ?? 0,
            bytes,
            cacheControl: String(answer.headers['cache-control'] ?? ''),
          }),
        );
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    target: (p) => {
      targetPort = p;
    },
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
