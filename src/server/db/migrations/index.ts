import type { Migration } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_generation';

/** Versioned migrations, applied in key order. Never edit a released one: add the next. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_generation': m002,
};
