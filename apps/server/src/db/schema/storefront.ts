import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CUSTOMER_FIELDS, PRICE_TIERS, PRICE_VISIBILITIES } from '@ironmatch/contracts/storefront';
import { companies, users } from './accounts';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/** Issue 25: a seller company's storefront settings; no row = the defaults (prices shown to all). */
export const storefrontSettings = pgTable('storefront_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  priceVisibility: text({ enum: PRICE_VISIBILITIES }).notNull().default('all'),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * Issue 25: what a seller set for one customer company. Made the first time the seller changes one of
 * its settings (a customer without a row has the defaults); every change runs under this row's lock.
 */
export const storefrontCustomers = pgTable(
  'storefront_customers',
  {
    id: serial().primaryKey(),
    sellerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerCompanyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    approved: boolean().notNull().default(false),
    priceTier: text({ enum: PRICE_TIERS }).notNull().default('retail'),
    creditTerms: smallint(),
    creditLimitCents: integer(),
    removed: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storefront_customers_pair_key').on(t.sellerCompanyId, t.customerCompanyId),
    // The buyer's side: every seller's standing for one buyer (price rules on search rows).
    index('storefront_customers_customer_idx').on(t.customerCompanyId),
    check('storefront_customers_terms_check', sql`${t.creditTerms} in (15, 30, 45, 60)`),
    check('storefront_customers_limit_check', sql`${t.creditLimitCents} >= 0`),
  ],
);

/** Every change of a customer's settings: who, when, the field, the old and new value (append-only). */
export const storefrontCustomerChanges = pgTable(
  'storefront_customer_changes',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => storefrontCustomers.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, kept when the account is gone. */
    userName: text().notNull(),
    field: text({ enum: CUSTOMER_FIELDS }).notNull(),
    oldValue: jsonb().$type<boolean | number | string | null>(),
    newValue: jsonb().$type<boolean | number | string | null>(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('storefront_customer_changes_customer_idx').on(t.customerId, t.id)],
);
