import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, closeApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { App } from '../../src/server/types';
import { databaseEnv, dropDatabaseOf } from '../support/postgres';

let app: App;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-logging-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_CONTENT: 'false', ...(await databaseEnv(dataDir)) });
  app = await buildApp(config, { logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await closeApp(app, 200);
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabaseOf(dataDir);
});

it('logs API requests one by one, but not the many requests for media and IIIF images', async () => {
  expect((await app.inject({ url: '/media/i/1/v1-key/p/1_files/0/0_0.jpeg' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/iiif/3/i1-v1-p1/0,0,254,254/254,254/0/default.jpg' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/api/albums/public-album-v2' })).statusCode).toBe(200);
  const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).map((entry) => entry.req?.url);
  expect(urls).toContain('/api/albums/public-album-v2');
  expect(urls.filter((url) => url?.startsWith('/media/') || url?.startsWith('/iiif/'))).toEqual([]);
});
