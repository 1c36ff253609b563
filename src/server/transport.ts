import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { guardSlowClients } from './slow-clients';

/** The connections of each HTTP/2 server, which has no `closeAllConnections` of its own. */
const secureSockets = new WeakMap<object, Set<Socket>>();

/**
 * Fastify over plain HTTP/1.1, or, with a certificate, HTTP/2 over TLS that still answers HTTP/1.1 clients:
 * over HTTP/2 a browser sends all the tiles a view needs at once on one connection, not six at a time.
 */
export const createFastify = (config: Config, options: FastifyServerOptions): FastifyInstance => {
  const { headersMs, keepAliveMs } = config.timeouts;
  // Node's own Host check answers without the envelope: the envelope plugin makes it instead.
  const plain = { ...options, keepAliveTimeout: keepAliveMs, http: { requireHostHeader: false } };
  if (!config.tls) {
    const app = Fastify(plain);
    guardSlowClients(app.server, config.timeouts);
    return app;
  }
  const https = { ...config.tls, allowHTTP1: true, handshakeTimeout: headersMs };
  const app = Fastify({ ...plain, http2: true, https } as FastifyHttp2SecureOptions<Http2SecureServer>);
  guardSlowClients(app.server, config.timeouts);
  const sockets = new Set<Socket>();
  secureSockets.set(app.server, sockets);
  app.server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // The routes see Node's HTTP/2 compatibility request and response, which stand in for HTTP/1.1's.
  return app as unknown as FastifyInstance;
};

/** Ends every connection of the server at once, busy or idle, either kind. */
export const closeAllConnections = (server: Server | Http2SecureServer): void => {
  const sockets = secureSockets.get(server);
  if (!sockets) (server as Server).closeAllConnections();
  else for (const socket of sockets) socket.destroy();
};
