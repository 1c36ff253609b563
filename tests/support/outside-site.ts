import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * Another site on loopback (http://localhost:<port>, while the app is on 127.0.0.1): the pages an outside IIIF
 * client would be on, with the client's own files from node_modules. Nothing is fetched from our server here.
 */
export interface OutsideSite {
  /** The origin, e.g. http://localhost:1234. */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `pages` (path → HTML) and, under each `folders` prefix (e.g. `/openseadragon/`), the files of a folder.
 */
export async function serveOutsideSite(
  pages: Record<string, string>,
  folders: Record<string, string> = {},
): Promise<OutsideSite> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const page = pages[path];
    const folder = Object.keys(folders).find((prefix) => path.startsWith(prefix));
    try {
      const body = page ?? (folder ? await readFile(join(folders[folder], path.slice(folder.length))) : undefined);
      if (body === undefined) throw new Error('not found');
      response.setHeader('content-type', TYPES[page ? '.html' : extname(path)] ?? 'application/octet-stream');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
