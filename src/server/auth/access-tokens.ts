import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../config';

export interface VerifiedToken {
  issuer: string;
  subject: string;
  claims: JWTPayload & { email?: string; name?: string; email_verified?: boolean };
}

type KeySource = ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>;

/**
 * Verifies signed JWT access tokens: only from the configured issuer, for this API's audience,
 * unexpired, signed by a key in the issuer's JWKS.
 */
export function createTokenVerifier(config: Config, embeddedJwks?: JSONWebKeySet) {
  let keys: KeySource | undefined = embeddedJwks ? createLocalJWKSet(embeddedJwks) : undefined;

  async function keySource(): Promise<KeySource> {
    if (keys) return keys;
    const discovery = await fetch(`${config.oidcIssuer}/.well-known/openid-configuration`);
    if (!discovery.ok) throw new Error(`The issuer's discovery document answered ${discovery.status}`);
    const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error("The issuer's discovery document has no jwks_uri");
    keys = createRemoteJWKSet(new URL(jwksUri));
    return keys;
  }

  return async function verify(token: string): Promise<VerifiedToken> {
    const { payload } = await jwtVerify(token, await keySource(), {
      issuer: config.oidcIssuer,
      audience: config.oidcAudience,
      algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
      requiredClaims: ['sub', 'exp'],
    });
    return { issuer: config.oidcIssuer, subject: String(payload.sub), claims: payload };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
