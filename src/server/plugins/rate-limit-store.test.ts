import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../db';
import { openSqlite } from '../db/sqlite';
import { sharedRateLimitStore } from './rate-limit-store';

type Store = Awaited<ReturnType<typeof loginStore>>;

let dataDir: string;
let databases: Db[];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-rate-'));
  databases = [];
});
afterEach(async () => {
  await Promise.all(databases.map((db) => db.destroy()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The store of the route `POST /login`, as one server (its own connection to the shared file) makes it. */
async function loginStore() {
  const db = openSqlite(dataDir);
  databases.push(db);
  await migrateToLatest(db);
  const route = { routeInfo: { method: 'POST', url: '/login' } } as unknown as RouteOptions & {
    path: string;
    prefix: string;
  };
  return new (sharedRateLimitStore(db))({}).child(route);
}

const count = (store: Store, client: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(client, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs),
  );

it('counts requests to two servers at once in one window, each request once', async () => {
  const [a, b] = [await loginStore(), await loginStore()];
  const counts = await Promise.all(Array.from({ length: 20 }, (_, n) => count(n % 2 ? a : b, '10.0.0.1', 60_000)));
  expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  expect(Math.min(...counts.map((c) => c.ttl))).toBeGreaterThan(55_000);
  expect((await count(a, '10.0.0.2', 60_000)).current).toBe(1);
});

it('starts a new window once the last one has ended', async () => {
  const store = await loginStore();
  await count(store, '10.0.0.1', 50);
  expect((await count(store, '10.0.0.1', 50)).current).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 80));
  const fresh = await count(store, '10.0.0.1', 50);
  expect(fresh.current).toBe(1);
  expect(fresh.ttl).toBeGreaterThan(40);
});
