import { type Kysely, type RawBuilder, sql } from 'kysely';
import { engineOf } from './engine';

/**
 * How names are searched and sorted, the same on SQLite and PostgreSQL whatever the PostgreSQL database's
 * collation: letters A–Z match in either case; every other character (é, Ж, ｱ, 日本) matches only as written;
 * sorting is by code point (SQLite's BINARY collation, PostgreSQL's "C"), so "Zebra" sorts before "apple".
 */

/** A–Z lower-cased, nothing else: what SQLite's LIKE folds, and PostgreSQL's lower() under the "C" collation. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** `text` with LIKE's wildcards (and its escape character) escaped: it matches itself only. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, by the rule above. */
export function containsText<DB>(db: Kysely<DB>, column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${likeLiteral(asciiLower(text))}%`;
  // SQLite's LIKE already ignores the case of A–Z (and only of A–Z); PostgreSQL's ignores none.
  const subject = engineOf(db) === 'postgres' ? sql`lower(${sql.ref(column)} collate "C")` : sql`${sql.ref(column)}`;
  return sql<boolean>`${subject} like ${pattern} escape '\\'`;
}

/** `column` in code-point order, for `orderBy`. */
export const codePointOrder = <DB>(db: Kysely<DB>, column: string): RawBuilder<string> =>
  engineOf(db) === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`;
