import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, closeApp } from '../../src/server/app';
import { ensureAdmin } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/config';
import { seedDemoContent } from '../../src/server/demo/seed';
import type { App } from '../../src/server/types';
import { freePort } from './free-port';
import { databaseEnv, dropDatabaseOf, onPostgres } from './postgres';
import { testStorageEnv } from './storage';

export { freePort };

export const ADMIN = { email: 'admin@test.izoom', password: 'admin-password-1' };

export interface TestServer {
  url: string;
  api: string;
  dataDir: string;
  app: App;
  /** Demo content being made (settles at once unless DEMO_CONTENT is on). */
  seeding: Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server on loopback with a fresh DATA_DIR (or `reuse.dataDir`, kept on close), serving the
 * built app from dist/ when there is one. No demo content unless the test asks for it. In the `api-pg`
 * project its database is a fresh PostgreSQL one (the same again for a reused DATA_DIR); in `api-s3` its
 * originals and media are in a bucket of its own (tests/support/storage.ts). With `reuse.sameDatabaseAs`
 * it is another instance on that server's database and bucket, with a DATA_DIR of its own where the database
 * is not in the folder (on SQLite it shares the folder), and a WORK_DIR of its own.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  reuse: { dataDir?: string; sameDatabaseAs?: TestServer } = {},
): Promise<TestServer> {
  const other = reuse.sameDatabaseAs;
  const sharedFolder = other && !onPostgres ? other.dataDir : undefined;
  const dataDir = reuse.dataDir ?? sharedFolder ?? mkdtempSync(path.join(tmpdir(), 'izoom-test-'));
  const databaseOwner = other?.dataDir ?? dataDir;
  // A test that redeploys starts the next server on the same port (env.PORT).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A helper working beside others may build into its own folder: IZOOM_TEST_DIST=dist-mine.
    DIST_DIR: path.resolve(process.env.IZOOM_TEST_DIST || 'dist'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    DEMO_CONTENT: 'false',
    OLD_VERSION_GRACE_SECONDS: '0',
    ...(await databaseEnv(databaseOwner)),
    ...(await testStorageEnv(databaseOwner)),
    ...(other && { WORK_DIR: path.join(dataDir, `work-${port}`) }),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await ensureAdmin(app);
  await app.listen({ port, host: '127.0.0.1' });
  const seeding = seedDemoContent(app);
  return {
    seeding,
    url: config.publicUrl,
    api: `${config.publicUrl}${config.apiBase}`,
    dataDir,
    app,
    async close() {
      await seeding.catch(() => undefined);
      await closeApp(app, 200);
      if (reuse.dataDir || sharedFolder) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (!other) await dropDatabaseOf(dataDir);
    },
  };
}
