import type { Migration } from 'kysely';
import * as m001 from './001_initial';

/** Versioned migrations, applied in key order. Never edit a released one: add the next. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
};
