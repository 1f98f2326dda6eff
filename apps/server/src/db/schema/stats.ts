import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The stats manager's rollups (issue 27, docs/decisions/0018-stats-rollups.md). The page reads only
 * these; the stats rollup job keeps them in step with the events (part searches, messages, replies,
 * orders and, later, Quick Quotes), counting each event exactly once. Company ids carry no foreign
 * keys: the rows are derived, and a key check per increment would lock hot company rows.
 */

/** Normalised part numbers (A-Z0-9) compare byte-wise, like inventory's, so a prefix is an index range. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const day = () => date({ mode: 'string' }).notNull();
const zero = () => integer().notNull().default(0);

/**
 * Per company, UTC day and counterpart company (the buyer who searched, messaged or ordered; the
 * company it answered): what the totals, the chart, regions, buyer companies and the funnel add up.
 */
export const statsCounterpartDays = pgTable(
  'stats_counterpart_days',
  {
    companyId: integer().notNull(),
    day: day(),
    counterpartId: integer().notNull(),
    /** Saved searches by the counterpart whose results held a row of this company. */
    searches: zero(),
    /** New messages (not replies) the counterpart sent to this company. */
    messagesReceived: zero(),
    /** New messages, replies and Quick Quotes this company sent to the counterpart. */
    answers: zero(),
    quickQuotesSent: zero(),
    /** This company's Quick Quotes the counterpart accepted, and declined, that day (issue 26). */
    quickQuotesAccepted: zero(),
    quickQuotesDeclined: zero(),
    /** Orders to this company (vendor) whose request the counterpart submitted that day. */
    ordersReceived: zero(),
    /** Orders to this company the counterpart paid that day, and their paid amounts. */
    ordersPlaced: zero(),
    ordersPlacedAmountCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Migration 0027 makes it cover every figure column (INCLUDE): a period is read by index only.
    primaryKey({ columns: [t.companyId, t.day, t.counterpartId] }),
    // A reply-time recomputation reads one pair's days.
    index('stats_counterpart_days_pair_idx').on(t.companyId, t.counterpartId, t.day),
  ],
);

/**
 * The same figures per calendar month (`month`: its first day), kept in the same statements as the day
 * rows (each month row is the sum of its days'): a read over many months takes a row per month and
 * counterpart instead of a row per day and counterpart, and only the period's edge days from above.
 */
export const statsCounterpartMonths = pgTable(
  'stats_counterpart_months',
  {
    companyId: integer().notNull(),
    month: day(),
    counterpartId: integer().notNull(),
    searches: zero(),
    messagesReceived: zero(),
    answers: zero(),
    quickQuotesSent: zero(),
    quickQuotesAccepted: zero(),
    quickQuotesDeclined: zero(),
    ordersReceived: zero(),
    ordersPlaced: zero(),
    ordersPlacedAmountCents: bigint({ mode: 'number' }).notNull().default(0),
  },
  // Covers every figure column like the day rollups' (migration 0027, hand-written).
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.counterpartId] })],
);

/** Per company, day, part number of its stock (as searched or ordered) and buyer company. */
export const statsPartDays = pgTable(
  'stats_part_days',
  {
    companyId: integer().notNull(),
    day: day(),
    partNumber: textC().notNull(),
    counterpartId: integer().notNull(),
    searches: zero(),
    /** Order requests received holding the part number (each order once). */
    orders: zero(),
    quickQuotesSent: zero(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.partNumber, t.counterpartId] })],
);

/**
 * The network's demand: searches per day, searched part number, make (the buyer's choice, else the
 * makes of the exact matches found) and buyer company. Lost demand is read from here.
 */
export const statsDemandDays = pgTable(
  'stats_demand_days',
  {
    manufacturerId: integer().notNull(),
    day: day(),
    partNumber: textC().notNull(),
    buyerCompanyId: integer().notNull(),
    searches: zero(),
  },
  (t) => [
    // Day first: a period's edge days are one index range (migration 0037 makes it cover `searches`).
    primaryKey({ columns: [t.day, t.manufacturerId, t.partNumber, t.buyerCompanyId] }),
    // A dealer's own searches are taken out of its lost demand.
    index('stats_demand_days_buyer_idx').on(t.buyerCompanyId, t.day),
    // The distinct buyers of the (make, number) rows a lost-demand page shows (covering, 0037).
    index('stats_demand_days_part_idx').on(t.manufacturerId, t.partNumber, t.day),
  ],
);

/**
 * The network's searches per calendar month (`month`: its first day), make and searched part number,
 * without the buyer: kept in the same statement as the day rows (each month row is the sum of its
 * days'), so the order of a period's lost demand reads a row per month and number instead of a row
 * per day, number and buyer. The distinct buyers are counted from the day rows for the rows shown.
 */
export const statsDemandMonths = pgTable(
  'stats_demand_months',
  {
    month: day(),
    manufacturerId: integer().notNull(),
    partNumber: textC().notNull(),
    searches: zero(),
  },
  // Covers `searches` (migration 0037, hand-written): a period's months are read by index only.
  (t) => [primaryKey({ columns: [t.month, t.manufacturerId, t.partNumber] })],
);

/**
 * Reply times: per company, counterpart, day of the event (a search of the company's parts or a new
 * message to it) and whole seconds to the company's first answer to that counterpart after it, the
 * number of answered events. Recomputed per pair whenever the pair gets an answer.
 */
export const statsReplyDays = pgTable(
  'stats_reply_days',
  {
    companyId: integer().notNull(),
    counterpartId: integer().notNull(),
    day: day(),
    replySeconds: integer().notNull(),
    events: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.counterpartId, t.day, t.replySeconds] }),
    index('stats_reply_days_company_day_idx').on(t.companyId, t.day),
    index('stats_reply_days_day_idx').on(t.day),
  ],
);

/** The event sources the rollup job counts, by row id. */
export const STATS_SOURCES = ['search', 'message', 'reply', 'quote', 'quote-outcome', 'order'] as const;
export type StatsSource = (typeof STATS_SOURCES)[number];

/**
 * Where the rollup job stands on each source: every row with an id up to `mark` is counted (rows above
 * it are counted once through `stats_processed`, until the mark passes them). The one-time backfill
 * counts the rows up to `backfill_until` (the mark when it began) in chunks, `backfill_cursor` being
 * the last id done. Orders are counted per stage through `stats_order_marks`; their row here holds only
 * the backfill's progress.
 */
export const statsSources = pgTable('stats_sources', {
  source: text({ enum: STATS_SOURCES }).primaryKey(),
  mark: integer().notNull(),
  backfillCursor: integer().notNull().default(0),
  backfillUntil: integer().notNull(),
});

/**
 * The job as a whole: orders requested or paid since `order_since` (less the lag) are looked at again;
 * the backfill's last recomputed reply pair and when it finished; a version bumped by every run that
 * changed a rollup (network figures are cached by it).
 */
export const statsRollupState = pgTable('stats_rollup_state', {
  id: integer().primaryKey(),
  orderSince: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  backfillPairCompany: integer().notNull().default(0),
  backfillPairCounterpart: integer().notNull().default(0),
  backfillDoneAt: timestamp({ withTimezone: true, mode: 'string' }),
  version: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Rows above a source's mark already counted (the last minutes' rows, until the mark passes them). */
export const statsProcessed = pgTable(
  'stats_processed',
  {
    source: text({ enum: STATS_SOURCES }).notNull(),
    id: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.id] })],
);

/** Which stages of an order are counted: its request and its payment, each once. */
export const statsOrderMarks = pgTable('stats_order_marks', {
  orderId: integer().primaryKey(),
  requestedDay: date({ mode: 'string' }),
  placedDay: date({ mode: 'string' }),
});
