import type { Db } from '../../db/database';
import type { OrderPaymentLedger, ReadOrderPaymentLedger } from '../orders/order-documents.service';
import { createPaymentsRepository, type PaymentRow } from './payments.repository';

const iso = (value: string) => new Date(value).toISOString();

/** How a bookkeeper names the way an order was paid: 'Visa ending 4242', 'Bank account ending 6789'. */
function methodOf(payment: PaymentRow): string {
  if (payment.paymentMethodType === 'us_bank_account')
    return payment.bankLast4 ? `Bank account ending ${payment.bankLast4}` : 'Bank account';
  const brand = (payment.cardBrand ?? 'Card').replace(/^\w/, (c) => c.toUpperCase());
  return payment.cardLast4 ? `${brand} ending ${payment.cardLast4}` : brand;
}

/**
 * For the orders module's invoice (issue 24): the order's succeeded payment and the refunds that went
 * through, oldest first, from the payments module's ledger. Handed to the orders module on the app
 * context, since payments depends on orders and not the other way round.
 */
export const readOrderPaymentLedger: ReadOrderPaymentLedger = async (
  db: Db,
  orderId: number,
): Promise<OrderPaymentLedger> => {
  const repo = createPaymentsRepository(db);
  const payment = await repo.paymentOfOrder(orderId);
  // An open or failed attempt is no payment; a pending refund has not given anything back yet.
  if (!payment || payment.status !== 'succeeded') return { payments: [], refunds: [] };
  const refunds = (await repo.refundsOf(payment.id))
    .filter((r) => r.status === 'succeeded')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return {
    payments: [
      {
        date: iso(payment.succeededAt ?? payment.updatedAt),
        method: methodOf(payment),
        amount: payment.amount,
        reference: payment.intentId,
      },
    ],
    refunds: refunds.map((r) => ({ date: iso(r.createdAt), amount: r.amount })),
  };
};
