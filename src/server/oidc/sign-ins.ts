import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db';

/**
 * The access-token claim naming the grant the token was minted under. With the embedded issuer a grant is
 * one sign-in of one browser: it lives as long as that sign-in, and the API accepts the token only while it does.
 */
export const GRANT_CLAIM = 'gid';

const now = () => Math.floor(Date.now() / 1000);

/** The grant a verified access token names, if it names one. */
export const grantOf = (claims: Record<string, unknown>): string | undefined => {
  const grantId = claims[GRANT_CLAIM];
  return typeof grantId === 'string' && grantId ? grantId : undefined;
};

/** Whether a token's sign-in is still on: its grant exists and has not expired (one primary-key lookup). */
export async function grantIsLive(db: Db, grantId: string | undefined): Promise<boolean> {
  if (!grantId) return false;
  const row = await db
    .selectFrom('oidc_payloads')
    .select('expires_at')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row !== undefined && (row.expires_at === null || row.expires_at >= now());
}

/** Ends grants: each grant and everything minted under it (refresh tokens, unused codes). */
export async function endGrants(db: Db, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .deleteFrom('oidc_payloads')
    .where((eb) =>
      eb.or([eb.and([eb('model', '=', 'Grant'), eb('id', 'in', grantIds)]), eb('grant_id', 'in', grantIds)]),
    )
    .execute();
}

interface SessionPayload {
  authorizations?: Record<string, { grantId?: string }>;
}

const grantsOf = (session: SessionPayload): string[] =>
  Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));

/**
 * Ends an account's sign-ins at the embedded issuer: its grants (the API refuses their access tokens, the
 * issuer their refresh tokens) and its issuer sessions (no browser gets back in without the password).
 * `keepGrantId` spares one sign-in, and the session that holds it. Run it in the transaction that changes the password.
 */
export async function endSignIns(db: Db, accountId: number, keepGrantId?: string): Promise<void> {
  const rows = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'id', 'payload'])
    .where('model', 'in', ['Grant', 'Session'])
    .where('account_id', '=', String(accountId))
    .execute();
  const grants = rows.filter((row) => row.model === 'Grant' && row.id !== keepGrantId).map((row) => row.id);
  const sessions = rows
    .filter((row) => row.model === 'Session')
    .filter((row) => !keepGrantId || !grantsOf(JSON.parse(row.payload) as SessionPayload).includes(keepGrantId))
    .map((row) => row.id);
  await endGrants(db, grants);
  if (sessions.length > 0) {
    await db.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('id', 'in', sessions).execute();
  }
}

/**
 * oidc-provider post-middleware: asking for the end_session page ends the grants of the browser's issuer
 * session at once. oidc-provider ends them only when the page's form comes back; the page sends it by itself
 * (see logoutSource), so this is the sign-out already, and a browser that reaches the server only this once
 * has still ended access.
 */
export const endGrantsOnSignOut =
  (db: Db) =>
  async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    if (ctx.oidc?.route !== 'end_session' || ctx.status >= 400 || !ctx.oidc.session) return;
    await endGrants(db, grantsOf(ctx.oidc.session));
  };
