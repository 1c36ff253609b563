import type { Migration } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_generation';
import * as m003 from './003_oidc_account';
import * as m004 from './004_issuer_keys';
import * as m005 from './005_rate_limits';
import * as m006 from './006_job_stop';
import * as m007 from './007_outside_pictures';

/**
 * Versioned migrations, applied in key order, on SQLite and PostgreSQL alike. Never change what a released one
 * makes on SQLite (db/sqlite-schema.test.ts holds it): add the next.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_generation': m002,
  '003_oidc_account': m003,
  '004_issuer_keys': m004,
  '005_rate_limits': m005,
  '006_job_stop': m006,
  '007_outside_pictures': m007,
};
