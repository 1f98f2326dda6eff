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
} from 'drizzle-orm/pg-core';
import { IMPORT_MODES, IMPORT_STATUSES, type ImportMapping } from '@ironmatch/contracts/inventory';
import { CONDITIONS } from '@ironmatch/contracts/part-matcher-rules';
import { companies, users } from './accounts';

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
