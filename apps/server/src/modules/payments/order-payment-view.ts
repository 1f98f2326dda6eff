import { paymentNetCents } from '@ironmatch/contracts/order-money';
import type { OrderPayment } from '@ironmatch/contracts/orders';
import type { PaymentRow } from './payments.repository';

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
    // Issue 24: follows the refunds to the cent.
    netAmount: paymentNetCents(row),
    updatedAt: row.updatedAt,
  };
}
