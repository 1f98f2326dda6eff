import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** A company's application to join the network (issue 30); operators approve (memid) or reject it. */
export const membershipApplications = pgTable(
  'membership_applications',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who sent it; null once that account is gone. */
    applicantUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ['open', 'approved', 'rejected'] })
      .notNull()
      .default('open'),
    yardAddress1: text().notNull(),
    yardCity: text().notNull(),
    yardState: text().notNull(),
    yardZip: text().notNull(),
    sells: text().notNull(),
    /** Make abbreviations as GET /api/manufList/ spells them. */
    makes: text().array().notNull(),
    inventorySize: integer().notNull(),
    website: text(),
    sellerTermsAcceptedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    memid: text(),
    rejectionReason: text(),
    decidedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // One open application per company, even when two are sent at once.
    uniqueIndex('membership_applications_one_open_key')
      .on(t.companyId)
      .where(sql`${t.status} = 'open'`),
    index('membership_applications_status_idx').on(t.status, t.createdAt),
  ],
);
