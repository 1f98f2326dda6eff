import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ITEM_STATUSES, ORDER_STATUSES } from '@ironmatch/contracts/order-states';
import { ORDER_CHANGE_FIELDS, type OrderAddress } from '@ironmatch/contracts/orders';
import { PAYMENT_METHODS, type OfflinePayment } from '@ironmatch/contracts/order-payment-terms';
import { PRICE_TIERS } from '@ironmatch/contracts/storefront';
import { companies, users } from './accounts';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * Orders and quote requests between a buyer company (customer) and a seller company (vendor). Every
 * change of status or items takes this row's lock first (orders.service.ts), so one order changes one
 * transaction at a time. Money is in cents.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('new_order'),
    /** The buyer user who started it (null if that account is gone). */
    customerId: integer().references(() => users.id, { onDelete: 'set null' }),
    customerCompanyId: integer()
      .notNull()
      .references(() => companies.id),
    vendorCompanyId: integer()
      .notNull()
      .references(() => companies.id),
    buyerNote: text(),
    sellerNote: text(),
    shippingAmount: integer(),
    taxAmount: integer(),
    shippingCarrier: text(),
    trackingNumber: text(),
    shippedAt: at(),
    /** When the buyer submitted the order request (new_order -> order_requested); read by the stats manager. */
    requestedAt: at(),
    /** When payment placed it (order_confirmed -> order_placed); read by the stats manager. */
    placedAt: at(),
    /** Issue 24 "Cancel": who canceled (buyer or seller), when, why, and the status it stopped at. */
    canceledBy: text({ enum: ['buyer', 'seller'] }),
    canceledAt: at(),
    cancelReason: text(),
    canceledFromStatus: text({ enum: ORDER_STATUSES }),
    /**
     * Issue 24: the order's own copy of the ship-to address, taken when the request is sent (a later
     * change of the company's address never changes it), the buyer's PO number and shipping method.
     */
    shipTo: jsonb().$type<OrderAddress>(),
    poNumber: text(),
    shippingMethod: text(),
    /** Per seller 1, 2, 3...: assigned when the order reaches order_placed, kept for good (invoice-numbers). */
    invoiceNumber: integer(),
    /** The buyer company's user who sent the order request (issue 23); null before. */
    submittedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 25: when the seller approved the request (respond-order; a terms order's due date counts
     * from it), how the order is paid (null before it is placed), the terms' due date, when the money
     * came in, the seller's "paid by other means" marking, and when the overdue reminder was mailed.
     */
    confirmedAt: at(),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    dueDate: date({ mode: 'string' }),
    paidAt: at(),
    offlinePayment: jsonb().$type<OfflinePayment>(),
    overdueMailedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // One open order per buyer and seller: new parts are appended to it.
    uniqueIndex('orders_open_key')
      .on(t.customerCompanyId, t.vendorCompanyId)
      .where(sql`${t.status} = 'new_order'`),
    index('orders_customer_idx').on(t.customerCompanyId, t.createdAt.desc(), t.id.desc()),
    index('orders_vendor_idx').on(t.vendorCompanyId, t.createdAt.desc(), t.id.desc()),
    // The lists' status filter (issue 24): one company's orders of one status, newest first, as keyset pages.
    index('orders_customer_status_idx').on(t.customerCompanyId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_vendor_status_idx').on(t.vendorCompanyId, t.status, t.createdAt.desc(), t.id.desc()),
    // The stats rollup job finds the orders requested or paid in its last minutes.
    index('orders_requested_at_idx').on(t.requestedAt),
    index('orders_placed_at_idx').on(t.placedAt),
    // An invoice number is never used twice by one seller.
    uniqueIndex('orders_invoice_number_key')
      .on(t.vendorCompanyId, t.invoiceNumber)
      .where(sql`${t.invoiceNumber} is not null`),
    check('orders_amounts_check', sql`${t.shippingAmount} >= 0 and ${t.taxAmount} >= 0`),
  ],
);

/**
 * One part on an order. Part number, description and the price come from the inventory part when it
 * is added (never from the browser); `price` null is a quote waiting for the seller. The inventory part
 * and the search row are remembered without foreign keys: either may be removed later, the order stays.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: integer().notNull(),
    partSearchResultId: integer(),
    partNumber: text().notNull(),
    description: text().notNull(),
    price: integer(),
    priceConfirmed: boolean().notNull().default(false),
    quantity: integer().notNull(),
    buyerNote: text(),
    sellerNote: text(),
    status: text({ enum: ITEM_STATUSES }).notNull(),
    /** Asked for as a quote: the inventory had no positive price. */
    isQuote: boolean().notNull(),
    /** Issue 25: the price tier that priced the item when it was added (null for a quote item). */
    priceTier: text({ enum: PRICE_TIERS }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // The same part twice raises the quantity of its one line.
    uniqueIndex('order_items_order_part_key').on(t.orderId, t.partId),
    // Part rows look up "already added" by inventory part and by search row.
    index('order_items_part_idx').on(t.partId),
    index('order_items_result_idx').on(t.partSearchResultId),
    check('order_items_quantity_check', sql`${t.quantity} >= 0`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * Issue 24: each seller's last invoice number. Taken under this row's lock when an order is placed, so
 * numbers go 1, 2, 3... per seller with no gap from a race and none reused.
 */
export const sellerInvoiceCounters = pgTable('seller_invoice_counters', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull(),
});

/**
 * Issue 24: the seller's item changes after the order request was sent (quantity, price, seller note),
 * shown to the buyer oldest first. The item is remembered without a foreign key: the record outlives it.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    partNumber: text().notNull(),
    field: text({ enum: ORDER_CHANGE_FIELDS }).notNull(),
    oldValue: jsonb().$type<number | string | null>(),
    newValue: jsonb().$type<number | string | null>(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('order_changes_order_idx').on(t.orderId, t.id)],
);
