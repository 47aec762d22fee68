import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '@vetshop/db';
import { countRateLimitedCall, pruneRateLimitCounters } from './repository';

/** Windows that ended this long ago are deleted (now and then, by whichever process counts a call). */
const PRUNE_EVERY = 200;

/**
 * A store for @fastify/rate-limit whose counters are rows of `rate_limit_counters` (one statement per call,
 * atomic on both engines), not the plugin's default memory: the back office runs one process per core on
 * PostgreSQL, and a limit of 5 per address must stay 5, not 5 per process. The window and its clock are the
 * database's, shared by every process. Per route, like the plugin's own stores (`child`).
 */
export function databaseRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  let calls = 0;
  const prune = () => pruneRateLimitCounters(db);

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const windowMs = Math.max(1, Math.round(timeWindow ?? 60_000));
      countRateLimitedCall(db, this.prefix + key, windowMs).then(
        (row) => {
          if (++calls % PRUNE_EVERY === 0) void prune().catch(() => undefined);
          callback(null, {
            current: Number(row?.count ?? 1),
            ttl: Math.max(0, Number(row?.ttl ?? windowMs)),
          });
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged parameters, the route under `routeInfo` (its RedisStore reads it the same way).
      const info = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(
        undefined,
        `${this.prefix}${String(info?.method ?? '')} ${String(info?.url ?? '')}|`,
      );
    }
  }
  return DatabaseStore;
}
