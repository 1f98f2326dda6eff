import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { companies, users } from './accounts';

/** Makes in the spec's dropdown order: `sortOrder` holds it (CAT, JD, IHC, CASE, KOMATSU, FA, then A-Z). */
export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial().primaryKey(),
    abbrname: text().notNull(),
    longName: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [uniqueIndex('manufacturers_abbrname_key').on(t.abbrname)],
);

/**
 * Normalised part numbers (A-Z0-9 only) compare byte-wise: a btree on a `COLLATE "C"` column serves both
 * `= $1` and the prefix range `>= lo AND < hi`, whatever the database's default collation is.
 */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const createdAt = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** A dealer company's stock: one row per part number, make and condition as the dealer listed it. */
export const inventoryParts = pgTable(
  'inventory_parts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** As the dealer entered it ("1R-0750"). */
    partnum: text().notNull(),
    /** Uppercase A-Z0-9 only ("1R0750"): what searches match. */
    partnumNorm: textC().notNull(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id),
    condition: text({ enum: CONDITIONS }).notNull(),
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    /** Cents; null = 'Contact for price'. */
    priceCents: integer(),
    /** Cents; the price a wholesale-tier customer pays (issue 25); null: wholesale customers pay retail. */
    wholesalePriceCents: integer(),
    /** Storage keys of the part's pictures (`public/...`), served at /files/<key> (ADR 0007). */
    pictures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // Exact and prefix search, read in part-number order so a LIMIT stops early.
    index('inventory_parts_partnum_norm_idx').on(t.partnumNorm, t.id),
    // A company's own stock in id order: the inventory manager's list and the streamed export's keyset.
    index('inventory_parts_company_idx').on(t.companyId, t.id),
  ],
);

/** Every logged-in search is saved (DECISIONS.md "Part matcher"). Filters are null when "all". */
export const partSearches = pgTable(
  'part_searches',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Normalised part number searched. */
    partNumber: text().notNull(),
    manufacturerId: integer().references(() => manufacturers.id),
    condition: text({ enum: CONDITIONS }),
    description: text(),
    comments: text(),
    matchCount: integer().notNull().default(0),
    /** Opened from a browse page (a click, not a buyer's search): saved and shown, never emailed. */
    fromBrowse: boolean().notNull().default(false),
    /**
     * The search request it was part of: the id of the request's first search (a 20-number search saves
     * 20 searches with one request id; My Results shows them as one card). Null for searches saved
     * before requests were recorded: each is its own request.
     */
    requestId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('part_searches_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('part_searches_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('part_searches_request_idx').on(t.requestId),
  ],
);

/**
 * Snapshot of a search's result rows as they were found: the dealer may change or sell the part later,
 * the searcher's history stays. `id` is what orders call `searchId`.
 *
 * Every search writes dozens of these, so they carry only the indexes their readers use and no foreign
 * keys: a key to inventory or companies would lock those hot rows on every search, and one to the search
 * (inserted by the same statement) costs a check per row whose cached plan goes bad on a young table.
 * They are only ever read joined to their search, so rows a deleted search (its user or company gone)
 * leaves behind are never seen. `part_id` may outlive the part; readers join inventory to tell.
 */
export const partSearchResults = pgTable(
  'part_search_results',
  {
    id: serial().primaryKey(),
    partSearchId: integer().notNull(),
    /** Order within the search's results. */
    position: integer().notNull(),
    /** The inventory part it was (which may since have been removed). */
    partId: integer(),
    sellerCompanyId: integer().notNull(),
    partnum: text().notNull(),
    manufacturerId: integer().notNull(),
    condition: text({ enum: CONDITIONS }).notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    priceCents: integer(),
    pictures: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('part_search_results_search_idx').on(t.partSearchId, t.position)],
);

/**
 * Which dealer companies a search matched (and so notified): the "part requests received" feed.
 * No foreign keys, for the same reasons as the result snapshots; read only joined to its search.
 */
export const partSearchMatches = pgTable(
  'part_search_matches',
  {
    partSearchId: integer().notNull(),
    companyId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.partSearchId, t.companyId] }),
    index('part_search_matches_company_idx').on(t.companyId, t.createdAt.desc(), t.partSearchId.desc()),
  ],
);

/**
 * When a dealer company was last emailed about a part number searched by a searching company: a
 * dealer hears of one part number from one company at most once per 24 hours (PART_NOTICE_INTERVAL_HOURS),
 * however often it is searched; the feeds still record every search. Claimed by an upsert in the very
 * statement that saves the search, so concurrent searches notify once. No foreign keys, like the
 * other per-search tables: a row of a deleted company only ever suppresses mail to nobody.
 */
export const partSearchNotices = pgTable(
  'part_search_notices',
  {
    dealerCompanyId: integer().notNull(),
    searcherCompanyId: integer().notNull(),
    partNumber: text().notNull(),
    notifiedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerCompanyId, t.searcherCompanyId, t.partNumber] })],
);

/** "Send General Requests": a free-text request to all network dealers. */
export const generalRequests = pgTable(
  'general_requests',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partNumber: text(),
    manufacturerId: integer().references(() => manufacturers.id),
    modelnum: text(),
    comments: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('general_requests_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('general_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * "Already messaged" markers: a company sent a message about an inventory part, a part search or a
 * general request. The messaging module records them through the part matcher's service.
 */
export const partContacts = pgTable(
  'part_contacts',
  {
    id: serial().primaryKey(),
    senderCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    partId: integer().references(() => inventoryParts.id, { onDelete: 'cascade' }),
    partSearchId: integer().references(() => partSearches.id, { onDelete: 'cascade' }),
    generalRequestId: integer().references(() => generalRequests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('part_contacts_part_key')
      .on(t.senderCompanyId, t.partId)
      .where(sql`${t.partId} is not null`),
    uniqueIndex('part_contacts_search_key')
      .on(t.senderCompanyId, t.partSearchId)
      .where(sql`${t.partSearchId} is not null`),
    uniqueIndex('part_contacts_request_key')
      .on(t.senderCompanyId, t.generalRequestId)
      .where(sql`${t.generalRequestId} is not null`),
  ],
);

/**
 * Browse All Parts, summarised: one row per (make, part number) over every dealer's stock, with dense
 * positions in both listing orders so page N is an index range (`position between a and b`), never an
 * OFFSET scan. Kept in step with inventory by the part matcher's inventory service.
 */
export const browseSummary = pgTable(
  'browse_summary',
  {
    // No foreign key: every row is derived from inventory_parts, whose make is checked already; a
    // check per summary row made a rebuild after a large import seconds slower (ADR 0015).
    manufacturerId: integer().notNull(),
    partnumNorm: textC().notNull(),
    /** A part number as a dealer entered it, for display. */
    partnum: text().notNull(),
    /** Conditions in stock, comma separated in the order of CONDITIONS. */
    conditions: text().notNull(),
    minPriceCents: integer(),
    maxPriceCents: integer(),
    hasNoPrice: boolean().notNull(),
    pictureCount: integer().notNull(),
    partCount: integer().notNull(),
    /** 1-based position in the all-makes listing (part number, then make). */
    positionAll: integer().notNull(),
    /** 1-based position within its make's listing (part number). */
    positionInMake: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.manufacturerId, t.partnumNorm] }),
    index('browse_summary_position_all_idx').on(t.positionAll),
    index('browse_summary_position_make_idx').on(t.manufacturerId, t.positionInMake),
  ],
);

/** Row counts of the browse listing, per make and (manufacturer_id 0) in all: never recounted per request. */
export const browseCounts = pgTable('browse_counts', {
  manufacturerId: integer().primaryKey(),
  count: integer().notNull(),
});
