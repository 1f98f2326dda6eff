import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { IMPORT_MODES, IMPORT_STATUSES, type ImportMapping } from '@ironmatch/contracts/inventory';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import { companies, users } from './accounts';

/**
 * Normalised part numbers (A-Z0-9 only) compare byte-wise: a btree on a `COLLATE "C"` column serves both
 * `= $1` and the prefix range `>= lo AND < hi`, whatever the database's default collation is.
 */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const at = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * An upload of a dealer's parts file (issue 16): a dry run (`validated`) or an import job
 * (`queued` -> `running` -> `done` | `failed`). The file itself is kept in storage under `fileKey`
 * until the import ends.
 */
export const inventoryImports = pgTable(
  'inventory_imports',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: IMPORT_STATUSES }).notNull(),
    mode: text({ enum: IMPORT_MODES }).notNull(),
    dryRun: boolean().notNull(),
    fileName: text().notNull(),
    /** Storage key of the uploaded file; null once the import has ended and the file is removed. */
    fileKey: text(),
    mapping: jsonb().$type<ImportMapping>().notNull(),
    /** Data rows in the file (estimated from its line count until the file has been read). */
    total: integer().notNull().default(0),
    /** Rows read and checked so far. */
    processed: integer().notNull().default(0),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    removed: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    /** Issue 25: the staged rows that carry a wholesale price (dry run and import). */
    withWholesalePrice: integer().notNull().default(0),
    failure: text(),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (t) => [index('inventory_imports_company_idx').on(t.companyId, t.id.desc())],
);

/** Rejected rows of an import, with the reason: the page's problem table and errors.csv. */
export const inventoryImportErrors = pgTable(
  'inventory_import_errors',
  {
    importId: integer()
      .notNull()
      .references(() => inventoryImports.id, { onDelete: 'cascade' }),
    /** The file's line number (the header is line 1). */
    row: integer().notNull(),
    message: text().notNull(),
    /** The row's cells in IMPORT_FIELDS order, so errors.csv can be fixed and uploaded again. */
    cells: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/**
 * Checked rows of an import waiting to be applied in one transaction. Read, checked and written here in
 * committed batches (so progress shows), then applied to the stock at once and deleted. UNLOGGED
 * (migration 0014, which drizzle's schema cannot state): a restarted import stages its file again.
 */
export const inventoryImportRows = pgTable(
  'inventory_import_rows',
  {
    importId: integer()
      .notNull()
      .references(() => inventoryImports.id, { onDelete: 'cascade' }),
    row: integer().notNull(),
    partnum: text().notNull(),
    partnumNorm: textC().notNull(),
    manufacturerId: integer().notNull(),
    condition: text({ enum: CONDITIONS }).notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    priceCents: integer(),
    /** Issue 25: the row's wholesale price; null without one. */
    wholesalePriceCents: integer(),
    /** Null when the file says nothing about pictures (the part keeps its own). */
    pictures: text().array(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);

/** The column mapping a company confirmed last, offered again on its next upload. */
export const inventoryImportMappings = pgTable('inventory_import_mappings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  mapping: jsonb().$type<ImportMapping>().notNull(),
  updatedAt: at().notNull().defaultNow(),
});

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
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // Exact and prefix search, read in part-number order so a LIMIT stops early.
    index('inventory_parts_partnum_norm_idx').on(t.partnumNorm, t.id),
    // A company's own stock in id order: the inventory manager's list and the streamed export's keyset.
    index('inventory_parts_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * Browse All Parts, summarised: one row per (make, part number) over every dealer's stock, with dense
 * positions in both listing orders so page N is an index range (`position between a and b`), never an
 * OFFSET scan. Kept in step with the stock by the inventory module's `stock-bulk.service.ts`.
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
