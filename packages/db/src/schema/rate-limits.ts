import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the per-address and per-account rate limits of the back office's public calls (registration,
 * password reset…): in the database, not in a process's memory, so that a limit holds once whatever the number
 * of back-office processes (PostgreSQL runs one per core). One row per route and key; `count` calls since the
 * window opened, until `window_ends`; the next call after that opens a new window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_idx').on(t.windowEnds)],
);
