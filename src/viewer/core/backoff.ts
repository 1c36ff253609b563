/** How a failed request is retried: deterministic exponential delays, no jitter. */
export interface RetryPolicy {
  /** Retries after the first failure; the request is given up after `attempts + 1` failures. */
  readonly attempts: number;
  /** Delay before the first retry. */
  readonly baseMs: number;
  /** No delay is longer than this. */
  readonly maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 250, maxMs: 4000 };

/** The default policy with the given fields replaced; throws on negative or non-finite values. */
export function retryPolicy(overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...overrides };
  if (!Number.isInteger(policy.attempts) || policy.attempts < 0) {
    throw new RangeError(`retry attempts must be a whole number ≥ 0, got ${policy.attempts}`);
  }
  for (const field of ['baseMs', 'maxMs'] as const) {
    if (!Number.isFinite(policy[field]) || policy[field] < 0) {
      throw new RangeError(`retry ${field} must be a finite number ≥ 0, got ${policy[field]}`);
    }
  }
  return policy;
}

/** Delay before retry number `retry` (1 for the first): `baseMs · 2^(retry − 1)`, capped at `maxMs`. */
export function backoffDelay(retry: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>): number {
  if (!Number.isInteger(retry) || retry < 1) throw new RangeError(`retry must be a whole number ≥ 1, got ${retry}`);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (retry - 1));
}
