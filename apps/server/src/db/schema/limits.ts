import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counts of actions per time window, for the limits every server must agree on (issue 21: a company's
 * messages, general requests, suggestions and quote requests). In the database, not in a process's
 * memory, so several servers share them. A window starts with the first action after the previous one
 * ended (one row per key and window length); rows of windows long over are purged.
 */
export const limitCounts = pgTable(
  'limit_counts',
  {
    /** What is counted and for whom, e.g. 'messages:c42'. */
    key: text().notNull(),
    windowSeconds: integer().notNull(),
    /** When the current window began: its first counted action. */
    windowStart: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowSeconds] })],
);
