import type { OrderPayment } from '@ironmatch/contracts/orders';
import type { Db } from '../../db/database';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';

/** The spec's Payment entity (marketplace 3) of a payment row. */
export function toOrderPayment(row: PaymentRow): OrderPayment {
  return {
    status: row.status,
    paymentMethodType: row.paymentMethodType,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    bankLast4: row.bankLast4,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    amountRefundedAt: row.amountRefundedAt,
    applicationFee: row.applicationFee,
    applicationFeeRefunded: row.applicationFeeRefunded,
    applicationFeeRefundedAt: row.applicationFeeRefundedAt,
    transactionFee: row.transactionFee,
    netAmount: row.netAmount,
    updatedAt: row.updatedAt,
  };
}

/**
 * For the orders module: an order's `Payments` (spec marketplace 3). Only a succeeded payment is shown;
 * an open or failed attempt is the buyer's business until it goes through.
 */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<OrderPayment[]> {
  const rows = await createPaymentsRepository(db).paymentsOfOrders([orderId]);
  return rows.filter((r) => r.status === 'succeeded').map(toOrderPayment);
}

/**
 * For the orders module, under the order's lock: whether the order's payment is in flight (open: the
 * buyer has the card form; processing: a debit on its way) or taken (succeeded). Either way the order
 * must stay, or the money would have no order to belong to (issue 21). Null: no payment, or a failed one.
 */
export async function paymentHoldOnOrder(db: Db, orderId: number): Promise<'in-flight' | 'taken' | null> {
  const payment = await createPaymentsRepository(db).paymentOfOrder(orderId);
  if (payment?.status === 'succeeded') return 'taken';
  if (payment?.status === 'open' || payment?.status === 'processing') return 'in-flight';
  return null;
}
