import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const companies = pgTable(
  'companies',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    phoneMain: text().notNull(),
    phoneSecondary: text(),
    fax: text(),
    shipAddress1: text().notNull(),
    shipAddress2: text(),
    shipCity: text().notNull(),
    shipState: text().notNull(),
    shipZip: text().notNull(),
    shipCountry: text().notNull(),
    billAddress1: text(),
    billAddress2: text(),
    billCity: text(),
    billState: text(),
    billZip: text(),
    billCountry: text(),
    email1: text().notNull(),
    email2: text(),
    email3: text(),
    partsManager: text(),
    contactList: text(),
    website: text(),
    /** Network member id: set by operators (admin CLI), never by users. */
    memid: text(),
    stripeAccountId: text(),
    /** Basis points for the first fee band; 200 = the 2% cap of the seller terms. */
    applicationFeeRate: integer().notNull().default(200),
    /**
     * The payout account (`stripe_account_id`) can take charges; written only with it (payments module,
     * admin CLI). The rule that a seller can transact is db/can-transact.ts.
     */
    canTransact: boolean().notNull().default(false),
    /** Members' order requests above this total (cents) wait for an admin's approval; null: no limit (issue 23). */
    approvalLimitCents: integer(),
    /** Set by an operator (issue 30): no user of the company can log in or refresh while it is set. */
    suspendedAt: timestamp({ withTimezone: true, mode: 'string' }),
    suspendedReason: text(),
    ...timestamps,
  },
  (t) => [
    index('companies_memid_idx')
      .on(t.memid)
      .where(sql`${t.memid} is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneOffice: text(),
    phoneMobile: text(),
    emailVerified: boolean().notNull().default(false),
    emailVerifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
    /** The company the user currently works in (one of their memberships). */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    messageEmails: boolean().notNull().default(true),
    partEmails: boolean().notNull().default(true),
    forsaleEmails: boolean().notNull().default(true),
    generalRequestEmails: boolean().notNull().default(true),
    orderEmails: boolean().notNull().default(true),
    partOrderEmails: boolean().notNull().default(true),
    forsaleOrderEmails: boolean().notNull().default(true),
    machineWatchEmails: boolean().notNull().default(true),
    consentAcceptedAt: timestamp({ withTimezone: true, mode: 'string' }),
    consentVersion: text(),
    /** Set and cleared only with `npm run admin -- set-operator` (issue 30); carried in the access token. */
    isOperator: boolean().notNull().default(false),
    /** Set by an operator (issue 30): the user cannot log in or refresh while it is set. */
    loginDisabledAt: timestamp({ withTimezone: true, mode: 'string' }),
    loginDisabledReason: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

/** Multiple accounts per company, and a user may belong to several companies. */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'admin' or 'member' (issue 23); the company's creator is its admin. */
    role: text({ enum: ['admin', 'member'] })
      .notNull()
      .default('member'),
    createdAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Last seen working in this company (written at most every few minutes by the membership check). */
    lastActiveAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('company_memberships_company_idx').on(t.companyId),
  ],
);
