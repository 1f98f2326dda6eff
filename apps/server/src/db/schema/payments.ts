import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { orders } from './orders';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

export const PAYMENT_PROVIDERS = ['stripe', 'simulated'] as const;

/**
 * A company's connected payout account (Stripe Connect Standard, or the simulated provider's). One per
 * company; `companies.stripe_account_id` and `companies.can_transact` mirror it (set by the payments
 * module through the accounts module) so part rows read the rule without a join.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    accountId: text().notNull(),
    /** The provider says the account can take charges. */
    chargesEnabled: boolean().notNull(),
    connectedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_accounts_company_key').on(t.companyId),
    uniqueIndex('payment_accounts_account_key').on(t.accountId),
  ],
);

/**
 * Payout-connect OAuth `state`s: stored hashed, bound to the user who asked for the link, single use,
 * 30 minutes (CONNECT_STATE_TTL_MINUTES).
 */
export const paymentConnectStates = pgTable(
  'payment_connect_states',
  {
    stateHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('payment_connect_states_expires_idx').on(t.expiresAt)],
);

export const PAYMENT_STATUSES = ['open', 'processing', 'succeeded', 'failed'] as const;

/**
 * One payment (PaymentIntent) per order, on the seller's connected account; reused until it succeeds.
 * `amount_refunded` and `application_fee_refunded` are recomputed from payment_refunds under this row's
 * lock, so a refund or an event counted twice is impossible.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    accountId: text().notNull(),
    intentId: text().notNull(),
    clientSecret: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('open'),
    amount: integer().notNull(),
    applicationFee: integer().notNull(),
    paymentMethodType: text(),
    cardBrand: text(),
    cardLast4: text(),
    bankLast4: text(),
    transactionFee: integer(),
    netAmount: integer(),
    amountRefunded: integer().notNull().default(0),
    amountRefundedAt: at(),
    applicationFeeRefunded: integer().notNull().default(0),
    applicationFeeRefundedAt: at(),
    lastError: text(),
    succeededAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_intent_key').on(t.intentId),
    uniqueIndex('payments_client_secret_key').on(t.clientSecret),
    check(
      'payments_amounts_check',
      sql`${t.amount} > 0 and ${t.applicationFee} >= 0 and ${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amount}`,
    ),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * The ledger of refunds. A row is written (pending) under the payment's lock before the provider is
 * called, so concurrent requests reserve what remains and never refund more than was paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The provider's refund id, once known (a refund made at the provider arrives by event). */
    refundId: text(),
    amount: integer().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    failureReason: text(),
    /**
     * The refund of an order's cancel (issue 24): written and committed before the provider is called,
     * so a cancel whose commit failed after the provider refunded is found and finished with the same
     * idempotency key, never refunded twice.
     */
    orderCancel: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_key').on(t.refundId),
    // At most one cancel refund in flight per payment.
    uniqueIndex('payment_refunds_cancel_pending_key')
      .on(t.paymentId)
      .where(sql`${t.orderCancel} and ${t.status} = 'pending'`),
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Every provider event, stored once by its id; processed in the transaction that stores it. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  account: text(),
  provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
  payload: jsonb().notNull(),
  receivedAt: at().notNull().defaultNow(),
});

/**
 * A payment that succeeded at the provider but matches no payment of ours (its order was deleted while
 * the intent was still live, or it was made outside IronMatch): the money is real, so it is kept here,
 * logged at error level and listed for operators (`npm run admin -- list-orphan-payments`) until one of
 * them refunds or matches it and resolves it with a note. Never dropped.
 */
export const orphanPayments = pgTable(
  'orphan_payments',
  {
    id: serial().primaryKey(),
    /** The event that reported it (stored in payment_events). */
    eventId: text()
      .notNull()
      .references(() => paymentEvents.id),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    account: text(),
    intentId: text().notNull(),
    amount: integer(),
    currency: text(),
    /** The order id the intent's metadata names, as sent (the order may no longer exist). */
    orderRef: text(),
    receivedAt: at().notNull().defaultNow(),
    resolvedAt: at(),
    resolution: text(),
  },
  (t) => [
    uniqueIndex('orphan_payments_intent_key').on(t.intentId),
    index('orphan_payments_open_idx')
      .on(t.receivedAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
