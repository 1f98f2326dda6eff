import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APPROVAL_STATUSES } from '@ironmatch/contracts/orders';
import { users } from './accounts';
import { orders } from './orders';

const at = () => timestamp({ withTimezone: true, mode: 'string' });

/**
 * The buyer company's purchase approval of an order request (issue 23), owned by the orders module and
 * changed only under the order's row lock. One row per order: a request sent again after a rejection
 * is held again in the same row.
 */
export const orderApprovals = pgTable('order_approvals', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text({ enum: APPROVAL_STATUSES }).notNull(),
  requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  requestedAt: at().notNull().defaultNow(),
  /** The limit the request was above, in cents, as it was then. */
  limitCents: integer().notNull(),
  decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  decidedAt: at(),
  reason: text(),
});
