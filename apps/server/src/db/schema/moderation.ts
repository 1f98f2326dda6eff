import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Reports (issue 30): a logged-in user flags a listing, machine, suggestion or comment; operators see
 * the open ones newest first and resolve them. The target is named by type and id (no foreign key: the
 * report stays when its target is deleted).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    reason: text().notNull(),
    text: text().notNull().default(''),
    status: text().notNull().default('open'),
    reporterUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The reporter's company when the report was made (null for a user without one). */
    reporterCompanyId: integer(),
    /** Copied so the queue reads the same after the account changes. */
    reporterEmail: text().notNull(),
    resolution: text(),
    resolvedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);
