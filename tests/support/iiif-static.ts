import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import sharp from 'sharp';

/**
 * A static IIIF Image API level-0 tree, as a museum's plain web server holds one: `info.json` and one JPEG per tile
 * at the URL the Image API's tile algorithm asks for, for version 3.0 (`/v3/pic/`, size `w,h`) and 2.1
 * (`/v2/pic/`, size `w,`), served with `Access-Control-Allow-Origin: *` on loopback.
 */
export interface StaticIiif {
  /** The origin, e.g. http://127.0.0.1:1234. */
  url: string;
  /** Every request it got, in order: its path and who asked (the User-Agent header). */
  requests: { path: string; userAgent: string }[];
  close(): Promise<void>;
}

const TILE = 256;
const SCALE_FACTORS = [1, 2, 4];

async function writeTree(root: string, source: Buffer, version: 2 | 3): Promise<void> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const base = join(root, `v${version}`, 'pic');
  await mkdir(base, { recursive: true });
  for (const s of SCALE_FACTORS) {
    for (let y = 0; y < height; y += TILE * s) {
      for (let x = 0; x < width; x += TILE * s) {
        const w = Math.min(TILE * s, width - x);
        const h = Math.min(TILE * s, height - y);
        const tw = Math.ceil(w / s);
        const th = Math.ceil(h / s);
        const size = version === 3 ? `${tw},${th}` : `${tw},`;
        const file = join(base, `${x},${y},${w},${h}`, size, '0', 'default.jpg');
        await mkdir(dirname(file), { recursive: true });
        const tile = sharp(source).extract({ left: x, top: y, width: w, height: h }).resize(tw, th, { fit: 'fill' });
        await writeFile(file, await tile.jpeg({ quality: 95 }).toBuffer());
      }
    }
  }
  const tiles = [{ width: TILE, scaleFactors: SCALE_FACTORS }];
  return writeFile(join(base, 'info.json'), JSON.stringify({ version, width, height, tiles }));
}

/** Writes the tree of `source` into a temporary folder and serves it; `info.json` ids name this server. */
export async function serveStaticIiif(source: Buffer): Promise<StaticIiif> {
  const root = await mkdtemp(join(tmpdir(), 'izoom-iiif-static-'));
  await writeTree(root, source, 3);
  await writeTree(root, source, 2);
  let origin = '';
  const requests: StaticIiif['requests'] = [];
  const server: Server = createServer(async (request, response) => {
    requests.push({ path: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    response.setHeader('access-control-allow-origin', '*');
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = await readFile(join(root, path));
      if (path.endsWith('info.json')) {
        const { version, width, height, tiles } = JSON.parse(body.toString());
        const id = `${origin}${dirname(path)}`;
        const info =
          version === 3
            ? {
                '@context': 'http://iiif.io/api/image/3/context.json',
                id,
                type: 'ImageService3',
                protocol: 'http://iiif.io/api/image',
                profile: 'level0',
                width,
                height,
                tiles,
              }
            : {
                '@context': 'http://iiif.io/api/image/2/context.json',
                '@id': id,
                protocol: 'http://iiif.io/api/image',
                profile: ['http://iiif.io/api/image/2/level0.json'],
                width,
                height,
                tiles,
              };
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(info));
        return;
      }
      response.setHeader('content-type', 'image/jpeg');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: origin,
    requests,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    },
  };
}
