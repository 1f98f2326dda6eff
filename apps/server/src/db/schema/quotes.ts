import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import { STORED_QUOTE_STATUSES } from '@ironmatch/contracts/quote-rules';
import { companies, users } from './accounts';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * Quick Quotes (issue 26): one per dealer company and search request (`request_id` = the request's first
 * search, as part_searches.request_id). Sending again replaces the lines of the same row. Every change
 * takes this row's lock first (quotes.service.ts). `expired` is never stored: an open quote past
 * `valid_until` reads 'expired'. The search and the order are remembered without foreign keys (they
 * belong to other modules; the quote outlives neither company).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial().primaryKey(),
    requestId: integer().notNull(),
    dealerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    buyerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: STORED_QUOTE_STATUSES }).notNull().default('sent'),
    validUntil: at().notNull(),
    declineReason: text(),
    /** The buyer's order it was accepted into. */
    orderId: integer(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_request_dealer_key').on(t.requestId, t.dealerCompanyId),
    index('quotes_buyer_idx').on(t.buyerCompanyId, t.updatedAt.desc(), t.id.desc()),
    index('quotes_dealer_idx').on(t.dealerCompanyId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/** A quote's lines, replaced as a whole when the dealer sends again. Money in cents. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial().primaryKey(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The search (part number) of the request this line answers. */
    partSearchId: integer().notNull(),
    partNumber: text().notNull(),
    description: text().notNull(),
    /** The dealer's inventory part, or null for a part it does not list. */
    partId: integer(),
    condition: text({ enum: CONDITIONS }).notNull(),
    price: integer().notNull(),
    quantity: integer().notNull(),
    leadTimeDays: integer().notNull(),
    freightEstimate: integer(),
    coreCharge: integer(),
    note: text(),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    index('quote_lines_search_idx').on(t.partSearchId),
    check(
      'quote_lines_amounts_check',
      sql`${t.price} > 0 and ${t.quantity} >= 1 and ${t.leadTimeDays} >= 0 and coalesce(${t.freightEstimate}, 0) >= 0 and coalesce(${t.coreCharge}, 0) >= 0`,
    ),
  ],
);

/** "Request quotes" (issue 26): a buyer asks chosen dealers to quote a search request. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial().primaryKey(),
    requestId: integer().notNull(),
    buyerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    neededBy: date({ mode: 'string' }),
    note: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('quote_requests_request_idx').on(t.requestId)],
);

/** The dealer companies one quote request asked. */
export const quoteRequestCompanies = pgTable(
  'quote_request_companies',
  {
    quoteRequestId: integer()
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.quoteRequestId, t.companyId] }),
    index('quote_request_companies_company_idx').on(t.companyId),
  ],
);

/** What the buyer did with a quote: the two outcomes the stats manager counts. */
export const QUOTE_OUTCOMES = ['accepted', 'declined'] as const;

/**
 * One row per accept or decline of a quote (issue 26: "every quote, acceptance and decline is counted
 * for the stats manager"), written in the change's transaction under the quote's row lock. A repeat
 * (200 unchanged) writes nothing. Append-only, so the stats rollup job follows it by id like messages.
 */
export const quoteOutcomes = pgTable(
  'quote_outcomes',
  {
    id: serial().primaryKey(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    dealerCompanyId: integer().notNull(),
    buyerCompanyId: integer().notNull(),
    outcome: text({ enum: QUOTE_OUTCOMES }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('quote_outcomes_quote_idx').on(t.quoteId)],
);
