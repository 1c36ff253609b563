import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomSecret } from '../config';
import { type Db, nowIso } from '../db';

export interface IssuerKeys {
  /** Private signing keys, for the issuer. */
  jwks: { keys: JWK[] };
  /** Their public halves, for the API's token check. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

/** What the table row holds, and what DATA_DIR/oidc/keys.json held before the keys moved into the database. */
interface StoredKeys {
  keys: JWK[];
  cookieKeys: string[];
}

const ROW = 'embedded';

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

const publicHalf = (jwk: JWK): JWK =>
  Object.fromEntries(PUBLIC_MEMBERS.filter((k) => jwk[k] !== undefined).map((k) => [k, jwk[k]])) as JWK;

async function newKeys(): Promise<StoredKeys> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomSecret(12), alg: 'RS256', use: 'sig' };
  return { keys: [jwk], cookieKeys: [randomSecret(), randomSecret()] };
}

/** The keys file of a server from before the keys were in the database: its sign-ins stay valid. */
function keysFileIn(dataDir: string): StoredKeys | undefined {
  const file = path.join(dataDir, 'oidc', 'keys.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoredKeys) : undefined;
}

async function readRow(db: Db): Promise<StoredKeys | undefined> {
  const row = await db
    .selectFrom('issuer_keys')
    .select(['jwks', 'cookie_keys'])
    .where('name', '=', ROW)
    .executeTakeFirst();
  if (!row) return undefined;
  return { keys: (JSON.parse(row.jwks) as { keys: JWK[] }).keys, cookieKeys: JSON.parse(row.cookie_keys) as string[] };
}

/**
 * The embedded issuer's signing and cookie keys, the same for every instance on this database. The first
 * instance to start writes them (the keys file an older server left in DATA_DIR, else new ones); an instance
 * starting at the same moment loses the insert and reads the winner's.
 */
export async function loadIssuerKeys(db: Db, dataDir: string): Promise<IssuerKeys> {
  let stored = await readRow(db);
  if (!stored) {
    const candidate = keysFileIn(dataDir) ?? (await newKeys());
    await db
      .insertInto('issuer_keys')
      .values({
        name: ROW,
        jwks: JSON.stringify({ keys: candidate.keys }),
        cookie_keys: JSON.stringify(candidate.cookieKeys),
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    stored = await readRow(db);
  }
  if (!stored) throw new Error('The issuer keys are missing from the database right after being written');
  return {
    jwks: { keys: stored.keys },
    publicJwks: { keys: stored.keys.map(publicHalf) },
    cookieKeys: stored.cookieKeys,
  };
}
