import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background work (ADR 0008): mail today; imports, thumbnails, webhooks and notification fan-out
 * next. A job is written in the same transaction as the change that caused it, so it exists if and
 * only if that change committed, and is run by whichever server claims it first.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Which handler runs it, e.g. 'mail'. */
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /**
     * Lower runs first: due jobs are claimed by priority, then by due time (issue 21: a password reset
     * must not wait behind a burst of notifications). See JOB_PRIORITY.
     */
    priority: smallint().notNull().default(100),
    status: text({ enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** Runs started so far (a run cut short by a crash counts). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /**
     * pending: not before this time (the back-off after a failure); running: the end of the claiming
     * worker's lease, after which another worker takes the job over (its server has died).
     */
    runAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The worker running it, for logs. */
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.priority, t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.status} in ('done', 'failed')`),
  ],
);
