import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per operator action (issue 30), written in the same transaction as the change. Append-only:
 * no endpoint changes or deletes a row, and a trigger (hand-written in the migration) refuses UPDATE and
 * DELETE. The operator's email is copied so a row reads the same after the account changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    operatorId: integer().notNull(),
    operatorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    requestId: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
