import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/server/generation/housekeeping';
import { call } from '../support/api';
import { signIn } from '../support/oidc-flow';
import { onPostgres } from '../support/postgres';
import { ADMIN, startTestServer, type TestServer } from '../support/server';

/** The cluster's housekeeping: what it removes, what it keeps, and (on PostgreSQL) the engine's schedule of it. */
describe('housekeeping', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('removes the files of izooms that no longer exist and keeps those of izooms that do', async () => {
    const { store } = server.app;
    const token = (await signIn(server.url, ADMIN)).access_token;
    const izoom = (await call(server.api, 'POST', '/izooms/create', { token, body: { name: 'Kept' } })).body.data;
    const gone = Number(izoom.id) + 1000;
    await store.put(`originals/i/${izoom.id}/kept.jpg`, 'kept');
    await store.put(`originals/i/${gone}/late-upload.jpg`, 'orphan');
    await store.put(`media/i/${gone}/t-key/256.jpeg`, 'orphan');

    await runHousekeeping(server.app);

    expect(await store.read(`originals/i/${izoom.id}/kept.jpg`)).toEqual(Buffer.from('kept'));
    expect(await store.list(`originals/i/${gone}`)).toEqual([]);
    expect(await store.list(`media/i/${gone}`)).toEqual([]);
  });

  it.runIf(onPostgres)('is on the queue engine’s schedule once for the whole cluster', async () => {
    const { rows } = await sql<{ name: string; cron: string }>`SELECT name, cron FROM pgboss.schedule`.execute(
      server.app.db,
    );
    expect(rows).toEqual([{ name: 'izoom-housekeeping', cron: '17 * * * *' }]);
  });
});
