import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** Normalised model numbers compare byte-wise, so a btree serves the prefix range (as part numbers do). */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
const stamp = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();

/**
 * For-sale listings (spec marketplace 3 "Attachment listing"). The `pos_*` columns are maintained dense
 * positions (1..n) of each row in its category, and `sub_pos_*` in its category and subcategory, in each
 * sort order (model, price, date; ascending, ties by id). A page is a range of positions read through an
 * index, so page 800 costs what page 1 costs (ADR 0013). Every write renumbers the category it touches,
 * in its transaction, under the category's advisory lock.
 */
export const listings = pgTable(
  'listings',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    modelnum: text().notNull(),
    /** Uppercase A-Z0-9 only: what the model-number filter and the model sort read. */
    modelnumNorm: textC().notNull(),
    manuflong: text().notNull().default(''),
    condlong: text().notNull().default(''),
    category: integer().notNull(),
    subcategory: text().notNull(),
    /** Cents; null = no price ('N/A'). */
    priceCents: integer(),
    details: text().notNull().default(''),
    shipnotes: text().notNull().default(''),
    serialnum: text().notNull().default(''),
    stocknum: text().notNull().default(''),
    modelyear: integer(),
    hours: integer(),
    dimensions: text().notNull().default(''),
    weight: text().notNull().default(''),
    location: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    datemod: stamp(),
    createdAt: stamp(),
    posModel: integer().notNull().default(0),
    posPrice: integer().notNull().default(0),
    posDate: integer().notNull().default(0),
    subPosModel: integer().notNull().default(0),
    subPosPrice: integer().notNull().default(0),
    subPosDate: integer().notNull().default(0),
    /** Issue 30: a draft waits for its company's membership; only `GET /api/listings/mine` shows it. */
    draft: boolean().notNull().default(false),
    /** Issue 30: hidden by an operator (with the reason): out of every list and detail but the owner's. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'string' }),
    hiddenReason: text(),
  },
  (t) => [
    check('listings_category_check', sql`${t.category} in (100, 101, 103, 104, 105, 106)`),
    index('listings_pos_model_idx').on(t.category, t.posModel),
    index('listings_pos_price_idx').on(t.category, t.posPrice),
    index('listings_pos_date_idx').on(t.category, t.posDate),
    index('listings_sub_pos_model_idx').on(t.category, t.subcategory, t.subPosModel),
    index('listings_sub_pos_price_idx').on(t.category, t.subcategory, t.subPosPrice),
    index('listings_sub_pos_date_idx').on(t.category, t.subcategory, t.subPosDate),
    // The first unpriced position of a category (or subcategory): where the price sort's priced rows end.
    index('listings_unpriced_idx')
      .on(t.category, t.posPrice)
      .where(sql`${t.priceCents} is null`),
    index('listings_sub_unpriced_idx')
      .on(t.category, t.subcategory, t.subPosPrice)
      .where(sql`${t.priceCents} is null`),
    index('listings_model_idx').on(t.category, t.modelnumNorm, t.id),
    index('listings_sub_model_idx').on(t.category, t.subcategory, t.modelnumNorm, t.id),
    index('listings_company_idx').on(t.companyId, t.category),
    index('listings_category_company_idx').on(t.category, t.companyId),
  ],
);

/** A listing's pictures in order (picnum 1 is the cover), stored files under `public/listings/`. */
export const listingPictures = pgTable(
  'listing_pictures',
  {
    id: serial().primaryKey(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    picnum: integer().notNull(),
    /** Storage key `public/listings/<filename>`; the public address is /forsale/<filename>. */
    key: text().notNull(),
    filename: text().notNull(),
    /** The uploader's name for the file. */
    originalName: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('listing_pictures_listing_picnum_key').on(t.listingId, t.picnum),
    // Demo pictures are shared by key: a file leaves storage when no listing refers to it any more.
    index('listing_pictures_key_idx').on(t.key),
  ],
);
