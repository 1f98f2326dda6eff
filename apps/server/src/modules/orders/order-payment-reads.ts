import { and, eq, inArray } from 'drizzle-orm';
import { paymentNetCents } from '@ironmatch/contracts/order-money';
import type { OrderPayment } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema/payments';

/**
 * What an order shows and checks of its payment, read from the payments table in the orders module's
 * own SQL (ARCHITECTURE.md: a module may read another's table; it never writes it). The payments
 * module depends on orders (it locks and places them), so orders does not call back into payments.
 */

/** The spec's Payment entity (marketplace 3): the columns the order view shows, as the payments table keeps them. */
const ORDER_PAYMENT_COLUMNS = {
  status: payments.status,
  paymentMethodType: payments.paymentMethodType,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
  bankLast4: payments.bankLast4,
  amount: payments.amount,
  amountRefunded: payments.amountRefunded,
  amountRefundedAt: payments.amountRefundedAt,
  applicationFee: payments.applicationFee,
  applicationFeeRefunded: payments.applicationFeeRefunded,
  applicationFeeRefundedAt: payments.applicationFeeRefundedAt,
  transactionFee: payments.transactionFee,
  netAmount: payments.netAmount,
  updatedAt: payments.updatedAt,
};

/**
 * An order's `Payments` (spec marketplace 3). Only a succeeded payment is shown; an open or failed
 * attempt is the buyer's business until it goes through.
 */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<OrderPayment[]> {
  return (await paymentsOfOrders(db, [orderId])).get(orderId) ?? [];
}

/**
 * The succeeded payments of each of `orderIds` (for the lists). `netAmount` follows the refunds to the
 * cent (issue 24: paymentNetCents), whatever the stored column says.
 */
export async function paymentsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderPayment[]>> {
  const byOrder = new Map<number, OrderPayment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: payments.orderId, ...ORDER_PAYMENT_COLUMNS })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'succeeded')))
    .orderBy(payments.id);
  for (const { orderId, ...row } of rows) {
    if (orderId === null) continue;
    const list = byOrder.get(orderId) ?? [];
    list.push({ ...row, netAmount: paymentNetCents(row) });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/**
 * Under the order's lock: whether the order's payment is in flight (open: the buyer has the card form;
 * processing: a debit on its way) or taken (succeeded). Either way the order must stay, or the money
 * would have no order to belong to (issue 21). Null: no payment, or a failed one.
 */
export async function paymentHoldOnOrder(db: Db, orderId: number): Promise<'in-flight' | 'taken' | null> {
  const [payment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  if (payment?.status === 'succeeded') return 'taken';
  if (payment?.status === 'open' || payment?.status === 'processing') return 'in-flight';
  return null;
}
