import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomSecret } from '../config';

export interface IssuerKeys {
  /** Private signing keys, for the issuer. */
  jwks: { keys: JWK[] };
  /** Their public halves, for the API's token check. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

const publicHalf = (jwk: JWK): JWK =>
  Object.fromEntries(PUBLIC_MEMBERS.filter((k) => jwk[k] !== undefined).map((k) => [k, jwk[k]])) as JWK;

/** The embedded issuer's signing and cookie keys, made on first start and kept in DATA_DIR (mode 0600). */
export async function loadOrCreateKeys(dataDir: string): Promise<IssuerKeys> {
  const file = path.join(dataDir, 'oidc', 'keys.json');
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomSecret(12), alg: 'RS256', use: 'sig' };
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify({ keys: [jwk], cookieKeys: [randomSecret(), randomSecret()] }, null, 2), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { keys: JWK[]; cookieKeys: string[] };
  return {
    jwks: { keys: stored.keys },
    publicJwks: { keys: stored.keys.map(publicHalf) },
    cookieKeys: stored.cookieKeys,
  };
}
