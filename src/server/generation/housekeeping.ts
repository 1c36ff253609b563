import { pruneExpired } from '../oidc/adapter';
import type { App } from '../types';

/**
 * What the cluster tidies now and then, once per cluster (the queue engine's schedule) or, on one machine, on a
 * timer of this process: issuer records (sign-ins, sessions, codes) past their expiry.
 */
export async function runHousekeeping(app: App): Promise<void> {
  await pruneExpired(app.db);
}

/** Once an hour, at minute 17. */
export const HOUSEKEEPING_CRON = '17 * * * *';
export const HOUSEKEEPING_MS = 3_600_000;
