import { ROLE_IDS, type RoleId } from '../../shared/constants';
import type { ProfileUpdate, User } from '../../shared/schemas/users';
import { hashPassword } from '../auth/passwords';
import { type Db, nowIso } from '../db';
import type { UserRow } from '../db/schema';
import { endSignIns } from '../oidc/sign-ins';

const COLUMN_FIELDS = ['fullname', 'firstname', 'lastname', 'language', 'phone'] as const;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  const profile = JSON.parse(row.profile) as Partial<User>;
  return {
    ...profile,
    id: row.id,
    username: row.email,
    email: row.email,
    roles: [row.role],
    role: row.role,
    fullname: row.fullname,
    firstname: row.firstname,
    lastname: row.lastname,
    language: row.language,
    phone: row.phone,
    hasPassword: row.password_hash !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface NewAccount {
  email: string;
  role: RoleId;
  fullname?: string;
  password?: string;
  language?: string;
}

const splitName = (fullname: string) => {
  const [firstname = '', ...rest] = fullname.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
};

export function usersRepo(db: Db) {
  return {
    findById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst(),

    findByIdentity: (issuer: string, subject: string) =>
      db
        .selectFrom('identities')
        .innerJoin('users', 'users.id', 'identities.user_id')
        .selectAll('users')
        .where('identities.issuer', '=', issuer)
        .where('identities.subject', '=', subject)
        .executeTakeFirst(),

    async create(account: NewAccount): Promise<UserRow> {
      if (!ROLE_IDS.includes(account.role)) throw new Error(`Unknown role ${account.role}`);
      const now = nowIso();
      const fullname = account.fullname?.trim() ?? '';
      return db
        .insertInto('users')
        .values({
          email: normalizeEmail(account.email),
          password_hash: account.password ? await hashPassword(account.password) : null,
          fullname,
          ...splitName(fullname),
          role: account.role,
          language: account.language ?? 'en',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    linkIdentity: (userId: number, issuer: string, subject: string) =>
      db
        .insertInto('identities')
        .values({ user_id: userId, issuer, subject, created_at: nowIso() })
        .onConflict((oc) => oc.doNothing())
        .execute(),

    async updateProfile(row: UserRow, update: ProfileUpdate): Promise<UserRow> {
      const columns: Partial<Record<(typeof COLUMN_FIELDS)[number], string>> = {};
      const profile = JSON.parse(row.profile) as Record<string, unknown>;
      for (const [key, value] of Object.entries(update)) {
        if ((COLUMN_FIELDS as readonly string[]).includes(key))
          columns[key as (typeof COLUMN_FIELDS)[number]] = String(value);
        else if (value && typeof value === 'object') profile[key] = { ...(profile[key] as object), ...value };
        else profile[key] = value;
      }
      return db
        .updateTable('users')
        .set({ ...columns, profile: JSON.stringify(profile), updated_at: nowIso() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A new password ends the account's sign-ins at the embedded issuer, but the one in `keepGrantId` (see endSignIns). */
    async setPassword(userId: number, password: string, keepGrantId?: string): Promise<void> {
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: nowIso() })
          .where('id', '=', userId)
          .execute();
        await endSignIns(trx, userId, keepGrantId);
      });
    },

    setRole: (userId: number, role: RoleId) =>
      db.updateTable('users').set({ role, updated_at: nowIso() }).where('id', '=', userId).execute(),

    async countWithRole(role: RoleId): Promise<number> {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', role)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
