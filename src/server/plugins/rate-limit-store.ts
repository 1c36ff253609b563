import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db';

type Counted = { current: number; ttl: number };

/** What @fastify/rate-limit hands `child` for a route with its own limit: its merged settings and the route. */
type RouteLimit = { routeInfo: Pick<RouteOptions, 'method' | 'url'> };

/**
 * Counts one more request of `client` on `route`, in one statement, so that requests on any instance at once
 * each get their own count: the window starts at a client's first request and a new one starts after it ends,
 * as in @fastify/rate-limit's own in-memory store.
 */
async function countRequest(db: Db, route: string, client: string, windowMs: number): Promise<Counted> {
  const now = Date.now();
  const row = await db
    .insertInto('rate_limits')
    .values({ route, client, hits: 1, window_ends_at: now + windowMs })
    .onConflict((oc) =>
      oc.columns(['route', 'client']).doUpdateSet((eb) => {
        const ended = eb('rate_limits.window_ends_at', '<=', now);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limits.hits', '+', eb.lit(1)))
            .end(),
          window_ends_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.window_ends_at'))
            .else(eb.ref('rate_limits.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: row.window_ends_at - now };
}

/** A store for @fastify/rate-limit in our database: the limits hold across every instance on it. */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private nextPrune = 0;

    constructor(
      _settings: unknown,
      private readonly route = '*',
    ) {}

    incr(client: string, callback: (error: Error | null, result?: Counted) => void, timeWindow = 60_000): void {
      countRequest(db, this.route, client, timeWindow).then((counted) => callback(null, counted), callback);
      if (Date.now() >= this.nextPrune) {
        this.nextPrune = Date.now() + timeWindow;
        void db
          .deleteFrom('rate_limits')
          .where('window_ends_at', '<', Date.now())
          .execute()
          .catch(() => undefined);
      }
    }

    child(settings: RouteOptions & { path: string; prefix: string }): SharedRateLimitStore {
      const { method, url } = (settings as unknown as RouteLimit).routeInfo;
      return new SharedRateLimitStore(settings, `${[method].flat().join(',')} ${url}`);
    }
  };
}
