import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Db } from '../../src/server/db';
import { sqlAdapterFactory } from '../../src/server/oidc/adapter';

/** Signs an access token with the embedded issuer's own key (from the server's database), or with a stranger's key. */
export async function forgeToken(
  db: Db | null,
  claims: JWTPayload & { iss: string; aud: string; sub: string },
  exp: number,
): Promise<string> {
  let key: CryptoKey | Uint8Array;
  let kid: string | undefined;
  if (db) {
    const row = await db.selectFrom('issuer_keys').select('jwks').executeTakeFirstOrThrow();
    const jwk = (JSON.parse(row.jwks) as { keys: JWK[] }).keys[0] as JWK;
    key = await importJWK(jwk, 'RS256');
    kid = jwk.kid;
  } else {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    kid = (await exportJWK(pair.publicKey)).kid ?? 'stranger';
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid && { kid }) })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

export const decodePayload = (jwt: string): JWTPayload =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as JWTPayload;

/**
 * A sign-in of account `accountId` as the embedded issuer keeps it (a Grant record), for a forged token to name
 * (`gid`) where signing in through the issuer is out of reach (a server with a self-signed certificate).
 */
export async function liveGrant(db: Db, accountId: number): Promise<string> {
  const grantId = randomBytes(16).toString('base64url');
  await new (sqlAdapterFactory(db))('Grant').upsert(grantId, { accountId: String(accountId) }, 600);
  return grantId;
}
