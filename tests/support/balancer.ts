import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer on loopback in front of several servers; a test chooses which one gets the next requests. */
export interface Balancer {
  url: string;
  /** Sends every request from now on to the server at `origin`. */
  sendTo(origin: string): void;
  close(): Promise<void>;
}

export async function startBalancer(): Promise<Balancer> {
  let target: URL | undefined;
  const server = http.createServer((request, response) => {
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sendTo(origin) {
      target = new URL(origin);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
