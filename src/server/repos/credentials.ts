import { newPersonalToken, newResetToken, PERSONAL_TOKEN_PREFIX, sha256 } from '../auth/secrets';
import { type Db, nowIso } from '../db';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** One-time password reset links and personal access tokens: secrets stored only as hashes. */
export function credentialsRepo(db: Db) {
  return {
    async createReset(userId: number): Promise<string> {
      const token = newResetToken();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          expires_at: new Date(Date.now() + RESET_LINK_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** Marks the link used and answers its user, or undefined when it is unknown, used or expired. */
    async consumeReset(token: string): Promise<number | undefined> {
      const used = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return used?.user_id;
    },

    async createPersonalToken(userId: number, name: string, expiresAt: Date) {
      const token = newPersonalToken();
      const row = await db
        .insertInto('personal_tokens')
        .values({
          user_id: userId,
          name,
          token_hash: sha256(token),
          created_at: nowIso(),
          expires_at: expiresAt.toISOString(),
          revoked_at: null,
          last_used_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { token, row };
    },

    listPersonalTokens: (userId?: number) => {
      let query = db
        .selectFrom('personal_tokens')
        .innerJoin('users', 'users.id', 'personal_tokens.user_id')
        .select([
          'personal_tokens.id',
          'personal_tokens.name',
          'personal_tokens.created_at',
          'personal_tokens.expires_at',
          'personal_tokens.revoked_at',
          'personal_tokens.last_used_at',
          'users.email',
        ])
        .orderBy('personal_tokens.id');
      if (userId !== undefined) query = query.where('personal_tokens.user_id', '=', userId);
      return query.execute();
    },

    async revokePersonalToken(id: number): Promise<boolean> {
      const result = await db
        .updateTable('personal_tokens')
        .set({ revoked_at: nowIso() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The user id a live personal token belongs to. */
    async userIdForPersonalToken(token: string): Promise<number | undefined> {
      if (!token.startsWith(PERSONAL_TOKEN_PREFIX)) return undefined;
      const now = nowIso();
      const row = await db
        .updateTable('personal_tokens')
        .set({ last_used_at: now })
        .where('token_hash', '=', sha256(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type CredentialsRepo = ReturnType<typeof credentialsRepo>;
