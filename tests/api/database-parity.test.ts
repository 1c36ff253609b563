import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db';
import { engineOf } from '../../src/server/db/engine';
import type { Database } from '../../src/server/db/schema';
import type { Izoom } from '../../src/shared/schemas/izooms';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { onPostgres, openConnections } from '../support/postgres';
import { ADMIN, startTestServer, type TestServer } from '../support/server';

/**
 * Search, sorting and case rules: this file runs in the `api` project (SQLite) and in `api-pg` (PostgreSQL,
 * on a cluster whose own collation is ICU English), and expects the very same answers from both.
 * The rule: letters A–Z match in either case, every other character only as written; names sort by code point.
 */

const NAMES = [
  'Alpha',
  'alpha',
  'ALPHA beta',
  'Émile',
  'émile',
  'Ærø',
  '富士山の朝',
  '富士',
  'ふじ',
  'フジ',
  '100% sure',
  '100 percent',
  'a_b',
  'axb',
  'back\\slash',
  'Zebra',
  'apple',
  'Same',
  'Same',
  'Same',
];

interface Page {
  items: Izoom[];
  total: number;
}

let server: TestServer;
let token: string;
const ids: number[] = [];

const list = async (query: string): Promise<Page> => {
  const answer = await call<Page>(server.api, 'GET', `/izooms/get?pageSize=100&${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const search = async (q: string) => (await list(`q=${encodeURIComponent(q)}&sort=name`)).items.map((i) => i.name);
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server.url, ADMIN)).access_token;
  for (const name of NAMES) {
    const answer = await call<Izoom>(server.api, 'POST', '/izooms/create', { token, body: { name } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids.push(answer.body.data.id);
  }
});
afterAll(() => server.close());

describe(`search, sorting and case (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('runs on the engine the project names', () => {
    expect(engineOf(server.app.db)).toBe(onPostgres ? 'postgres' : 'sqlite');
  });

  it('matches A–Z in either case', async () => {
    expect(await search('alpha')).toEqual(['ALPHA beta', 'Alpha', 'alpha']);
    expect(await search('ALPHA B')).toEqual(['ALPHA beta']);
    expect(await search('MILE')).toEqual(['Émile', 'émile']);
  });

  it('matches other letters only as written, Japanese included', async () => {
    expect(await search('émile')).toEqual(['émile']);
    expect(await search('Émile')).toEqual(['Émile']);
    expect(await search('ærø')).toEqual([]);
    expect(await search('富士')).toEqual(['富士', '富士山の朝']);
    expect(await search('ふじ')).toEqual(['ふじ']);
    expect(await search('フジ')).toEqual(['フジ']);
  });

  it('takes %, _ and \\ literally', async () => {
    expect(await search('%')).toEqual(['100% sure']);
    expect(await search('_')).toEqual(['a_b']);
    expect(await search('\\')).toEqual(['back\\slash']);
    expect(await search('0 p')).toEqual(['100 percent']);
  });

  it('sorts names by code point, ties by id, both ways', async () => {
    const ascending = NAMES.map((name, i) => ({ name, id: ids[i] as number })).sort(
      (a, b) => byCodePoint(a.name, b.name) || a.id - b.id,
    );
    expect((await list('sort=name')).items.map((i) => [i.name, i.id])).toEqual(ascending.map((i) => [i.name, i.id]));
    expect((await list('sort=-name')).items.map((i) => [i.name, i.id])).toEqual(
      ascending.reverse().map((i) => [i.name, i.id]),
    );
  });

  it('sorts equal times by id, and pages through them without repeats or gaps', async () => {
    await server.app.db.updateTable('izooms').set({ created_at: '2024-01-01T00:00:00.000Z' }).execute();
    expect((await list('sort=createdAt')).items.map((i) => i.id)).toEqual([...ids].sort((a, b) => a - b));
    const pages: number[] = [];
    for (let page = 1; page <= 7; page++) {
      const answer = await call<Page>(server.api, 'GET', `/izooms/get?sort=-createdAt&pageSize=3&page=${page}`, {
        token,
      });
      expect(answer.body.data.total).toBe(NAMES.length);
      pages.push(...answer.body.data.items.map((i) => i.id));
    }
    expect(pages).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers counts and bigint columns as numbers (the response schema would hide strings)', async () => {
    const summary = await call(server.api, 'GET', '/admin/summary', { token });
    expect(summary.body.data).toMatchObject({ izooms: NAMES.length, albums: 0, pictures: 0, storageBytes: 0 });
    const { n } = await server.app.db
      .selectFrom('izooms')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(NAMES.length);
    const page = await server.app.repos.izooms.list({}, { page: 1, pageSize: 1 });
    expect(page.total).toBe(NAMES.length);
  });
});

describe('ids past 32 bits (SQLite integers are 64-bit)', () => {
  it('are not found, on either engine', async () => {
    const izoomId = ids[0];
    const album = await call<{ id: number }>(server.api, 'POST', '/albums/create', { token, body: { name: 'Ids' } });
    for (const big of [2 ** 31, 2 ** 53 - 1]) {
      const answers = await Promise.all([
        call(server.api, 'GET', `/izooms/get-by-id/${big}`, { token }),
        call(server.api, 'GET', `/albums/get-by-id/${big}`, { token }),
        call(server.api, 'POST', `/izooms/delete-picture/${izoomId}`, { token, body: { pictureId: big } }),
      ]);
      expect(answers.map((a) => [a.status, a.body.data.code])).toEqual(Array(3).fill([404, 'NOT_FOUND']));
      const poster = await call(server.api, 'POST', `/albums/update/${album.body.data.id}`, {
        token,
        body: { posterIzoomId: big },
      });
      expect([poster.status, poster.body.data.field]).toEqual([400, 'body.posterIzoomId']);
    }
  });
});

describe('transactions that read, then write', () => {
  it('give pictures appended to one izoom at once distinct positions, in order', async () => {
    const izoomId = ids[1] as number;
    const picture = (n: number) => ({
      name: `p${n}.png`,
      format: 'png',
      width: 1,
      height: 1,
      bytes: 2 ** 40 + n,
      hash: `h${n}`,
      file: `f${n}`,
    });
    await Promise.all(Array.from({ length: 12 }, (_, n) => server.app.repos.pictures.append(izoomId, [picture(n)])));
    const rows = await server.app.repos.pictures.listByIzoom(izoomId);
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(rows.every((row) => row.bytes >= 2 ** 40)).toBe(true);
    await server.app.db.deleteFrom('pictures').execute();
  });
});

describe.runIf(onPostgres)('PostgreSQL', () => {
  it('gets the same tables and columns from the migrations as SQLite', async () => {
    const sqlite = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await migrateToLatest(sqlite);
    // Primary keys aside: SQLite calls an integer primary key nullable, lets a text one hold NULL (a quirk kept
    // for old databases; izoom always sets it) and gives autoincrement no default; PostgreSQL is strict.
    const primaryKeys = ['password_resets.token_hash'];
    const shape = async (db: Kysely<Database>) =>
      (await db.introspection.getTables())
        // pg-boss keeps its queue in a schema of its own.
        .filter((table) => table.schema === undefined || table.schema === 'public')
        .flatMap((table) =>
          table.columns.map((c) => {
            const name = `${table.name}.${c.name}`;
            if (c.name === 'id' && c.isAutoIncrementing) return `${name}: generated`;
            if (primaryKeys.includes(name)) return `${name}: primary key`;
            return `${name}: ${c.isNullable ? 'null' : 'not null'}${c.hasDefaultValue ? ', default' : ''}`;
          }),
        )
        .sort();
    expect(await shape(server.app.db)).toEqual(await shape(sqlite));
    await sqlite.destroy();
  });

  it('closes its pool of connections when the server closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-pool-'));
    const other = await startTestServer({ DATABASE_POOL_SIZE: '3' }, { dataDir });
    try {
      const url = other.app.config.database.url ?? '';
      await Promise.all([1, 2, 3, 4].map(() => call(other.api, 'GET', '/izooms/public-list')));
      expect(await openConnections(url)).toBeGreaterThan(0);
      // The pool (pg-boss's queries included), and one more a process that runs jobs keeps for LISTEN.
      expect(await openConnections(url)).toBeLessThanOrEqual(4);
      await other.close();
      // A backend leaves pg_stat_activity a moment after its client has gone.
      await expect.poll(() => openConnections(url), { timeout: 5_000 }).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
