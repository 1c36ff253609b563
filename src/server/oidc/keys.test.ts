import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db';
import { openSqlite } from '../db/sqlite';
import { loadIssuerKeys } from './keys';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'izoom-keys-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A server's database connection on the shared file, migrated. */
async function openShared() {
  const db = openSqlite(dataDir);
  await migrateToLatest(db);
  return db;
}

describe('issuer keys', () => {
  it('are the same for instances starting at once on one database', async () => {
    const [a, b] = [await openShared(), await openShared()];
    const [keysA, keysB] = await Promise.all([loadIssuerKeys(a, dataDir), loadIssuerKeys(b, dataDir)]);
    expect(keysB).toEqual(keysA);
    expect(keysA.jwks.keys[0]?.d).toBeTruthy();
    expect(keysA.publicJwks.keys[0]).not.toHaveProperty('d');
    expect(await loadIssuerKeys(a, dataDir)).toEqual(keysA);
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it('come from the keys file an older server left in DATA_DIR, so its sign-ins stay valid', async () => {
    const older = await openShared();
    const keys = await loadIssuerKeys(older, dataDir);
    await older.destroy();
    rmSync(path.join(dataDir, 'izoom.sqlite'));
    mkdirSync(path.join(dataDir, 'oidc'));
    const file = { keys: keys.jwks.keys, cookieKeys: ['old-cookie-key'] };
    writeFileSync(path.join(dataDir, 'oidc', 'keys.json'), JSON.stringify(file));

    const upgraded = await openShared();
    const loaded = await loadIssuerKeys(upgraded, dataDir);
    expect(loaded.jwks).toEqual(keys.jwks);
    expect(loaded.cookieKeys).toEqual(['old-cookie-key']);
    await upgraded.destroy();
  });
});
