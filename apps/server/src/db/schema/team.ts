import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * Invitations to join a company (issue 23), owned by the accounts module. The token is random and
 * stored only as its SHA-256 hash; a resend replaces the hash, so the earlier link stops working.
 * Pending = not accepted, not revoked and not expired.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    role: text({ enum: ['admin', 'member'] }).notNull(),
    tokenHash: text().notNull(),
    invitedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'string' }),
    acceptedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_pending_idx')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
